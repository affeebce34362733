import type { StudioContext } from "./studio-context";

export type EmailContent = {
  heading: string;
  /** Paragraphs of plain text (escaped for HTML here, never trusted). */
  paragraphs: string[];
  /** Label/value rows: when, where, with whom, amount. */
  details?: [string, string][];
  action?: { label: string; url: string };
  unsubscribeUrl?: string;
  /** A time is given in the text (details always count): the footer names the zone. */
  mentionsTimes?: boolean;
};

export type RenderedEmail = { text: string; html: string };

const DEFAULT_COLOR = "#7a1f4b";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * One small layout for every message: plain text and HTML from the same content, in the studio's
 * colour and logo when it has branding (Premium), with the zone every time is given in and, for
 * reminder- and marketing-type messages, the unsubscribe link.
 */
export function renderEmail(studio: StudioContext, content: EmailContent): RenderedEmail {
  const zoneNote = `Times are in the studio's time zone (${studio.timeZone}).`;
  const namesZone = Boolean(content.details?.length || content.mentionsTimes);
  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.details?.length ? [...content.details.map(([label, value]) => `${label}: ${value}`), ""] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    "—",
    studio.name,
    ...(studio.contactEmail ? [studio.contactEmail] : []),
    ...(namesZone ? [zoneNote] : []),
    ...(content.unsubscribeUrl ? [`Stop these e-mails: ${content.unsubscribeUrl}`] : []),
  ].join("\n");

  const color = studio.color ?? DEFAULT_COLOR;
  const header = studio.logoUrl
    ? `<img src="${escapeHtml(studio.logoUrl)}" alt="${escapeHtml(studio.name)}" style="max-height:48px;max-width:200px">`
    : `<strong style="font-size:18px;color:${escapeHtml(color)}">${escapeHtml(studio.name)}</strong>`;
  const details = content.details?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:16px 0">${content.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0"><strong>${escapeHtml(value)}</strong></td></tr>`,
        )
        .join("")}</table>`
    : "";
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${escapeHtml(color)};color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>`
    : "";
  const footer = [
    escapeHtml(studio.name),
    ...(studio.contactEmail ? [escapeHtml(studio.contactEmail)] : []),
    ...(namesZone ? [escapeHtml(zoneNote)] : []),
    ...(content.unsubscribeUrl ? [`<a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#555">Stop these e-mails</a>`] : []),
  ].join("<br>");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:24px;background:#f6f4f2;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f1a17">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;border-top:4px solid ${escapeHtml(color)}">
<p style="margin:0 0 16px">${header}</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((paragraph) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(paragraph)}</p>`).join("\n")}
${details}${action}
<p style="margin:24px 0 0;font-size:12px;color:#555;line-height:1.5">${footer}</p>
</div></body></html>`;
  return { text, html };
}

import { env } from "@/lib/env";
import type { NewMessage } from "../enqueue";
import { formatDate } from "../format-when";
import { renderEmail } from "../layout";
import type { Recipient } from "../recipients";
import type { StudioContext } from "../studio-context";
import { withUnsubscribe } from "../unsubscribe-token";
import { plural } from "@/lib/text/plural";

/** A package with 2 units or fewer left, or expiring within 14 days with units unused. */
export function packageMessage(
  studio: StudioContext,
  to: Recipient,
  kind: "package_low" | "package_expiring",
  pack: { id: string; name: string; left: number; expiresAt: Date },
): NewMessage {
  const unsubscribe = withUnsubscribe(to);
  const units = plural(pack.left, "lesson");
  const expires = formatDate(pack.expiresAt, studio);
  const rendered = renderEmail(studio, {
    heading: kind === "package_low" ? `${units} left on your ${pack.name}` : `Your ${pack.name} expires on ${expires}`,
    paragraphs: [
      `Hello ${to.name.split(" ")[0]},`,
      kind === "package_low"
        ? `Your ${pack.name} has ${units} left. Ask ${studio.name} for a new package so your next lessons are covered.`
        : `Your ${pack.name} still has ${units} and expires on ${expires}. Book them before then.`,
    ],
    details: [
      ["Package", pack.name],
      ["Left", units],
      ["Expires", expires],
    ],
    action: { label: "Book a lesson", url: `${env.SITE_URL}/app/schedule` },
    unsubscribeUrl: unsubscribe.url,
  });
  return {
    studioId: studio.id,
    kind,
    userId: to.userId,
    recipient: to.email,
    recipientName: to.name,
    subject: kind === "package_low" ? `${units} left on your ${pack.name}` : `Your ${pack.name} expires on ${expires}`,
    ...rendered,
    headers: unsubscribe.headers,
    dedupeKey: kind === "package_low" ? `package_low:${pack.id}` : `package_expiring:${pack.id}:${pack.expiresAt.getTime()}`,
  };
}

/** To each owner, 3 days before the Pro trial ends without a chosen plan. */
export function trialEndingMessage(studio: StudioContext, to: Recipient, trialEndsAt: Date): NewMessage {
  const unsubscribe = withUnsubscribe(to);
  const ends = formatDate(trialEndsAt, studio);
  const rendered = renderEmail(studio, {
    heading: `Your Pro trial ends on ${ends}`,
    paragraphs: [
      `Hello ${to.name.split(" ")[0]},`,
      `${studio.name}'s 14-day Pro trial ends on ${ends}. Choose a plan to keep Pro's features; without one the studio moves to Free (up to 25 active students), and nothing is deleted.`,
    ],
    action: { label: "Choose a plan", url: `${env.SITE_URL}/app/settings#settings-plan` },
    unsubscribeUrl: unsubscribe.url,
  });
  return {
    studioId: studio.id,
    kind: "trial_ending",
    userId: to.userId,
    recipient: to.email,
    recipientName: to.name,
    subject: `Your Promenade trial ends on ${ends}`,
    ...rendered,
    headers: unsubscribe.headers,
    dedupeKey: `trial_ending:${to.userId}:${trialEndsAt.getTime()}`,
  };
}

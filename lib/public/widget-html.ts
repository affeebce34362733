import { HEX_COLOR } from "@/lib/api/hex-color";
import { priceText } from "@/lib/money/price-text";
import { formatDay, formatTime } from "./format-class";
import type { PublicStudio } from "./public-studio";
import type { PublicClass } from "./timetable";

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The widget's page: the timetable and a booking button per class, plain HTML with no script (it
 * runs inside someone else's site). Booking opens the studio's page in a new tab, where the form is.
 */
export function widgetHtml(studio: PublicStudio, classes: PublicClass[], pageUrl: string): string {
  const days = new Map<string, PublicClass[]>();
  for (const item of classes) {
    const day = formatDay(item.startsAt, studio);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  const rows = [...days]
    .map(
      ([day, items]) =>
        `<h2>${escape(day)}</h2><ul>${items
          .map((item) => {
            const when = `${day} ${formatTime(item.startsAt, studio)}`;
            const meta = [
              item.instructorName && `with ${item.instructorName}`,
              item.placesLeft > 0 ? `${item.placesLeft} left` : "Full",
              priceText(item.price),
            ]
              .filter(Boolean)
              .join(" · ");
            const action =
              item.placesLeft > 0
                ? `<a class="book" href="${escape(`${pageUrl}?class=${item.id}#book`)}" target="_blank" rel="noopener" aria-label="${escape(`Book ${item.title} on ${when}`)}">Book</a>`
                : `<span class="full">Full</span>`;
            return `<li><span class="time">${escape(formatTime(item.startsAt, studio))}</span><span class="what"><strong>${escape(item.title)}</strong><small>${escape(meta)}</small></span>${action}</li>`;
          })
          .join("")}</ul>`,
    )
    .join("");
  const color = studio.brandColor && HEX_COLOR.test(studio.brandColor) ? studio.brandColor : "#7a1f4b";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(studio.name)} — timetable</title><meta name="robots" content="noindex">
<style>
:root{color-scheme:light dark;--c:${color};--fg:#1d1a1c;--muted:#5c5358;--bg:#fff;--line:#e6dfe3}
@media (prefers-color-scheme:dark){:root{--fg:#f4eff2;--muted:#c9bfc5;--bg:#1b161a;--line:#3a3137}}
body{margin:0;font:15px/1.4 system-ui,sans-serif;color:var(--fg);background:var(--bg);padding:12px}
h1{font-size:18px;margin:0 0 8px}h2{font-size:13px;text-transform:uppercase;letter-spacing:.05em;color:var(--muted);margin:14px 0 6px}
ul{list-style:none;margin:0;padding:0}li{display:flex;gap:12px;align-items:center;border-bottom:1px solid var(--line);padding:8px 0}
.time{width:5.5em;font-variant-numeric:tabular-nums;font-weight:600}.what{flex:1;display:grid}small{color:var(--muted)}
.book{background:var(--c);color:#fff;text-decoration:none;border-radius:6px;padding:6px 14px;font-weight:600}.full{color:var(--muted)}
footer{margin-top:12px;font-size:13px}footer a{color:inherit}
</style></head><body><main><h1>${escape(studio.name)}</h1>${rows || "<p>No classes are scheduled in the next two weeks.</p>"}</main>
<footer><a href="${escape(pageUrl)}" target="_blank" rel="noopener">All classes and first lessons at ${escape(studio.name)}</a></footer></body></html>`;
}

/** frame-ancestors for the widget: only the studio's listed origins ('none' when it lists none). */
export function widgetContentSecurityPolicy(origins: string[]): string {
  const ancestors = origins.length ? origins.join(" ") : "'none'";
  return `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors ${ancestors}`;
}

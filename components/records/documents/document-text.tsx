import type { StudioClock } from "@/lib/studio/locales";

/** A document's text as written (paragraphs and line breaks kept), in a box that scrolls on its own when long. */
export function DocumentText({ text, label, printable = false }: { text: string; label: string; printable?: boolean }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={printable ? undefined : 0}
      className={
        printable
          ? "whitespace-pre-wrap break-words text-sm leading-relaxed"
          : "max-h-[50dvh] overflow-y-auto whitespace-pre-wrap break-words rounded-lg border border-border bg-card p-4 text-sm leading-relaxed"
      }
    >
      {text}
    </div>
  );
}

/** "November 27, 2026 at 9:14:03 AM EST": a signature's time in the studio's zone, with the zone named. */
export function formatSignedAt(at: Date | string, { timeZone, locale }: StudioClock): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "long", timeZone }).format(new Date(at));
}

export function SignedDate({ at, clock }: { at: Date | string; clock: StudioClock }) {
  return <time dateTime={new Date(at).toISOString()}>{formatSignedAt(at, clock)}</time>;
}

import { Megaphone } from "lucide-react";
import { EmptyState } from "@/components/app-shell/empty-state";
import type { SentAnnouncement as Sent } from "@/lib/community/announcements";
import type { StudioClock } from "@/lib/studio/locales";

/** "Nov 24, 2026, 9:30 AM" (en-US) or "24 Nov 2026, 09:30" (en-GB) in the studio's zone: one formatter for the whole list. */
function sentFormat({ timeZone, locale }: StudioClock) {
  return new Intl.DateTimeFormat(locale, {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  });
}

/** What the studio has sent: when, what, to whom, and how many it reached. */
export function SentAnnouncements({ announcements, clock }: { announcements: Sent[]; clock: StudioClock }) {
  const format = sentFormat(clock);
  return (
    <section aria-labelledby="sent" className="grid content-start gap-4">
      <h2 id="sent" className="font-[family-name:var(--font-display)] text-2xl font-semibold">
        Sent
      </h2>
      {announcements.length === 0 ? (
        <EmptyState icon={Megaphone} title="Nothing sent yet">
          Announcements you send appear here with how many they reached.
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {announcements.map((sent) => (
            <li key={sent.id} aria-label={sent.subject} className="grid gap-1 rounded-lg border border-border bg-card p-4 text-sm">
              <span className="font-semibold">{sent.subject}</span>
              <span className="text-muted-foreground">
                <time dateTime={sent.createdAt}>{format.format(new Date(sent.createdAt))}</time> · {sent.audienceLabel}
              </span>
              <span>
                Sent to {sent.recipients - sent.suppressed} of {sent.recipients}
                {sent.suppressed > 0 && ` (${sent.suppressed} turned announcements off)`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { Megaphone } from "lucide-react";
import { EmptyState } from "@/components/app-shell/empty-state";
import type { SentAnnouncement as Sent } from "@/lib/community/announcements";

/** "Nov 24, 2026, 9:30 AM" in the studio's zone: one formatter for the whole list. */
function sentFormat(timeZone: string) {
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  });
}

/** What the studio has sent: when, what, to whom, and how many it reached. */
export function SentAnnouncements({ announcements, timeZone }: { announcements: Sent[]; timeZone: string }) {
  const format = sentFormat(timeZone);
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

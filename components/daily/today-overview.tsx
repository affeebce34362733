import Link from "next/link";
import { formatClock } from "@/components/schedule/format";
import { formatMoney } from "@/lib/money/money";
import type { TodayEvent, TodayOverview } from "@/lib/scheduling/today-overview";
import { plural } from "@/lib/text/plural";
import type { StudioLocale } from "@/lib/studio/locales";

const CARD = "grid content-start gap-3 rounded-lg border border-border bg-card p-4";
const HEADING = "font-[family-name:var(--font-display)] text-xl font-semibold";

/** Today's lessons, classes with their fill, who teaches and open balances: four panels, one screen on a laptop. */
export function TodayOverviewView({
  overview,
  showBalances,
  locale,
}: {
  overview: TodayOverview;
  showBalances: boolean;
  locale: StudioLocale;
}) {
  const { timeZone } = overview;
  const time = (event: { startsAt: string; endsAt: string }) =>
    `${formatClock(new Date(event.startsAt), timeZone, locale)}–${formatClock(new Date(event.endsAt), timeZone, locale)}`;
  return (
    <div className="grid gap-4 px-4 py-6 sm:px-8 lg:grid-cols-2">
      <section aria-labelledby="today-classes" className={CARD}>
        <h2 id="today-classes" className={HEADING}>
          Classes <span className="text-base font-normal text-muted-foreground">({overview.classes.length})</span>
        </h2>
        {overview.classes.length === 0 ? (
          <p className="text-sm text-muted-foreground">No group classes today.</p>
        ) : (
          <ul className="grid gap-3">
            {overview.classes.map((event) => (
              <li key={event.id} className="grid gap-1 text-sm">
                <p className="flex justify-between gap-2">
                  <span>
                    <span className="font-medium">{event.title}</span> <span className="text-muted-foreground">{time(event)}</span>
                  </span>
                  <span className="font-medium tabular-nums">
                    {event.taken}/{event.capacity}
                  </span>
                </p>
                <FillBar event={event} />
                <p className="text-muted-foreground">{[event.instructorName, event.roomName].filter(Boolean).join(" · ")}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="today-lessons" className={CARD}>
        <h2 id="today-lessons" className={HEADING}>
          Lessons and rentals <span className="text-base font-normal text-muted-foreground">({overview.lessons.length})</span>
        </h2>
        {overview.lessons.length === 0 ? (
          <p className="text-sm text-muted-foreground">No private lessons or rentals today.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {overview.lessons.map((event) => (
              <li key={event.id} className="grid grid-cols-[7.5rem_1fr] gap-2">
                <span className="text-muted-foreground tabular-nums">{time(event)}</span>
                <span>
                  <span className="font-medium">{event.studentNames.join(" & ") || "Nobody booked"}</span>
                  <span className="text-muted-foreground">
                    {" "}
                    · {[event.title, event.instructorName, event.roomName].filter(Boolean).join(" · ")}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="today-teaching" className={CARD}>
        <h2 id="today-teaching" className={HEADING}>
          Who is teaching
        </h2>
        {overview.teaching.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nobody teaches today.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {overview.teaching.map((person) => (
              <li key={person.name} className="flex justify-between gap-2">
                <span className="font-medium">{person.name}</span>
                <span className="text-muted-foreground">
                  {plural(person.count, "lesson")} · {time(person)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {showBalances && (
        <section aria-labelledby="today-balances" className={CARD}>
          <h2 id="today-balances" className={HEADING}>
            Open balances of today&apos;s students
          </h2>
          {overview.balances.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nobody coming today owes anything.</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {overview.balances.map((row) => (
                <li key={row.studentId} className="flex justify-between gap-2">
                  <Link href={`/app/payments/students/${row.studentId}`} className="font-medium text-primary hover:underline">
                    {row.name}
                  </Link>
                  <span className="font-medium tabular-nums">{formatMoney(row.balanceCents, overview.currency)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

function FillBar({ event }: { event: TodayEvent }) {
  const share = event.capacity > 0 ? Math.min(1, event.taken / event.capacity) : 0;
  return (
    <div
      role="meter"
      aria-label={`${event.title} fill`}
      aria-valuemin={0}
      aria-valuemax={event.capacity}
      aria-valuenow={event.taken}
      aria-valuetext={`${event.taken} of ${plural(event.capacity, "place")} taken`}
      className="h-2 overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full rounded-full bg-primary" style={{ width: `${Math.round(share * 100)}%` }} />
    </div>
  );
}

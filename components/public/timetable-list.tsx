import { priceText } from "@/lib/money/price-text";
import { formatDay, formatTime } from "@/lib/public/format-class";
import type { StudioClock } from "@/lib/studio/locales";
import type { PublicClass } from "@/lib/public/timetable";
import { ShareRow } from "./share-row";
import { plural } from "@/lib/text/plural";

/** The timetable grouped by day: what, when, with whom, places left, a booking link and share links. */
export function TimetableList({
  classes,
  clock,
  pageUrl,
  studioName,
  keepQuery,
}: {
  classes: PublicClass[];
  clock: StudioClock;
  pageUrl: string;
  studioName: string;
  /** ref and UTM of the visit, kept on the booking link so the booking carries them. */
  keepQuery: string;
}) {
  if (classes.length === 0) return <p className="text-muted-foreground">No classes are scheduled in the next two weeks.</p>;
  const days = new Map<string, PublicClass[]>();
  for (const item of classes) {
    const day = formatDay(item.startsAt, clock);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return (
    <div className="grid gap-6">
      {[...days].map(([day, items]) => (
        <section key={day} aria-label={day} className="grid gap-2">
          <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{day}</h3>
          <ul className="grid gap-2">
            {items.map((item) => {
              const classUrl = `${pageUrl}?class=${item.id}`;
              const when = `${formatDay(item.startsAt, clock)} ${formatTime(item.startsAt, clock)}`;
              return (
                <li
                  key={item.id}
                  className="grid gap-2 rounded-xl border border-border bg-card p-4 sm:grid-cols-[6rem_1fr_auto] sm:items-center"
                >
                  <p className="font-semibold tabular-nums">{formatTime(item.startsAt, clock)}</p>
                  <div className="grid gap-1">
                    <p className="font-medium">
                      {item.title}
                      {item.kind === "practice" && <span className="ml-2 text-xs text-muted-foreground">Practice party</span>}
                      {/* What a place costs a visitor, from the server: the price booking charges. */}
                      <span className="ml-2 text-sm font-normal tabular-nums">{priceText(item.price)}</span>
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {[
                        item.instructorName && `with ${item.instructorName}`,
                        item.roomName,
                        item.placesLeft > 0 ? `${plural(item.placesLeft, "place")} left` : "Full",
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                    <ShareRow url={classUrl} text={`${item.title} at ${studioName}, ${when}`} label={`Share ${item.title} on ${when}`} />
                  </div>
                  {item.placesLeft > 0 ? (
                    <a
                      href={`?${keepQuery ? `${keepQuery}&` : ""}class=${item.id}#book`}
                      className="inline-flex h-10 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
                      aria-label={`Book ${item.title} on ${when}`}
                    >
                      Book
                    </a>
                  ) : (
                    <span className="text-sm text-muted-foreground">Full</span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

import { AlertTriangle } from "lucide-react";
import { Tag } from "@/components/ui/tag";
import type { HeatSheetView } from "@/lib/competitions/heats-views";
import type { StudioClock } from "@/lib/studio/locales";

type Heat = HeatSheetView["heats"][number];
type Conflict = HeatSheetView["conflicts"][number];

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** "Sat, May 2" and "7:30 PM" in the studio's zone. */
export function heatDay(value: Date | string, { timeZone, locale }: StudioClock) {
  return new Intl.DateTimeFormat(locale, { weekday: "short", month: "short", day: "numeric", timeZone }).format(asDate(value));
}
export function heatTime(value: Date | string, { timeZone, locale }: StudioClock) {
  return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone }).format(asDate(value));
}

export function placementLabel(placement: number): string {
  const tens = placement % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[placement % 10] ?? "th");
  return `${placement}${suffix}`;
}

/** Who is on the floor twice, heat by heat, in words an owner or instructor acts on. */
export function ConflictList({ conflicts, clock }: { conflicts: Conflict[]; clock: StudioClock }) {
  if (conflicts.length === 0) return null;
  return (
    <section aria-labelledby="heat-conflicts" className="grid gap-2 rounded-xl border border-danger/40 bg-danger-soft p-4 text-sm">
      <h2 id="heat-conflicts" className="flex items-center gap-2 font-semibold text-danger">
        <AlertTriangle aria-hidden className="size-4" />
        {conflicts.length === 1 ? "1 conflict" : `${conflicts.length} conflicts`}: on the floor twice
      </h2>
      <ul className="grid gap-1">
        {conflicts.map((conflict) => (
          <li key={`${conflict.kind}-${conflict.name}-${conflict.heats.join("-")}`}>
            <span className="font-medium">{conflict.name}</span> dances heats {conflict.heats[0]} and {conflict.heats[1]}
            {conflict.startsAt ? ` at ${heatTime(conflict.startsAt, clock)}` : ""} ({conflict.kind}).
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The heat numbers in a conflict, to mark them on the list. */
export function conflictedHeats(conflicts: Conflict[]): Set<string> {
  return new Set(conflicts.flatMap((conflict) => conflict.heats));
}

/**
 * Heats in sheet order, grouped by day: number and time first (what a dancer looks for on the floor),
 * then what is danced and by whom. One column on a phone, the entries wrapping under the title.
 */
export function HeatList({ heats, clock, conflicts = [] }: { heats: Heat[]; clock: StudioClock; conflicts?: Conflict[] }) {
  const marked = conflictedHeats(conflicts);
  const days = new Map<string, Heat[]>();
  for (const heat of heats) {
    const day = heat.startsAt ? heatDay(heat.startsAt, clock) : "Time to be announced";
    days.set(day, [...(days.get(day) ?? []), heat]);
  }
  return (
    <div className="grid gap-5">
      {[...days.entries()].map(([day, list]) => (
        <section key={day} aria-label={day} className="grid gap-2">
          {days.size > 1 || day !== "Time to be announced" ? <h2 className="text-sm font-semibold text-muted-foreground">{day}</h2> : null}
          <ol className="grid gap-2">
            {list.map((heat) => (
              <li
                key={heat.id}
                className="grid grid-cols-[4.5rem_1fr] gap-x-3 gap-y-1 rounded-lg border border-border bg-card px-3 py-2.5 sm:grid-cols-[5rem_6rem_1fr]"
              >
                <p className="font-[family-name:var(--font-display)] text-lg leading-tight font-semibold">
                  <span className="sr-only">Heat </span>
                  {heat.number}
                </p>
                <p className="text-sm font-medium tabular-nums sm:pt-0.5">
                  {heat.startsAt ? heatTime(heat.startsAt, clock) : "—"}
                  {marked.has(heat.number) && (
                    <span className="ml-2 inline-block align-middle">
                      <Tag tone="danger">Conflict</Tag>
                    </span>
                  )}
                </p>
                <div className="col-span-2 grid gap-1 sm:col-span-1">
                  <p className="text-sm">{heat.title}</p>
                  {heat.entries.length > 0 && (
                    <ul className="flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-muted-foreground">
                      {heat.entries.map((entry) => (
                        <li key={entry.entryId}>
                          {entry.dancer}
                          {entry.partner ? ` with ${entry.partner}` : ""}
                          {entry.placement ? (
                            <span className="ml-1 font-medium text-foreground">· {placementLabel(entry.placement)}</span>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

/**
 * The hero's sample June calendar. The month grid is a picture (hidden from screen
 * readers); the day's agenda below it is real text, so everyone gets "Salsa Basics at 10:00 AM".
 */
const WEEKDAYS = ["S", "M", "T", "W", "T", "F", "S"];
// June laid out from a Sunday, the default week start; 30 days.
const DAYS = Array.from({ length: 30 }, (_, index) => index + 1);
const HIGHLIGHT_DAY = 10;
const BUSY_DAYS: Record<number, string[]> = {
  2: ["bg-primary"],
  3: ["bg-accent", "bg-primary"],
  5: ["bg-success"],
  9: ["bg-accent"],
  12: ["bg-primary", "bg-success"],
  16: ["bg-primary"],
  17: ["bg-accent"],
  19: ["bg-success", "bg-primary"],
  23: ["bg-accent"],
  24: ["bg-primary"],
  26: ["bg-success"],
  30: ["bg-primary", "bg-accent"],
};

const AGENDA = [
  { time: "10:00 AM", title: "Salsa Basics", detail: "Group class · Studio A · Maria", tone: "border-primary bg-primary-soft" },
  { time: "6:30 PM", title: "Waltz Foundations", detail: "Group class · Studio B · James", tone: "border-accent bg-accent-soft" },
  { time: "8:00 PM", title: "Practice Party", detail: "All levels · Main floor", tone: "border-success bg-success-soft" },
];

export function SampleCalendar() {
  return (
    <figure className="rounded-2xl border border-border bg-card p-4 shadow-xl shadow-primary/5 sm:p-6">
      <div className="flex items-baseline justify-between">
        <p className="font-[family-name:var(--font-display)] text-2xl font-semibold">June</p>
        <p className="text-xs text-muted-foreground">Sample studio calendar</p>
      </div>
      <div aria-hidden className="mt-4 grid grid-cols-7 gap-1 text-center text-xs">
        {WEEKDAYS.map((day, index) => (
          <span key={index} className="pb-1 font-semibold text-muted-foreground">
            {day}
          </span>
        ))}
        {DAYS.map((day) => (
          <span
            key={day}
            className={
              day === HIGHLIGHT_DAY
                ? "flex h-11 flex-col items-center justify-start rounded-md bg-primary pt-1 font-semibold text-primary-foreground sm:h-12"
                : "flex h-11 flex-col items-center justify-start rounded-md pt-1 sm:h-12"
            }
          >
            {day}
            <span className="mt-1 flex gap-0.5">
              {(day === HIGHLIGHT_DAY ? ["bg-primary-foreground"] : (BUSY_DAYS[day] ?? [])).map((tone, index) => (
                <span key={index} className={`size-1.5 rounded-full ${tone}`} />
              ))}
            </span>
          </span>
        ))}
      </div>
      <figcaption className="mt-4 border-t border-border pt-4">
        <p className="text-sm font-semibold">Tuesday, June 10</p>
        <ul className="mt-2 grid gap-2">
          {AGENDA.map((item) => (
            <li key={item.title} className={`flex items-center gap-3 rounded-lg border-l-4 px-3 py-2 ${item.tone}`}>
              <span className="w-[4.5rem] shrink-0 whitespace-nowrap text-sm font-semibold tabular-nums">{item.time}</span>
              <span className="min-w-0">
                <span className="block font-medium">{item.title}</span>
                <span className="block truncate text-xs text-muted-foreground">{item.detail}</span>
              </span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

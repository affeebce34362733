/** A miniature of the week calendar (drawn, not a screenshot): lessons as coloured blocks per day. */
const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri"];
const HOURS = ["10", "12", "2", "4", "6", "8"];
// [day, start row, rows long, label, tone]; one row is an hour.
const LESSONS: [number, number, number, string, string][] = [
  [0, 0, 1, "Salsa Basics", "bg-primary-soft border-primary"],
  [0, 4, 2, "Waltz", "bg-accent-soft border-accent"],
  [1, 1, 1, "Private · Ana", "bg-success-soft border-success"],
  [1, 3, 2, "Rumba", "bg-primary-soft border-primary"],
  [2, 0, 2, "Floor rental", "bg-muted border-input"],
  [2, 4, 1, "Tango", "bg-accent-soft border-accent"],
  [3, 2, 1, "Private · Leo", "bg-success-soft border-success"],
  [3, 4, 2, "Cha Cha", "bg-primary-soft border-primary"],
  [4, 1, 1, "Foxtrot", "bg-accent-soft border-accent"],
  [4, 5, 1, "Practice", "bg-success-soft border-success"],
];

export function CalendarPreview() {
  return (
    <div aria-hidden className="rounded-lg border border-border bg-background p-2 text-[0.6rem] leading-tight">
      <div className="grid grid-cols-[1.25rem_repeat(5,1fr)] gap-x-1">
        <span />
        {DAYS.map((day) => (
          <span key={day} className="pb-1 text-center font-semibold text-muted-foreground">
            {day}
          </span>
        ))}
      </div>
      <div className="relative grid grid-cols-[1.25rem_repeat(5,1fr)] gap-x-1">
        <div className="grid grid-rows-6">
          {HOURS.map((hour) => (
            <span key={hour} className="h-8 text-muted-foreground">
              {hour}
            </span>
          ))}
        </div>
        {DAYS.map((day, dayIndex) => (
          <div key={day} className="relative grid grid-rows-6 border-l border-border">
            {HOURS.map((hour) => (
              <span key={hour} className="h-8 border-t border-border/70" />
            ))}
            {LESSONS.filter(([lessonDay]) => lessonDay === dayIndex).map(([, start, length, label, tone]) => (
              <span
                key={label}
                className={`absolute inset-x-0.5 truncate rounded border-l-2 px-0.5 py-0.5 font-medium text-foreground ${tone}`}
                style={{ top: `${start * 2}rem`, height: `${length * 2 - 0.125}rem` }}
              >
                {label}
              </span>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

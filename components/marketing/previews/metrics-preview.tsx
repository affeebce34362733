/** A miniature of a dancer's metrics (drawn, not a screenshot): totals, weekly practice bars, skills. */
const TOTALS = [
  { label: "Practice", value: "12.5 h" },
  { label: "Attendance", value: "94%" },
  { label: "Level", value: "Silver" },
];
// Practice hours over eight weeks.
const WEEKS = [1.5, 2, 1, 2.5, 3, 2.5, 3.5, 4];
const SKILLS = [
  { dance: "Waltz", percent: 80 },
  { dance: "Rumba", percent: 62 },
  { dance: "Quickstep", percent: 45 },
];

export function MetricsPreview() {
  const most = Math.max(...WEEKS);
  return (
    <div aria-hidden className="grid gap-2 rounded-lg border border-border bg-background p-3 text-[0.65rem] leading-tight">
      <div className="grid grid-cols-3 gap-1.5">
        {TOTALS.map((total) => (
          <div key={total.label} className="rounded-md border border-border bg-card px-2 py-1.5">
            <span className="block text-muted-foreground">{total.label}</span>
            <span className="block text-sm font-semibold">{total.value}</span>
          </div>
        ))}
      </div>
      <div className="rounded-md border border-border bg-card p-2">
        <p className="font-semibold">Practice hours per week</p>
        <div className="mt-2 flex h-16 items-end gap-1.5">
          {WEEKS.map((hours, index) => (
            <span
              key={index}
              className={`flex-1 rounded-t ${index === WEEKS.length - 1 ? "bg-primary" : "bg-primary/45"}`}
              style={{ height: `${(hours / most) * 100}%` }}
            />
          ))}
        </div>
      </div>
      <div className="grid gap-1.5 rounded-md border border-border bg-card p-2">
        {SKILLS.map((skill) => (
          <div key={skill.dance} className="grid grid-cols-[4rem_1fr] items-center gap-2">
            <span>{skill.dance}</span>
            <span className="h-1.5 overflow-hidden rounded-full bg-muted">
              <span className="block h-full rounded-full bg-accent" style={{ width: `${skill.percent}%` }} />
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}

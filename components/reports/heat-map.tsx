import type { Row } from "@/lib/reports/report-types";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function hourLabel(hour: number): string {
  return new Intl.DateTimeFormat("en-US", { hour: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(2000, 0, 1, hour)));
}

/**
 * The busiest hours as a weekday × hour grid: an HTML table (readable aloud and printable) whose
 * cells are shaded by how many lessons start in them; the number is always written in the cell.
 */
export function HeatMap({ rows, weekStart = 0 }: { rows: Row[]; weekStart?: number }) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No lessons in this period.</p>;
  const count = new Map(rows.map((row) => [`${row.weekdayIndex}:${row.hour}`, Number(row.lessons)]));
  const hours = rows.map((row) => Number(row.hour));
  const [first, last] = [Math.min(...hours), Math.max(...hours)];
  const max = Math.max(...count.values());
  const days = Array.from({ length: 7 }, (_, index) => (weekStart + index) % 7);
  return (
    <div className="overflow-x-auto">
      <table aria-label="Lessons starting, by weekday and hour" className="border-separate border-spacing-0.5 text-xs tabular-nums">
        <thead>
          <tr>
            <td />
            {Array.from({ length: last - first + 1 }, (_, index) => (
              <th key={index} scope="col" className="px-1 font-normal text-muted-foreground whitespace-nowrap">
                {hourLabel(first + index)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day}>
              <th scope="row" className="pr-2 text-left font-normal text-muted-foreground">
                <abbr title={DAY_NAMES[day]} className="no-underline">
                  {DAYS[day]}
                </abbr>
              </th>
              {Array.from({ length: last - first + 1 }, (_, index) => {
                const lessons = count.get(`${day}:${first + index}`) ?? 0;
                const share = lessons / max;
                return (
                  <td
                    key={index}
                    className="h-7 min-w-9 rounded text-center"
                    style={{
                      background: lessons
                        ? `color-mix(in oklab, var(--color-primary) ${Math.round(15 + share * 85)}%, var(--color-card))`
                        : "var(--color-muted)",
                      color: share > 0.5 ? "var(--color-primary-foreground)" : "var(--color-foreground)",
                    }}
                  >
                    {lessons || ""}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

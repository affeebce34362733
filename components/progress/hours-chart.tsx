"use client";

import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import type { WeekHours } from "@/lib/progress/activity";
import { formatDay, formatMinutes } from "./format";
import { plural } from "@/lib/text/plural";
import { useStudioLocale } from "@/components/ui/studio-locale";

const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/**
 * Practice and lesson hours per week (last 12 weeks), stacked, in the theme's colours so both
 * themes read; the chart is a picture for the eye, the table under it carries the same numbers.
 */
export function HoursChart({ weeks }: { weeks: readonly WeekHours[] }) {
  const locale = useStudioLocale();
  const data = weeks.map((week) => ({
    week: formatDay(week.weekStart, locale, false),
    practice: hours(week.practiceMinutes),
    lessons: hours(week.lessonMinutes),
  }));
  const total = weeks.reduce((sum, week) => sum + week.practiceMinutes + week.lessonMinutes, 0);
  return (
    <figure className="grid gap-2">
      <div
        role="img"
        aria-label={`Bar chart of practice and lesson hours per week, ${formatMinutes(total)} over ${plural(weeks.length, "week")}; the numbers are in the table below.`}
        className="h-60 w-full text-xs"
      >
        <BarChart
          responsive
          accessibilityLayer={false}
          data={data}
          style={{ width: "100%", height: "100%" }}
          margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
        >
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis
            dataKey="week"
            tick={{ fill: "var(--color-muted-foreground)" }}
            tickLine={false}
            axisLine={{ stroke: "var(--color-border)" }}
            interval="preserveStartEnd"
          />
          <YAxis allowDecimals={false} tick={{ fill: "var(--color-muted-foreground)" }} tickLine={false} axisLine={false} unit=" h" />
          <Tooltip
            cursor={{ fill: "var(--color-muted)" }}
            contentStyle={{
              background: "var(--color-card)",
              border: "1px solid var(--color-border)",
              borderRadius: 8,
              color: "var(--color-foreground)",
            }}
            formatter={(value) => `${value} h`}
          />
          <Legend wrapperStyle={{ color: "var(--color-foreground)" }} />
          <Bar dataKey="practice" name="Practice" stackId="hours" fill="var(--color-primary)" isAnimationActive={false} />
          <Bar
            dataKey="lessons"
            name="Lessons"
            stackId="hours"
            fill="var(--color-accent)"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </div>
      <figcaption className="text-xs text-muted-foreground">
        Lessons and classes attended count as lesson hours; practice is what was logged.
      </figcaption>
      <table className="sr-only">
        <caption>Hours per week, last {plural(weeks.length, "week")}</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Practice</th>
            <th scope="col">Lessons</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{formatDay(week.weekStart, locale)}</th>
              <td>{formatMinutes(week.practiceMinutes)}</td>
              <td>{formatMinutes(week.lessonMinutes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

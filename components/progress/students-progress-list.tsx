import Link from "next/link";
import { STYLE_NAMES } from "@/lib/progress/levels";
import type { StudentOverview } from "@/lib/progress/students-overview";
import { cn } from "@/lib/utils";
import { formatDay, levelName, type LevelOption } from "./format";
import { plural } from "@/lib/text/plural";
import type { StudioLocale } from "@/lib/studio/locales";

/**
 * Staff's view of their students' progress: level changes of the last 60 days, the last practice
 * and lesson, and who hasn't practised (14 days) or attended (30 days) lately, shown first.
 */
export function StudentsProgressList({
  students,
  levels,
  locale,
}: {
  students: readonly StudentOverview[];
  levels: readonly LevelOption[];
  locale: StudioLocale;
}) {
  const quiet = students.filter((row) => row.notPractised || row.notAttended).length;
  const sorted = [...students].sort((a, b) => Number(b.notPractised || b.notAttended) - Number(a.notPractised || a.notAttended));
  return (
    <section aria-labelledby="progress-students" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="progress-students" className="text-lg font-semibold">
          Your students
        </h2>
        <p className="text-sm text-muted-foreground">
          {plural(students.length, "student")} · {quiet} quiet lately
        </p>
      </div>
      <ul className="grid gap-2">
        {sorted.map((row) => (
          <li
            key={row.id}
            className="grid gap-2 rounded-lg border border-border bg-card p-3 sm:grid-cols-[12rem_1fr_15rem] sm:items-center"
          >
            <Link href={`/app/students/${row.id}#progress`} className="font-medium text-primary underline-offset-4 hover:underline">
              {row.name}
            </Link>
            <div className="text-sm">
              {row.recentPasses.length > 0 ? (
                <ul className="flex flex-wrap gap-1.5">
                  {row.recentPasses.map((pass) => (
                    <li
                      key={`${pass.dance}-${pass.style}-${pass.level}-${pass.date}`}
                      className="rounded-full bg-success-soft px-2 py-0.5 text-xs text-success"
                    >
                      {pass.dance} ({STYLE_NAMES[pass.style]}) → {levelName(levels, pass.level)}, {formatDay(pass.date, locale, false)}
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-muted-foreground">No level change in 60 days</span>
              )}
              <p className="mt-1 text-xs text-muted-foreground">
                Practice: {row.lastPracticeOn ? formatDay(row.lastPracticeOn, locale) : "never logged"} · Last lesson:{" "}
                {row.lastLessonOn ? formatDay(row.lastLessonOn, locale) : "none attended"}
              </p>
            </div>
            <div className="flex flex-wrap gap-1.5 sm:justify-end">
              <Flag on={row.notPractised} label="Not practised lately" />
              <Flag on={row.notAttended} label="No lesson lately" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Flag({ on, label }: { on: boolean; label: string }) {
  if (!on) return null;
  return <span className={cn("rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-foreground")}>{label}</span>;
}

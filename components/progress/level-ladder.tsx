import { LEVEL_KEYS, levelOrder, MEDAL_NAMES, medalOf, STYLE_NAMES } from "@/lib/progress/levels";
import type { DanceLevel } from "@/lib/progress/student-progress";
import { cn } from "@/lib/utils";
import { formatDay, levelName, type LevelOption } from "./format";
import type { StudioLocale } from "@/lib/studio/locales";

const MEDAL_COLOURS = {
  newcomer: "bg-muted-foreground",
  bronze: "bg-[#a0622d] dark:bg-[#d99a62]",
  silver: "bg-[#6b7280] dark:bg-[#c0c6cf]",
  gold: "bg-[#a37b12] dark:bg-[#e8c170]",
  "gold-bar": "bg-primary",
} as const;

/**
 * Level per dance as a ladder: the fourteen steps from Newcomer to Gold Bar, filled up to the
 * student's level, with the figures checked off per medal. The steps are drawn for the eye; the
 * same facts are written out in words for everyone.
 */
export function LevelLadder({
  levels,
  names,
  self,
  locale,
}: {
  levels: readonly DanceLevel[];
  names: readonly LevelOption[];
  locale: StudioLocale;
  /** The student reading their own ladder ("your"); staff read about the student ("their"). */
  self: boolean;
}) {
  if (levels.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {self
          ? "No check-outs or figures yet. Your instructor records them in your lessons, and your ladder appears here."
          : "No check-outs or figures yet. Their instructor records them in their lessons, and the ladder appears here."}
      </p>
    );
  }
  return (
    <ul className="grid gap-4">
      {levels.map((row) => {
        const reached = levelOrder(row.level);
        const label = `${row.dance} (${STYLE_NAMES[row.style]})`;
        return (
          <li key={row.danceId} className="grid gap-2 rounded-lg border border-border p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <h3 className="font-medium">
                {row.dance} <span className="text-sm font-normal text-muted-foreground">· {STYLE_NAMES[row.style]}</span>
              </h3>
              <p className="text-sm">
                <span className="font-semibold">{levelName(names, row.level)}</span>
                <span className="text-muted-foreground">
                  {row.since ? ` since ${formatDay(row.since, locale)}` : " (no check-out passed yet)"}
                </span>
              </p>
            </div>
            <div aria-hidden className="flex gap-0.5" data-testid={`ladder-${label}`}>
              {LEVEL_KEYS.map((key, index) => (
                <span
                  key={key}
                  title={levelName(names, key)}
                  className={cn("h-2.5 flex-1 rounded-sm", index <= reached ? MEDAL_COLOURS[medalOf(key)] : "bg-muted")}
                />
              ))}
            </div>
            <p className="sr-only">
              {label}: {levelName(names, row.level)}, step {reached + 1} of {LEVEL_KEYS.length} on the ladder.
            </p>
            {row.figureCounts.length > 0 && (
              <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                {row.figureCounts.map((count) => (
                  <li key={count.medal}>
                    <span className="font-medium text-foreground">
                      {count.checked}/{count.total}
                    </span>{" "}
                    {MEDAL_NAMES[count.medal]} {row.dance} figures checked
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

import { levelOrder, type LevelKey } from "./levels";

type GoalRow = {
  id: string;
  title: string;
  kind: "level" | "practice" | "other";
  level: LevelKey | null;
  weeklyMinutes: number | null;
  targetDate: string;
  achievedAt: string | null;
  danceIds: string[];
};

export type GoalView = GoalRow & {
  /** Where the student is against the target: dances at the level, or this week's practice minutes. */
  progress: { current: number; target: number };
  status: "achieved" | "open" | "overdue";
};

/**
 * A goal against progress: a level goal counts the dances at (or past) its level; a practice goal
 * compares this week's minutes with the weekly target; another goal is done when marked so.
 */
export function goalProgress(
  goal: GoalRow,
  levels: readonly { danceId: string; level: LevelKey }[],
  weeks: readonly { practiceMinutes: number }[],
  today: string,
): GoalView {
  let progress = { current: goal.achievedAt ? 1 : 0, target: 1 };
  if (goal.kind === "level" && goal.level) {
    const target = levelOrder(goal.level);
    const reached = goal.danceIds.filter((danceId) => {
      const current = levels.find((row) => row.danceId === danceId)?.level ?? "newcomer";
      return levelOrder(current) >= target;
    }).length;
    progress = { current: reached, target: goal.danceIds.length };
  }
  if (goal.kind === "practice" && goal.weeklyMinutes) {
    progress = { current: weeks.at(-1)?.practiceMinutes ?? 0, target: goal.weeklyMinutes };
  }
  // A practice goal is a habit: met this week is progress, not the goal done (until marked so).
  const met = goal.achievedAt !== null || (goal.kind === "level" && progress.target > 0 && progress.current >= progress.target);
  const status = met ? "achieved" : goal.targetDate < today ? "overdue" : "open";
  return { ...goal, progress, status };
}

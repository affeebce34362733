"use client";

import { Check, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Tag } from "@/components/ui/tag";
import { apiFetch, readApiError } from "@/lib/api/api-fetch";
import type { GoalView } from "@/lib/progress/goal-progress";
import { danceName, formatDay, formatMinutes, levelName, type DanceOption, type LevelOption } from "./format";
import { GoalForm } from "./goal-form";
import { plural } from "@/lib/text/plural";
import { useStudioLocale } from "@/components/ui/studio-locale";
import type { StudioLocale } from "@/lib/studio/locales";

type Props = {
  studentId: string;
  today: string;
  goals: readonly GoalView[];
  dances: readonly DanceOption[];
  levels: readonly LevelOption[];
};

const STATUS = {
  achieved: { label: "Met", tone: "success" },
  open: { label: "In progress", tone: "muted" },
  overdue: { label: "Past its date", tone: "danger" },
} as const;

/** Goals with a date, each against the progress it measures; met by hand or removed. */
export function GoalsPanel({ studentId, today, goals, dances, levels }: Props) {
  const locale = useStudioLocale();
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function act(goalId: string, action: () => Promise<unknown>) {
    setBusy(goalId);
    setError(null);
    try {
      await action();
      router.refresh();
    } catch (failure) {
      setError(readApiError(failure, "That goal couldn't be changed.").message);
    }
    setBusy(null);
  }

  return (
    <div className="grid gap-4">
      {error && (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      {goals.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No goals yet. A level by a medal ball, or hours of practice a week, keeps the climb in view.
        </p>
      ) : (
        <ul className="grid gap-3">
          {goals.map((goal) => {
            const share = goal.progress.target > 0 ? Math.min(1, goal.progress.current / goal.progress.target) : 0;
            return (
              <li key={goal.id} className="grid gap-2 rounded-lg border border-border p-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="grid gap-0.5">
                    <p className="font-medium">{goal.title}</p>
                    <p className="text-xs text-muted-foreground">
                      By {formatDay(goal.targetDate, locale)}
                      {goal.kind === "level" &&
                        goal.level &&
                        ` · ${levelName(levels, goal.level)} in ${goal.danceIds.map((id) => danceName(dances, id)).join(", ")}`}
                    </p>
                  </div>
                  <Tag tone={STATUS[goal.status].tone}>{STATUS[goal.status].label}</Tag>
                </div>
                <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
                  <div className="h-full rounded-full bg-primary" style={{ width: `${Math.round(share * 100)}%` }} />
                </div>
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span>{describeProgress(goal, locale)}</span>
                  <span className="flex gap-1">
                    {goal.status !== "achieved" && (
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={busy === goal.id}
                        onClick={() => act(goal.id, () => apiFetch(`/api/goals/${goal.id}`, { method: "PATCH", body: { achieved: true } }))}
                      >
                        <Check aria-hidden />
                        Mark met
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Remove goal: ${goal.title}`}
                      disabled={busy === goal.id}
                      onClick={() => act(goal.id, () => apiFetch(`/api/goals/${goal.id}`, { method: "DELETE" }))}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <GoalForm studentId={studentId} today={today} dances={dances} levels={levels} />
    </div>
  );
}

function describeProgress(goal: GoalView, locale: StudioLocale): string {
  if (goal.kind === "level") return `${goal.progress.current} of ${plural(goal.progress.target, "dance")} there`;
  if (goal.kind === "practice") return `${formatMinutes(goal.progress.current)} of ${formatMinutes(goal.progress.target)} this week`;
  return goal.achievedAt ? `Met on ${formatDay(goal.achievedAt, locale)}` : "Not met yet";
}

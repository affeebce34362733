"use client";

import { useState } from "react";
import { useApiData } from "@/components/payments/use-api-data";
import { apiFetch, readApiError } from "@/lib/api/api-fetch";
import type { Figure } from "@/lib/progress/figures";
import {
  FIGURE_STATUSES,
  MEDAL_NAMES,
  MEDALS,
  medalOf,
  nextLevel,
  type FigureStatus,
  type LevelKey,
  type Medal,
} from "@/lib/progress/levels";
import type { StudentProgress } from "@/lib/progress/student-progress";
import { cn } from "@/lib/utils";
import { levelName, type LevelOption } from "./format";

const STATUS_LABEL: Record<FigureStatus, string> = { introduced: "Introduced", learning: "Learning", checked: "Checked" };
type Marks = Record<string, FigureStatus>;

type Props = {
  studentId: string;
  danceId: string;
  /** The student's level in this dance: the figures shown are those of the medal they work on next. */
  level: LevelKey;
  levels: readonly LevelOption[];
  marks: StudentProgress["figures"];
  onChanged: () => void;
};

/** A dance's figures of one medal, each set to introduced, learning or checked with one tap (saved at once). */
export function FigureChecklist({ studentId, danceId, level, levels, marks, onChanged }: Props) {
  const figures = useApiData<{ figures: Figure[] }>(`/api/dances/${danceId}/figures`);
  const [local, setLocal] = useState<Marks>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const working: Medal = medalOf(nextLevel(level) ?? level);
  const [chosen, setChosen] = useState<Medal | null>(null);
  const active = (figures.data?.figures ?? []).filter((figure) => figure.active);
  const medals = MEDALS.filter((medal) => active.some((figure) => medalOf(figure.level) === medal));
  const medal = chosen ?? (medals.includes(working) ? working : (medals[0] ?? working));
  const shown = active.filter((figure) => medalOf(figure.level) === medal);
  const statusOf = (figureId: string): FigureStatus | undefined =>
    local[figureId] ?? marks.find((mark) => mark.figureId === figureId)?.status;
  const checked = shown.filter((figure) => statusOf(figure.id) === "checked").length;

  async function mark(figure: Figure, status: FigureStatus) {
    setBusy(figure.id);
    setMessage(null);
    try {
      await apiFetch(`/api/students/${studentId}/figures/${figure.id}`, { method: "PUT", body: { status } });
      setLocal((current) => ({ ...current, [figure.id]: status }));
      setMessage({ kind: "success", text: `${figure.name}: ${STATUS_LABEL[status].toLowerCase()}.` });
      onChanged();
    } catch (error) {
      setMessage({ kind: "error", text: readApiError(error, "That figure couldn't be saved.").message });
    }
    setBusy(null);
  }

  if (figures.error) return <p className="text-sm text-danger">{figures.error.message}</p>;
  if (!figures.data) return <p className="text-sm text-muted-foreground">Loading figures…</p>;
  if (active.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        This dance has no figures in the syllabus yet. The owner adds them under Progress → Syllabus.
      </p>
    );
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm" aria-live="polite">
          <span className="font-semibold">
            {checked}/{shown.length}
          </span>{" "}
          {MEDAL_NAMES[medal]} figures checked
        </p>
        {medals.length > 1 && (
          <div role="group" aria-label="Medal" className="flex gap-1">
            {medals.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={option === medal}
                onClick={() => setChosen(option)}
                className={cn(
                  "h-8 rounded-md px-2 text-xs font-medium",
                  option === medal ? "bg-primary text-primary-foreground" : "bg-muted",
                )}
              >
                {MEDAL_NAMES[option]}
              </button>
            ))}
          </div>
        )}
      </div>
      {message && (
        <p
          role={message.kind === "error" ? "alert" : "status"}
          className={cn(
            "rounded-md px-3 py-1.5 text-sm",
            message.kind === "error" ? "bg-danger-soft text-danger" : "bg-success-soft text-success",
          )}
        >
          {message.text}
        </p>
      )}
      <ul className="grid gap-2">
        {shown.map((figure) => {
          const current = statusOf(figure.id);
          return (
            <li key={figure.id} className="grid gap-1.5 rounded-md bg-muted/60 px-3 py-2">
              <p className="text-sm">
                <span className="font-medium">{figure.name}</span>{" "}
                <span className="text-xs text-muted-foreground">{levelName(levels, figure.level)}</span>
              </p>
              <div role="group" aria-label={figure.name} className="grid grid-cols-3 gap-1">
                {FIGURE_STATUSES.map((status) => (
                  <button
                    key={status}
                    type="button"
                    aria-pressed={current === status}
                    disabled={busy === figure.id}
                    onClick={() => mark(figure, status)}
                    className={cn(
                      "h-9 rounded-md border text-xs font-medium disabled:opacity-60",
                      current === status
                        ? status === "checked"
                          ? "border-success bg-success text-card"
                          : "border-primary bg-primary text-primary-foreground"
                        : "border-border bg-card",
                    )}
                  >
                    {STATUS_LABEL[status]}
                  </button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

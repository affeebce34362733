"use client";

import { useState } from "react";
import { useApiData } from "@/components/payments/use-api-data";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { fieldClass, Label } from "@/components/ui/input";
import { readPlanRequired } from "@/lib/api/api-fetch";
import { DANCE_STYLES, STYLE_NAMES } from "@/lib/progress/levels";
import type { StudentProgress } from "@/lib/progress/student-progress";
import { cn } from "@/lib/utils";
import { AssessmentForm } from "./assessment-form";
import { FigureChecklist } from "./figure-checklist";
import type { DanceOption, LevelOption } from "./format";
import { NoteForm } from "./note-form";
import { ProgressPlanNotice } from "./plan-notice";

const TABS = [
  { key: "figures", label: "Figures" },
  { key: "note", label: "Note & video" },
  { key: "check-out", label: "Check-out" },
] as const;
type Tab = (typeof TABS)[number]["key"];

type Props = { student: { id: string; name: string }; eventId?: string; onClose: () => void };

/**
 * "Record progress" from a lesson, made for a phone: pick the dance (their latest by default), tap
 * figures to introduced / learning / checked, leave a note with a video link, or pass a check-out.
 */
export function RecordProgressDialog({ student, eventId, onClose }: Props) {
  const progress = useApiData<StudentProgress>(`/api/students/${student.id}/progress`);
  const dances = useApiData<{ dances: DanceOption[] }>("/api/dances");
  const levels = useApiData<{ levels: LevelOption[] }>("/api/levels");
  const [tab, setTab] = useState<Tab>("figures");
  const [chosenDance, setChosenDance] = useState<string | null>(null);
  const error = progress.error ?? dances.error ?? levels.error;
  const planRequired = readPlanRequired(error);
  const ready = progress.data && dances.data && levels.data;

  const active = dances.data?.dances.filter((dance) => dance.active) ?? [];
  const latest = progress.data?.assessments[0]?.danceId ?? progress.data?.levels[0]?.danceId;
  const danceId = chosenDance ?? (active.some((dance) => dance.id === latest) ? latest : active[0]?.id);
  const dance = active.find((row) => row.id === danceId);
  const level = progress.data?.levels.find((row) => row.danceId === danceId)?.level ?? "newcomer";

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`Record progress: ${student.name}`}
        description="Saved as you go; the student sees it on their Progress page."
        className="max-w-xl"
      >
        {planRequired && <ProgressPlanNotice planName={planRequired.planName || "Pro"} isOwner={false} />}
        {error && !planRequired && (
          <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
            {error.message}
          </p>
        )}
        {!error && !ready && <p className="text-sm text-muted-foreground">Loading {student.name}&apos;s progress…</p>}
        {ready && dance && (
          <div className="grid gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor="record-dance">Dance</Label>
              <select
                id="record-dance"
                value={dance.id}
                onChange={(event) => setChosenDance(event.target.value)}
                className={cn(fieldClass, "h-10")}
              >
                {DANCE_STYLES.map((style) => (
                  <optgroup key={style} label={STYLE_NAMES[style]}>
                    {active
                      .filter((row) => row.style === style)
                      .map((row) => (
                        <option key={row.id} value={row.id}>
                          {row.name} ({STYLE_NAMES[style]})
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
            </div>
            <div role="group" aria-label="What to record" className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
              {TABS.map((option) => (
                <button
                  key={option.key}
                  type="button"
                  aria-pressed={tab === option.key}
                  onClick={() => setTab(option.key)}
                  className={cn("h-9 rounded-md text-sm font-medium", tab === option.key ? "bg-card shadow-sm" : "text-muted-foreground")}
                >
                  {option.label}
                </button>
              ))}
            </div>
            {tab === "figures" && (
              <FigureChecklist
                key={dance.id}
                studentId={student.id}
                danceId={dance.id}
                level={level}
                levels={levels.data!.levels}
                marks={progress.data!.figures}
                onChanged={progress.reload}
              />
            )}
            {tab === "note" && <NoteForm studentId={student.id} eventId={eventId} onSaved={progress.reload} />}
            {tab === "check-out" && (
              <AssessmentForm
                key={dance.id}
                studentId={student.id}
                dance={dance}
                level={level}
                today={progress.data!.today}
                levels={levels.data!.levels}
                onRecorded={progress.reload}
              />
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

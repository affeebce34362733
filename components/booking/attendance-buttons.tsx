"use client";

import { cn } from "@/lib/utils";

const CHOICES = [
  { status: "attended", label: "Attended" },
  { status: "no_show", label: "No-show" },
  { status: "late_cancel", label: "Late cancel" },
] as const;

/** One booking's attendance as a segmented choice; the current status is pressed. */
export function AttendanceButtons({
  booking,
  disabled,
  onMark,
}: {
  booking: { studentName: string; status: string };
  disabled: boolean;
  onMark: (status: string, label: string) => void;
}) {
  return (
    <div
      role="group"
      aria-label={`Attendance for ${booking.studentName}`}
      className="inline-flex overflow-hidden rounded-md border border-border"
    >
      {CHOICES.map((choice) => {
        const isCurrent = booking.status === choice.status;
        return (
          <button
            key={choice.status}
            type="button"
            aria-pressed={isCurrent}
            disabled={disabled}
            onClick={() => !isCurrent && onMark(choice.status, choice.label)}
            className={cn(
              "h-8 px-2.5 text-xs font-medium not-first:border-l not-first:border-border disabled:opacity-60",
              isCurrent ? "bg-primary text-primary-foreground" : "bg-card text-foreground hover:bg-muted",
            )}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}

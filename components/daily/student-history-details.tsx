"use client";

import Link from "next/link";
import { formatClock, formatDateLabel } from "@/components/schedule/format";
import { Button } from "@/components/ui/button";
import { instantToLocal } from "@/lib/dates/wall-time";
import type { AgendaStudent } from "@/lib/scheduling/agenda";
import { useStudioLocale } from "@/components/ui/studio-locale";

const POSTED: Record<string, string> = { attended: "attended", no_show: "no-show", late_cancel: "late cancel", booked: "not posted" };

/**
 * The student's last lesson and latest note, folded under one tap; their page beside, and Record
 * progress unless the card already shows it (`onRecord` left out).
 */
export function StudentHistoryDetails({
  student,
  timeZone,
  onRecord,
}: {
  student: AgendaStudent;
  timeZone: string;
  onRecord?: () => void;
}) {
  const locale = useStudioLocale();
  const { lastLesson, lastNote } = student.history;
  return (
    <details className="group rounded-md text-sm">
      <summary className="cursor-pointer rounded-md py-1 text-primary hover:underline">
        History<span className="sr-only"> of {student.name}</span>
      </summary>
      <div className="mt-2 grid gap-2 rounded-md bg-muted/60 px-3 py-2">
        {lastLesson ? (
          <p>
            <span className="font-medium">Last lesson:</span> {lastLesson.title},{" "}
            {formatDateLabel(instantToLocal(new Date(lastLesson.startsAt), timeZone).date, "short", locale)} at{" "}
            {formatClock(new Date(lastLesson.startsAt), timeZone, locale)} ({POSTED[lastLesson.status] ?? lastLesson.status})
            {lastLesson.notes && <span className="mt-1 block whitespace-pre-line text-muted-foreground">{lastLesson.notes}</span>}
          </p>
        ) : (
          <p className="text-muted-foreground">No earlier lesson.</p>
        )}
        {lastNote && (
          <p>
            <span className="font-medium">Latest note:</span> <span className="whitespace-pre-line">{lastNote.body}</span>
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {onRecord && (
            <Button size="sm" variant="secondary" onClick={onRecord}>
              Record progress<span className="sr-only"> for {student.name}</span>
            </Button>
          )}
          <Button size="sm" variant="ghost" asChild>
            <Link href={`/app/students/${student.studentId}`}>{student.name}&apos;s page</Link>
          </Button>
        </div>
      </div>
    </details>
  );
}

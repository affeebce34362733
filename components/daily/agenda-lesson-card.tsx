"use client";

import { NotebookPen, Video } from "lucide-react";
import { useState } from "react";
import { AttendanceButtons } from "@/components/booking/attendance-buttons";
import { RecordProgressDialog } from "@/components/progress/record-progress-dialog";
import { formatClock } from "@/components/schedule/format";
import { Button } from "@/components/ui/button";
import type { QueuedMark } from "@/lib/pwa/offline-agenda";
import type { AgendaLesson, AgendaStudent } from "@/lib/scheduling/agenda";
import { StudentHistoryDetails } from "./student-history-details";
import { useStudioLocale } from "@/components/ui/studio-locale";

const STATUS_LABEL: Record<string, string> = {
  booked: "Booked",
  held: "Awaiting payment",
  attended: "Attended",
  no_show: "No-show",
  late_cancel: "Late cancel",
};

type Props = {
  lesson: AgendaLesson;
  timeZone: string;
  showInstructor: boolean;
  hasStarted: boolean;
  busy: boolean;
  /** The copy kept on the device, shown offline: nothing that needs the server (recording progress) is offered. */
  kept: boolean;
  /** Bookings whose attendance was taken on this device and is waiting to be sent. */
  waiting: ReadonlySet<string>;
  onMark: (student: AgendaStudent, status: QueuedMark["status"], label: string) => void;
  onMarkAll: () => void;
};

/**
 * One lesson of the agenda: when, where, notes, and each student with attendance, Record progress
 * once they attended, and their history a tap away.
 */
export function AgendaLessonCard({ lesson, timeZone, showInstructor, hasStarted, busy, kept, waiting, onMark, onMarkAll }: Props) {
  const locale = useStudioLocale();
  const [recording, setRecording] = useState<AgendaStudent | null>(null);
  const time = `${formatClock(new Date(lesson.startsAt), timeZone, locale)}–${formatClock(new Date(lesson.endsAt), timeZone, locale)}`;
  const isClass = lesson.kind === "group";
  const unposted = lesson.students.filter((student) => student.status === "booked").length;
  const where = [showInstructor ? lesson.instructorName : null, lesson.roomName].filter(Boolean).join(" · ");
  return (
    <li aria-label={`${lesson.title}, ${time}`} className="grid gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted-foreground">{time}</p>
          <h3 className="font-semibold">
            {lesson.title}
            {isClass && (
              <span className="ml-2 text-sm font-normal text-muted-foreground">
                {lesson.students.filter((student) => student.status !== "late_cancel").length}/{lesson.capacity}
              </span>
            )}
          </h3>
          {where && <p className="text-sm text-muted-foreground">{where}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {lesson.meetingUrl && (
            <Button asChild size="sm">
              <a href={lesson.meetingUrl} target="_blank" rel="noopener noreferrer">
                <Video aria-hidden /> Join online
                <span className="sr-only">
                  {" "}
                  for {lesson.title}, {time} (opens in a new tab)
                </span>
              </a>
            </Button>
          )}
          {isClass && hasStarted && unposted > 0 && (
            <Button size="sm" variant="secondary" disabled={busy} onClick={onMarkAll}>
              All present<span className="sr-only"> at {lesson.title}</span>
            </Button>
          )}
        </div>
      </div>
      {lesson.notes && <p className="rounded-md bg-muted/60 px-3 py-2 text-sm whitespace-pre-line">{lesson.notes}</p>}
      {lesson.students.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody has booked yet.</p>
      ) : (
        <ul aria-label={`Students at ${lesson.title}`} className="grid gap-2">
          {lesson.students.map((student) => (
            <li key={student.bookingId} className="grid gap-2 border-t border-border pt-2 first:border-t-0 first:pt-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm">
                  <span className="font-medium">{student.name}</span>
                  {student.role && <span className="text-muted-foreground"> · {student.role}</span>}
                  <span className="text-muted-foreground"> · {STATUS_LABEL[student.status] ?? student.status}</span>
                  {waiting.has(student.bookingId) && <span className="font-medium text-primary"> · waiting to send</span>}
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  {hasStarted && student.status !== "held" && (
                    <AttendanceButtons
                      booking={{ studentName: student.name, status: student.status }}
                      disabled={busy}
                      onMark={(status, label) => onMark(student, status as QueuedMark["status"], label)}
                    />
                  )}
                  {/* Once a student attended, what comes next is in plain sight: what they worked on today. */}
                  {student.status === "attended" && !kept && (
                    <Button size="sm" onClick={() => setRecording(student)}>
                      <NotebookPen aria-hidden />
                      Record progress<span className="sr-only"> for {student.name}</span>
                    </Button>
                  )}
                </div>
              </div>
              <StudentHistoryDetails
                student={student}
                timeZone={timeZone}
                onRecord={student.status === "attended" || kept ? undefined : () => setRecording(student)}
              />
            </li>
          ))}
        </ul>
      )}
      {!hasStarted && lesson.students.length > 0 && (
        <p className="text-xs text-muted-foreground">Attendance can be posted once the lesson has started.</p>
      )}
      {recording && (
        <RecordProgressDialog
          student={{ id: recording.studentId, name: recording.name }}
          eventId={lesson.id}
          onClose={() => setRecording(null)}
        />
      )}
    </li>
  );
}

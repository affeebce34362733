"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useState } from "react";
import { formatDateLabel } from "@/components/schedule/format";
import { useMinuteClock } from "@/components/schedule/use-client-facts";
import { NoticeBar } from "@/components/schedule/notice-bar";
import type { Notice } from "@/components/schedule/use-schedule-actions";
import { failureResult } from "@/components/forms/failure-result";
import { OfflineNotes } from "@/components/offline/offline-notes";
import { useOfflineAttendance, useOnline } from "@/components/offline/use-offline-attendance";
import { apiFetch, ApiError } from "@/lib/api/api-fetch";
import { canKeepOffline, newTapId, saveAgendaSnapshot, withStatuses, type QueuedMark } from "@/lib/pwa/offline-agenda";
import type { Agenda, AgendaLesson, AgendaStudent } from "@/lib/scheduling/agenda";
import { AgendaLessonCard } from "./agenda-lesson-card";
import { useStudioLocale } from "@/components/ui/studio-locale";

type Props = {
  agenda: Agenda;
  showInstructor: boolean;
  /**
   * The signed-in person (user id) whose agenda this is: it is kept on this device for when there is
   * no connection, and attendance taken without one waits here to be sent.
   */
  keepFor?: string;
  /** The copy kept on the device, shown offline: when it was read. */
  asOf?: string;
};

/** What a tap did: saved on the server (the page re-reads), or kept on the device to send later. */
type Done = { text: string; kept?: boolean };

/**
 * Today first, then the days ahead that have lessons. Every change goes through the existing
 * attendance endpoints and re-reads the page on the server, so a reload shows the same thing. With
 * no connection (the request can't get through, or this is the copy kept on the device), a tap is
 * kept on the device and sent once the connection is back.
 */
export function AgendaView({ agenda, showInstructor, keepFor, asOf }: Props) {
  const locale = useStudioLocale();
  const router = useRouter();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  // Attendance is for lessons that have begun (the API refuses the others); the browser's minute decides what to offer.
  const minute = useMinuteClock();
  const kept = asOf !== undefined;
  // Taps the server answered (saved, or refused as the studio changed the lesson): the live page re-reads.
  const onAnswered = useCallback(() => {
    if (!kept) router.refresh();
  }, [kept, router]);
  const offline = useOfflineAttendance(keepFor, onAnswered);

  // The week just read online becomes the copy kept on this device (statuses as the server has them).
  useEffect(() => {
    if (keepFor && !kept && canKeepOffline()) void saveAgendaSnapshot(keepFor, agenda, showInstructor).catch(() => undefined);
  }, [agenda, keepFor, kept, showInstructor]);

  // What the page shows: the server's statuses, then the taps sent from the kept copy, then those waiting.
  const shown = useMemo(
    () => withStatuses(agenda, [...(kept ? offline.applied : []), ...offline.pending]),
    [agenda, kept, offline.applied, offline.pending],
  );
  const waiting = useMemo(() => new Set(offline.pending.map((mark) => mark.bookingId)), [offline.pending]);

  async function run(action: () => Promise<Done>) {
    setBusy(true);
    try {
      const done = await action();
      setNotice({ kind: "success", text: done.text });
      if (!done.kept) router.refresh();
    } catch (error) {
      setNotice(failureResult(error, "That change couldn't be saved. Try again."));
    }
    setBusy(false);
  }

  /** Sends a change, or, with no connection and a device that can keep it, keeps it to send later. */
  async function sendOrKeep(send: () => Promise<string>, marks: () => QueuedMark[], label: string): Promise<Done> {
    if (keepFor && canKeepOffline() && (kept || !online)) return keep(marks(), label);
    try {
      return { text: await send() };
    } catch (error) {
      if (!(keepFor && canKeepOffline() && error instanceof ApiError && error.code === "network")) throw error;
      return keep(marks(), label);
    }
  }

  async function keep(marks: QueuedMark[], label: string): Promise<Done> {
    await offline.queue(marks);
    return { text: `${label} — kept on this device; it will be sent when you're back online.`, kept: true };
  }

  function markOne(lesson: AgendaLesson, student: AgendaStudent, status: QueuedMark["status"], label: string) {
    return run(() =>
      sendOrKeep(
        async () => {
          await apiFetch(`/api/bookings/${student.bookingId}/attendance`, { body: { status } });
          return `${student.name}: ${label}.`;
        },
        () => [tap(lesson, student, status)],
        `${student.name}: ${label}`,
      ),
    );
  }

  function markAll(lesson: AgendaLesson) {
    return run(() =>
      sendOrKeep(
        async () => {
          const { marked } = await apiFetch<{ marked: number }>(`/api/events/${lesson.id}/attendance/all-present`, { method: "POST" });
          return `${lesson.title}: ${marked} marked present.`;
        },
        () => lesson.students.filter((student) => student.status === "booked").map((student) => tap(lesson, student, "attended")),
        `${lesson.title}: everyone present`,
      ),
    );
  }

  return (
    <>
      <div className="sticky top-14 z-30 md:top-0">
        <NoticeBar notice={notice} onDismiss={() => setNotice(null)} />
      </div>
      {/* The kept copy sits in the offline page's own column; the live agenda keeps the app's page padding. */}
      <div className={kept ? "grid gap-8 py-6" : "grid gap-8 px-4 py-6 sm:px-8"}>
        <OfflineNotes
          agenda={agenda}
          asOf={asOf}
          online={online}
          waiting={offline.pending.length}
          sent={offline.applied.length}
          refused={offline.refused}
          onDismissRefused={offline.dismissRefused}
        />
        {shown.days.map((day) => (
          <section key={day.date} aria-labelledby={`day-${day.date}`} className="grid gap-3">
            <h2 id={`day-${day.date}`} className="font-[family-name:var(--font-display)] text-2xl font-semibold">
              {day.date === shown.today ? (
                <>
                  Today{" "}
                  <span className="ml-1 text-base font-normal text-muted-foreground">{formatDateLabel(day.date, "long", locale)}</span>
                </>
              ) : (
                formatDateLabel(day.date, "long", locale)
              )}
            </h2>
            {day.lessons.length === 0 ? (
              <p className="text-sm text-muted-foreground">No lessons {day.date === shown.today ? "today" : "this day"}.</p>
            ) : (
              <ul className="grid gap-3">
                {day.lessons.map((lesson) => (
                  <AgendaLessonCard
                    key={lesson.id}
                    lesson={lesson}
                    timeZone={shown.timeZone}
                    showInstructor={showInstructor}
                    hasStarted={minute !== null && Date.parse(lesson.startsAt) <= minute * 60_000}
                    busy={busy}
                    kept={kept}
                    waiting={waiting}
                    onMark={(student, status, label) => markOne(lesson, student, status, label)}
                    onMarkAll={() => markAll(lesson)}
                  />
                ))}
              </ul>
            )}
          </section>
        ))}
        {shown.days.length === 1 && shown.days[0].lessons.length === 0 && (
          <p className="text-sm text-muted-foreground">Nothing on your agenda this week.</p>
        )}
      </div>
    </>
  );
}

function tap(lesson: AgendaLesson, student: AgendaStudent, status: QueuedMark["status"]): QueuedMark {
  return {
    clientId: newTapId(),
    bookingId: student.bookingId,
    status,
    takenAt: new Date().toISOString(),
    studentName: student.name,
    lessonTitle: lesson.title,
  };
}

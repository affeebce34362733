"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { formatDateLabel } from "@/components/schedule/format";
import { useMinuteClock } from "@/components/schedule/use-client-facts";
import { NoticeBar } from "@/components/schedule/notice-bar";
import type { Notice } from "@/components/schedule/use-schedule-actions";
import { failureResult } from "@/components/forms/failure-result";
import type { Agenda } from "@/lib/scheduling/agenda";
import { AgendaLessonCard } from "./agenda-lesson-card";

/**
 * Today first, then the days ahead that have lessons. Every change goes through the existing
 * attendance endpoints and re-reads the page on the server, so a reload shows the same thing.
 */
export function AgendaView({ agenda, showInstructor }: { agenda: Agenda; showInstructor: boolean }) {
  const router = useRouter();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  // Attendance is for lessons that have begun (the API refuses the others); the browser's minute decides what to offer.
  const minute = useMinuteClock();

  async function run(action: () => Promise<string>) {
    setBusy(true);
    try {
      setNotice({ kind: "success", text: await action() });
      router.refresh();
    } catch (error) {
      setNotice(failureResult(error, "That change couldn't be saved. Try again."));
    }
    setBusy(false);
  }

  return (
    <>
      <div className="sticky top-14 z-30 md:top-0">
        <NoticeBar notice={notice} onDismiss={() => setNotice(null)} />
      </div>
      <div className="grid gap-8 px-4 py-6 sm:px-8">
        {agenda.days.map((day) => (
          <section key={day.date} aria-labelledby={`day-${day.date}`} className="grid gap-3">
            <h2 id={`day-${day.date}`} className="font-[family-name:var(--font-display)] text-2xl font-semibold">
              {day.date === agenda.today ? (
                <>
                  Today <span className="ml-1 text-base font-normal text-muted-foreground">{formatDateLabel(day.date, "long")}</span>
                </>
              ) : (
                formatDateLabel(day.date, "long")
              )}
            </h2>
            {day.lessons.length === 0 ? (
              <p className="text-sm text-muted-foreground">No lessons {day.date === agenda.today ? "today" : "this day"}.</p>
            ) : (
              <ul className="grid gap-3">
                {day.lessons.map((lesson) => (
                  <AgendaLessonCard
                    key={lesson.id}
                    lesson={lesson}
                    timeZone={agenda.timeZone}
                    showInstructor={showInstructor}
                    hasStarted={minute !== null && Date.parse(lesson.startsAt) <= minute * 60_000}
                    busy={busy}
                    run={run}
                  />
                ))}
              </ul>
            )}
          </section>
        ))}
        {agenda.days.length === 1 && agenda.days[0].lessons.length === 0 && (
          <p className="text-sm text-muted-foreground">Nothing on your agenda this week.</p>
        )}
      </div>
    </>
  );
}

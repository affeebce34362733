import type { Metadata } from "next";
import { PageHeader } from "@/components/app-shell/page-header";
import { StudentScheduleView } from "@/components/booking/student-schedule-view";
import { ScheduleView } from "@/components/schedule/schedule-view";
import { SetupChecklistCard } from "@/components/setup/setup-checklist";
import { visibleRange } from "@/components/schedule/view-model";
import { canManageStudio, isStudent } from "@/lib/access/rules";
import { getAppSession } from "@/lib/auth/app-session";
import { getStudentSchedule } from "@/lib/booking/student-schedule";
import { getDb } from "@/lib/db/client";
import { findEvents } from "@/lib/scheduling/list-events";
import { getScheduleSetup } from "@/lib/scheduling/schedule-setup";
import { getSetupChecklist } from "@/lib/studio/setup-checklist";

export const metadata: Metadata = { title: "Schedule" };

export default async function SchedulePage() {
  const session = await getAppSession();
  const db = await getDb();
  const setup = await getScheduleSetup(db, session);
  // The first week is rendered on the server, so the calendar paints with its events in place.
  const initialQuery = visibleRange("week", setup.today, setup.timeZone, setup.weekStartsOn);
  const initialEvents = await findEvents(db, session, initialQuery);
  if (isStudent(session)) {
    // A student's lessons and what they can book come first; the studio's calendar (read-only) follows.
    const data = await getStudentSchedule(db, session);
    return (
      <>
        <PageHeader title="Schedule" description="Your lessons, instructors' free times and the studio's group classes." />
        <StudentScheduleView setup={setup} data={data} />
        <section aria-labelledby="studio-calendar" className="flex h-[calc(100dvh-3.5rem)] flex-col border-t border-border md:h-dvh">
          <h2 id="studio-calendar" className="px-4 pt-6 pb-2 font-[family-name:var(--font-display)] text-2xl font-semibold sm:px-8">
            Studio calendar
          </h2>
          <ScheduleView setup={setup} initialQuery={initialQuery} initialEvents={initialEvents} />
        </section>
      </>
    );
  }
  // A new studio's first-week steps, above its calendar (owners, until done or dismissed).
  const checklist = canManageStudio(session) ? await getSetupChecklist(db, session) : null;
  return (
    // The calendar fills the view below the phone's top bar (h-14) and scrolls inside itself.
    <div className="flex h-[calc(100dvh-3.5rem)] flex-col md:h-dvh">
      <h1 className="sr-only">Schedule</h1>
      {checklist && <SetupChecklistCard initial={checklist} />}
      <ScheduleView setup={setup} initialQuery={initialQuery} initialEvents={initialEvents} />
    </div>
  );
}

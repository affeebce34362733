import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/app-shell/page-header";
import { StudentHome } from "@/components/booking/student-home";
import { isStudent } from "@/lib/access/rules";
import { getAppSession } from "@/lib/auth/app-session";
import { listLessonHistory } from "@/lib/booking/lesson-history";
import { getStudentSchedule } from "@/lib/booking/student-schedule";
import { getDb } from "@/lib/db/client";
import { getScheduleSetup } from "@/lib/scheduling/schedule-setup";

export const metadata: Metadata = { title: "Home" };

/** A student's home: what's next, booking, and history, in that order (staff have Today instead). */
export default async function StudentHomePage() {
  const session = await getAppSession();
  if (!isStudent(session)) redirect("/app/today");
  const header = <PageHeader title={`Hello, ${session.name.split(" ")[0]}`} description="Your next lessons, booking and history." />;
  if (!session.studentId) {
    return (
      <>
        {header}
        <p className="px-4 py-8 text-sm sm:px-8">
          Your account isn&apos;t linked to a student record yet. Ask the studio to invite you again.
        </p>
      </>
    );
  }
  const db = await getDb();
  const now = new Date();
  const [setup, data, history] = await Promise.all([
    getScheduleSetup(db, session, now),
    getStudentSchedule(db, session, now),
    listLessonHistory(db, session, { page: 1 }, now),
  ]);
  return (
    <>
      {header}
      <StudentHome setup={setup} data={data} history={history} now={now.toISOString()} />
    </>
  );
}

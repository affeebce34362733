import { CalendarDays } from "lucide-react";
import Link from "next/link";
import { PageHeader } from "@/components/app-shell/page-header";
import { StudentHome } from "@/components/booking/student-home";
import { Button } from "@/components/ui/button";
import { CALENDAR_HREF } from "@/lib/access/home";
import type { Session } from "@/lib/auth/session";
import { listLessonHistory } from "@/lib/booking/lesson-history";
import { getStudentSchedule } from "@/lib/booking/student-schedule";
import { getDb } from "@/lib/db/client";
import { getScheduleSetup } from "@/lib/scheduling/schedule-setup";

/** A student's home: what's next, booking, and history, in that order; the studio calendar a tap away. */
export async function StudentHomeScreen({ session }: { session: Session }) {
  const header = (
    <PageHeader
      title={`Hello, ${session.name.split(" ")[0]}`}
      description="Your next lessons, booking and history."
      action={
        <Button asChild variant="secondary" size="sm">
          <Link href={CALENDAR_HREF}>
            <CalendarDays aria-hidden /> Studio calendar
          </Link>
        </Button>
      }
    />
  );
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
      <StudentHome setup={setup} data={data} history={history} />
    </>
  );
}

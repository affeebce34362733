import type { Metadata } from "next";
import { BookOpen, TrendingUp } from "lucide-react";
import Link from "next/link";
import { EmptyState } from "@/components/app-shell/empty-state";
import { PageHeader } from "@/components/app-shell/page-header";
import { CompetitionHistory } from "@/components/competitions/results/competition-history";
import { ProgressPlanNotice } from "@/components/progress/plan-notice";
import { ProgressSection } from "@/components/progress/progress-section";
import { StudentsProgressList } from "@/components/progress/students-progress-list";
import { Button } from "@/components/ui/button";
import { getAppSession } from "@/lib/auth/app-session";
import { getCompetitionHistory } from "@/lib/competitions/history";
import { getDb } from "@/lib/db/client";
import { listLevels } from "@/lib/progress/level-names";
import { hasProgressTracking, loadProgressScreen } from "@/lib/progress/progress-screen";
import { listStudentsProgress } from "@/lib/progress/students-overview";
import { canManageStudio, isStudent } from "@/lib/access/rules";

export const metadata: Metadata = { title: "Progress" };

/** A student's own progress; for staff, their students' level changes and who has gone quiet. */
export default async function ProgressPage() {
  const session = await getAppSession();
  const db = await getDb();
  if (isStudent(session)) {
    const header = <PageHeader title="Progress" description="Your levels, practice, attendance and goals." />;
    if (!session.studentId) {
      return (
        <>
          {header}
          <EmptyState icon={TrendingUp} title="No student record yet">
            Your account isn&apos;t linked to a student record yet. Ask the studio to invite you again.
          </EmptyState>
        </>
      );
    }
    const [screen, history] = await Promise.all([
      loadProgressScreen(db, session, session.studentId),
      getCompetitionHistory(db, session.studioId, session.studentId, true),
    ]);
    return (
      <>
        {header}
        <div className="grid gap-5 px-4 py-6 sm:px-8">
          <ProgressSection screen={screen} self isOwner={false} />
          <CompetitionHistory history={history} locale={session.studioLocale} />
        </div>
      </>
    );
  }
  const isOwner = canManageStudio(session);
  const tracking = hasProgressTracking(session);
  const [overview, levels] = tracking ? await Promise.all([listStudentsProgress(db, session), listLevels(db, session)]) : [null, []];
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-border sm:pr-8">
        <div className="flex-1 [&>header]:border-b-0">
          <PageHeader
            title="Progress"
            description={
              isOwner
                ? "Level changes across the studio, and who hasn't danced lately."
                : "Your students' level changes, and who hasn't danced lately."
            }
          />
        </div>
        {isOwner && tracking && (
          <div className="px-4 pb-6 sm:px-0">
            <Button asChild variant="secondary">
              <Link href="/app/progress/syllabus">
                <BookOpen aria-hidden />
                Syllabus
              </Link>
            </Button>
          </div>
        )}
      </div>
      <div className="px-4 py-6 sm:px-8">
        {!overview ? (
          <ProgressPlanNotice planName="Pro" isOwner={isOwner} />
        ) : overview.students.length === 0 ? (
          <EmptyState icon={TrendingUp} title="No students yet">
            {isOwner ? "Students appear here once you add them." : "Students who book your lessons appear here."}
          </EmptyState>
        ) : (
          <StudentsProgressList students={overview.students} levels={levels} locale={session.studioLocale} />
        )}
      </div>
    </>
  );
}

import type { Metadata } from "next";
import { PageHeader } from "@/components/app-shell/page-header";
import { PersonUnavailable } from "@/components/people/person-unavailable";
import { ProgressPlanNotice } from "@/components/progress/plan-notice";
import { SyllabusEditor } from "@/components/progress/syllabus-editor";
import { getAppSession } from "@/lib/auth/app-session";
import { hasProgressTracking } from "@/lib/progress/progress-screen";
import { canManageStudio } from "@/lib/access/rules";

export const metadata: Metadata = { title: "Syllabus" };

/** The studio's syllabus (owners): its own page, as it is larger than a settings section. */
export default async function SyllabusPage() {
  const session = await getAppSession();
  if (!canManageStudio(session)) {
    return (
      <PersonUnavailable
        title="Syllabus"
        message="The syllabus is edited by the studio's owner."
        back={{ href: "/app/progress", label: "Back to Progress" }}
      />
    );
  }
  return (
    <>
      <PageHeader title="Syllabus" description="Your dances, their figures per level, and what you call each level." />
      <div className="px-4 py-6 sm:px-8">
        {hasProgressTracking(session) ? <SyllabusEditor /> : <ProgressPlanNotice planName="Pro" isOwner />}
      </div>
    </>
  );
}

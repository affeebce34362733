import type { ProgressScreen } from "@/lib/progress/progress-screen";
import { AttendanceCard } from "./attendance-card";
import { ProgressPlanNotice } from "./plan-notice";
import { ProgressView } from "./progress-view";

/** A student's progress (their own page, or staff on the student's page); attendance only without the feature. */
export function ProgressSection({ screen, self, isOwner }: { screen: ProgressScreen; self: boolean; isOwner: boolean }) {
  if (screen.kind === "attendance") {
    return (
      <div className="grid gap-3 sm:max-w-md">
        <AttendanceCard attendance={screen.attendance} />
        {/* The upsell is for the one who can buy it; a student on Basic simply sees attendance. */}
        {isOwner && <ProgressPlanNotice planName={screen.planName} isOwner />}
      </div>
    );
  }
  return (
    <ProgressView
      progress={screen.progress}
      dances={screen.dances}
      levels={screen.levels}
      figureVideos={screen.figureVideos}
      self={self}
      locale={screen.locale}
    />
  );
}

/** The Progress part of a student's page (staff, or the student on their own record). */
export function StudentProgressPanel({ screen, self, isOwner }: { screen: ProgressScreen; self: boolean; isOwner: boolean }) {
  return (
    <section id="progress" aria-labelledby="progress-title" className="grid scroll-mt-4 gap-4 px-4 pb-8 sm:px-8">
      <h2 id="progress-title" className="font-[family-name:var(--font-display)] text-2xl font-semibold">
        Progress
      </h2>
      <ProgressSection screen={screen} self={self} isOwner={isOwner} />
    </section>
  );
}

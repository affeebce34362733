import { Panel } from "@/components/people/detail-header";
import type { ChecklistVideos } from "@/lib/progress/figure-videos";
import type { StudentProgress } from "@/lib/progress/student-progress";
import { AttendanceCard, StatCard } from "./attendance-card";
import { formatMinutes, type DanceOption, type LevelOption } from "./format";
import { GoalsPanel } from "./goals-panel";
import { FigureVideos } from "./figure-videos";
import { AssessmentHistory, NotesList } from "./history-lists";
import { HoursChart } from "./hours-chart";
import { LevelLadder } from "./level-ladder";
import { PracticePanel } from "./practice-panel";
import { pluralWord } from "@/lib/text/plural";
import type { StudioLocale } from "@/lib/studio/locales";

type Props = {
  progress: StudentProgress;
  dances: readonly DanceOption[];
  levels: readonly LevelOption[];
  /** Demonstration videos of the figures on the student's checklist (none without video lessons). */
  figureVideos?: readonly ChecklistVideos[];
  /** The student looking at their own progress (the words say "you"). */
  self: boolean;
  locale: StudioLocale;
};

/**
 * A student's progress: attendance, streak and this week at a glance; the level ladder per dance;
 * practice and lesson hours per week; goals; the practice log; check-outs; notes and videos.
 * Rendered on the server; the forms in it refresh it after a change.
 */
export function ProgressView({ progress, dances, levels, figureVideos = [], self, locale }: Props) {
  const week = progress.hours.at(-1) ?? { practiceMinutes: 0, lessonMinutes: 0 };
  const streak = progress.streak.weeks;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="grid gap-3 sm:grid-cols-3 lg:col-span-2">
        <AttendanceCard attendance={progress.attendance} />
        <StatCard
          label="Streak"
          value={`${streak}${progress.streak.capped ? "+" : ""} ${pluralWord(streak, "week")}`}
          detail={streak > 0 ? "In a row with practice or a lesson." : "Log practice or take a lesson to start one."}
        />
        <StatCard
          label="This week"
          value={formatMinutes(week.practiceMinutes + week.lessonMinutes)}
          detail={`${formatMinutes(week.practiceMinutes)} practice · ${formatMinutes(week.lessonMinutes)} lessons`}
        />
      </div>
      <Panel id="progress-levels" title="Levels by dance">
        <LevelLadder levels={progress.levels} names={levels} self={self} locale={locale} />
      </Panel>
      {figureVideos.length > 0 && (
        <div className="lg:col-span-2">
          <Panel id="progress-videos" title={self ? "Videos of your figures" : "Videos of their figures"}>
            <FigureVideos figures={figureVideos} levels={levels} />
          </Panel>
        </div>
      )}
      <Panel id="progress-hours" title="Hours per week">
        <HoursChart weeks={progress.hours} />
      </Panel>
      <Panel id="progress-goals" title="Goals">
        <GoalsPanel studentId={progress.studentId} today={progress.today} goals={progress.goals} dances={dances} levels={levels} />
      </Panel>
      <Panel id="progress-practice" title="Practice log">
        <PracticePanel studentId={progress.studentId} today={progress.today} dances={dances} recent={progress.practice} self={self} />
      </Panel>
      <Panel id="progress-assessments" title="Check-outs and medal tests">
        <AssessmentHistory assessments={progress.assessments} levels={levels} locale={locale} />
      </Panel>
      <Panel id="progress-notes" title={self ? "Notes and videos from your instructors" : "Instructor notes and videos"}>
        <NotesList notes={progress.notes} locale={locale} />
      </Panel>
    </div>
  );
}

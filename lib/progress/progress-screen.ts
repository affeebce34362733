import "server-only";
import type { Session } from "@/lib/auth/session";
import { cheapestPlanWith, hasFeature } from "@/lib/billing/plans";
import { resolveSubscription } from "@/lib/billing/resolve-subscription";
import type { Db } from "@/lib/db/client";
import type { Attendance } from "./activity";
import { listDances, type Dance } from "./dances";
import { listChecklistVideos, type ChecklistVideos } from "./figure-videos";
import { listLevels, type Level } from "./level-names";
import { getStudentProgress, type StudentProgress } from "./student-progress";
import { getStudentAttendance } from "./students-overview";

/**
 * What a Progress screen shows, read through the same functions as the API: everything on a plan
 * with progress tracking; attendance alone otherwise (with the plan that adds the rest).
 */
export type ProgressScreen =
  | {
      kind: "full";
      progress: StudentProgress;
      dances: Dance[];
      levels: Level[];
      figureVideos: ChecklistVideos[];
      /** How the studio writes dates (its settings), for the parts rendered on the server. */
      locale: Session["studioLocale"];
    }
  | { kind: "attendance"; studentId: string; attendance: Attendance; planName: string };

export function hasProgressTracking(session: Session, now = new Date()): boolean {
  return hasFeature(resolveSubscription(session.studioPlan, now).key, "progress_tracking");
}

export async function loadProgressScreen(db: Db, session: Session, studentId: string): Promise<ProgressScreen> {
  if (!hasProgressTracking(session)) {
    const { attendance } = await getStudentAttendance(db, session, studentId);
    return { kind: "attendance", studentId, attendance, planName: cheapestPlanWith("progress_tracking")?.name ?? "Pro" };
  }
  const progress = await getStudentProgress(db, session, studentId);
  // Figure videos are part of video lessons: a plan without them shows none (the syllabus keeps them).
  const videos = hasFeature(resolveSubscription(session.studioPlan, new Date()).key, "video_lessons");
  const [dances, levels, figureVideos] = await Promise.all([
    listDances(db, session),
    listLevels(db, session),
    videos ? listChecklistVideos(db, session, progress) : [],
  ]);
  return { kind: "full", progress, dances, levels, figureVideos, locale: session.studioLocale };
}

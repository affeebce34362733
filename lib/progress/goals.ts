import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { goalDances, goals } from "@/lib/db/schema";
import { findTrackedStudent } from "./access";
import { assertStudioDances } from "./practice";
import type { TGoalInput, TGoalPatch } from "./schemas";

/** Goals: set by the student for themself or by staff for a student they teach, and shown against progress. */

const PAST_TARGET = "Choose a target date from today on.";

export async function createGoal(db: Db, session: Session, studentId: string, input: TGoalInput) {
  const student = await findTrackedStudent(db, session, studentId);
  if (input.targetDate < student.today) throw new AppError("validation", PAST_TARGET, { fields: { targetDate: PAST_TARGET } });
  const danceIds = input.kind === "level" ? [...new Set(input.danceIds ?? [])] : [];
  await assertStudioDances(db, session.studioId, danceIds);
  const goal = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(goals)
      .values({
        studioId: session.studioId,
        studentId: student.id,
        title: input.title,
        kind: input.kind,
        level: input.kind === "level" ? input.level : null,
        weeklyMinutes: input.kind === "practice" ? input.weeklyMinutes : null,
        targetDate: input.targetDate,
        createdBy: session.userId,
      })
      .returning();
    if (danceIds.length > 0)
      await tx.insert(goalDances).values(danceIds.map((danceId) => ({ studioId: session.studioId, goalId: row.id, danceId })));
    return row;
  });
  return {
    goal: {
      id: goal.id,
      title: goal.title,
      kind: goal.kind,
      level: goal.level,
      weeklyMinutes: goal.weeklyMinutes,
      targetDate: goal.targetDate,
      danceIds,
    },
  };
}

/** The goal, checked to belong to a student the caller may track (404 otherwise, like another studio's). */
async function findGoal(db: Db, session: Session, goalId: string) {
  const [goal] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.studioId, session.studioId), eq(goals.id, goalId)))
    .limit(1);
  if (!goal) throw new AppError("not_found", "Goal not found.");
  const student = await findTrackedStudent(db, session, goal.studentId).catch(() => {
    throw new AppError("not_found", "Goal not found.");
  });
  return { goal, student };
}

export async function updateGoal(db: Db, session: Session, goalId: string, patch: TGoalPatch) {
  const { goal, student } = await findGoal(db, session, goalId);
  if (patch.level && goal.kind !== "level") refuseField("level", "Only a level goal has a level.");
  if (patch.danceIds && goal.kind !== "level") refuseField("danceIds", "Only a level goal names dances.");
  if (patch.weeklyMinutes !== undefined && goal.kind !== "practice")
    refuseField("weeklyMinutes", "Only a practice goal has minutes a week.");
  if (patch.targetDate && patch.targetDate !== goal.targetDate && patch.targetDate < student.today) refuseField("targetDate", PAST_TARGET);
  if (patch.danceIds) await assertStudioDances(db, session.studioId, patch.danceIds);
  const { achieved, danceIds, ...fields } = patch;
  await db.transaction(async (tx) => {
    const set = { ...fields, ...(achieved === undefined ? {} : { achievedAt: achieved ? student.today : null }) };
    if (Object.keys(set).length > 0) await tx.update(goals).set(set).where(eq(goals.id, goal.id));
    if (danceIds) {
      await tx.delete(goalDances).where(and(eq(goalDances.studioId, session.studioId), eq(goalDances.goalId, goal.id)));
      const unique = [...new Set(danceIds)];
      await tx.insert(goalDances).values(unique.map((danceId) => ({ studioId: session.studioId, goalId: goal.id, danceId })));
    }
  });
  const [updated] = await db.select().from(goals).where(eq(goals.id, goal.id));
  return {
    goal: {
      id: updated.id,
      title: updated.title,
      kind: updated.kind,
      level: updated.level,
      weeklyMinutes: updated.weeklyMinutes,
      targetDate: updated.targetDate,
      achievedAt: updated.achievedAt,
    },
  };
}

export async function deleteGoal(db: Db, session: Session, goalId: string) {
  const { goal } = await findGoal(db, session, goalId);
  await db.delete(goals).where(and(eq(goals.studioId, session.studioId), eq(goals.id, goal.id)));
  return { deleted: goal.id };
}

function refuseField(field: string, message: string): never {
  throw new AppError("validation", message, { fields: { [field]: message } });
}

import "server-only";
import { and, asc, count, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import { canManageInstructor, canSeeInactive } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import { endMembership, restoreMembership } from "@/lib/auth/membership";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import {
  competitionEntries,
  events,
  inquiries,
  instructorAvailability,
  instructorExceptions,
  instructorRates,
  instructors,
  series,
} from "@/lib/db/schema";
import { endOpenInvites } from "./invites";
import type { TInstructorCreate, TInstructorPatch, TInstructorsQuery } from "./schemas";
import { withoutControlCharacters } from "@/lib/api/zod-fields";

/** An instructor's record as services read it: every column but the studio's id, which the caller already has. */
const INSTRUCTOR_COLUMNS = {
  id: instructors.id,
  userId: instructors.userId,
  name: instructors.name,
  email: instructors.email,
  phone: instructors.phone,
  bio: instructors.bio,
  styles: instructors.styles,
  color: instructors.color,
  active: instructors.active,
  createdAt: instructors.createdAt,
};

/** The studio's instructors, optionally filtered (the schedule calls it with no query). */
export async function listInstructors(db: Db, session: Session, query: TInstructorsQuery = {}) {
  const filters: (SQL | undefined)[] = [eq(instructors.studioId, session.studioId)];
  // Students see the teachers they can book, not former staff.
  if (!canSeeInactive(session)) filters.push(eq(instructors.active, true));
  if (query.active !== undefined) filters.push(eq(instructors.active, query.active));
  if (query.search)
    filters.push(ilike(instructors.name, `%${withoutControlCharacters(query.search).replace(/[\\%_]/g, (char) => `\\${char}`)}%`));
  return db
    .select({
      id: instructors.id,
      name: instructors.name,
      color: instructors.color,
      styles: instructors.styles,
      active: instructors.active,
      userId: instructors.userId,
    })
    .from(instructors)
    .where(and(...filters))
    .orderBy(asc(instructors.name));
}

export async function createInstructor(db: Db, session: Session, input: TInstructorCreate) {
  const [row] = await db
    .insert(instructors)
    .values({ ...input, studioId: session.studioId })
    .returning(INSTRUCTOR_COLUMNS);
  return row;
}

export async function findInstructor(db: Db, studioId: string, id: string) {
  const [row] = await db
    .select(INSTRUCTOR_COLUMNS)
    .from(instructors)
    .where(and(eq(instructors.studioId, studioId), eq(instructors.id, id)))
    .limit(1);
  if (!row) throw new AppError("not_found", "Instructor not found.");
  return row;
}

/**
 * The profile with weekly availability and days off. Contact details and the rate history are for
 * the owner and the instructor themself; students see the public profile.
 */
export async function getInstructor(db: Db, session: Session, id: string) {
  const instructor = await findInstructor(db, session.studioId, id);
  if (!instructor.active && !canSeeInactive(session)) throw new AppError("not_found", "Instructor not found.");
  const isPrivileged = canManageInstructor(session, id);
  const [availability, exceptions, rates] = await Promise.all([
    db
      .select({
        weekday: instructorAvailability.weekday,
        startTime: instructorAvailability.startTime,
        endTime: instructorAvailability.endTime,
      })
      .from(instructorAvailability)
      .where(and(eq(instructorAvailability.studioId, session.studioId), eq(instructorAvailability.instructorId, id)))
      .orderBy(asc(instructorAvailability.weekday), asc(instructorAvailability.startTime)),
    db
      .select({
        date: instructorExceptions.date,
        startTime: instructorExceptions.startTime,
        endTime: instructorExceptions.endTime,
        reason: instructorExceptions.reason,
      })
      .from(instructorExceptions)
      .where(and(eq(instructorExceptions.studioId, session.studioId), eq(instructorExceptions.instructorId, id)))
      .orderBy(asc(instructorExceptions.date)),
    isPrivileged
      ? db
          .select({
            privateCents: instructorRates.privateCents,
            classCents: instructorRates.classCents,
            effectiveFrom: instructorRates.effectiveFrom,
          })
          .from(instructorRates)
          .where(and(eq(instructorRates.studioId, session.studioId), eq(instructorRates.instructorId, id)))
          .orderBy(desc(instructorRates.effectiveFrom))
      : Promise.resolve(undefined),
  ]);
  const { email, phone, userId, ...profile } = instructor;
  return {
    ...profile,
    ...(isPrivileged ? { email, phone, userId, rates } : {}),
    availability,
    exceptions,
  };
}

export async function updateInstructor(db: Db, session: Session, id: string, patch: TInstructorPatch) {
  const current = await findInstructor(db, session.studioId, id);
  if (Object.keys(patch).length)
    await db.transaction(async (tx) => {
      await tx
        .update(instructors)
        .set(patch)
        .where(and(eq(instructors.studioId, session.studioId), eq(instructors.id, id)));
      // A link sent to the old address opens nothing once the address is corrected.
      if (patch.email !== undefined && patch.email !== current.email) await endOpenInvites(tx, session.studioId, "instructor", id);
      // A deactivated instructor's account loses the studio at once; reactivating gives it back.
      if (current.userId && patch.active !== undefined && patch.active !== current.active) {
        if (patch.active) await restoreMembership(tx, session.studioId, current.userId, "instructor");
        else await endMembership(tx, session.studioId, current.userId, "instructor");
      }
    });
  return getInstructor(db, session, id);
}

/** Only an instructor who never taught can be removed; with history, deactivate instead. */
export async function deleteInstructor(db: Db, session: Session, id: string): Promise<{ deleted: true }> {
  const instructor = await findInstructor(db, session.studioId, id);
  const [[lessons], [classes]] = await Promise.all([
    db
      .select({ value: count() })
      .from(events)
      .where(and(eq(events.studioId, session.studioId), eq(events.instructorId, id))),
    db
      .select({ value: count() })
      .from(series)
      .where(and(eq(series.studioId, session.studioId), eq(series.instructorId, id))),
  ]);
  if (Number(lessons.value) + Number(classes.value) > 0) {
    throw new AppError("conflict", "This instructor has lessons on record. Deactivate them instead, so their history stays.");
  }
  await db.transaction(async (tx) => {
    // Their heats at events go with them; a heat already charged to a student is removed at its event, where the charge follows.
    const [charged] = await tx
      .select({ value: count() })
      .from(competitionEntries)
      .where(
        and(
          eq(competitionEntries.studioId, session.studioId),
          eq(competitionEntries.instructorId, id),
          sql`exists (select 1 from competition_charges c where c.studio_id = ${competitionEntries.studioId}
            and c.competition_id = ${competitionEntries.competitionId} and c.student_id in (${competitionEntries.studentId}, ${competitionEntries.partnerStudentId})
            and c.superseded_at is null)`,
        ),
      );
    if (Number(charged.value) > 0)
      throw new AppError(
        "conflict",
        "This instructor dances heats students were already charged for. Remove those entries at their events first, so the charges follow.",
      );
    await tx
      .delete(competitionEntries)
      .where(and(eq(competitionEntries.studioId, session.studioId), eq(competitionEntries.instructorId, id)));
    if (instructor.userId) await endMembership(tx, session.studioId, instructor.userId, "instructor");
    await tx
      .update(inquiries)
      .set({ assignedTo: null })
      .where(and(eq(inquiries.studioId, session.studioId), eq(inquiries.assignedTo, id)));
    await tx.delete(instructors).where(and(eq(instructors.studioId, session.studioId), eq(instructors.id, id)));
  });
  return { deleted: true };
}

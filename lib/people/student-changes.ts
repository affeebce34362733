import "server-only";
import { and, count, eq, inArray, isNotNull, or } from "drizzle-orm";
import { assertCanEditStudent } from "@/lib/access/students";
import { AppError } from "@/lib/api/app-error";
import { endMembership, restoreMembership } from "@/lib/auth/membership";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { bookings, ledgerEntries, studentPackages, students, studios } from "@/lib/db/schema";
import { endOpenInvites } from "./invites";
import { assertPartnerLimit, assertStudentLimit } from "./plan-limits";
import type { TStudentInput, TStudentPatch } from "./schemas";
import { findStudent, getStudent } from "./students";

export async function createStudent(db: Db, session: Session, input: TStudentInput) {
  const { partnerId, ...fields } = input;
  const id = await db.transaction(async (tx) => {
    await lockStudio(tx, session.studioId);
    await assertStudentLimit(tx, session.studioId);
    if (partnerId) await assertNotErased(tx, session.studioId, null, partnerId);
    if (partnerId) await assertPartnerLimit(tx, session.studioId, []);
    const [row] = await tx
      .insert(students)
      .values({ ...fields, studioId: session.studioId })
      .returning({ id: students.id });
    if (partnerId) await linkPartners(tx, session.studioId, row.id, partnerId);
    return row.id;
  });
  return getStudent(db, session, id);
}

/** An erased student's record stays as "Former student #N": it isn't edited, and nobody is partnered with it. */
async function assertNotErased(tx: Tx, studioId: string, studentId: string | null, partnerId: string | null | undefined) {
  const ids = [studentId, partnerId].filter((value): value is string => !!value);
  if (ids.length === 0) return;
  const erased = await tx
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.studioId, studioId), inArray(students.id, ids), isNotNull(students.erasedAt)));
  if (erased.some((row) => row.id === studentId))
    throw new AppError("conflict", "This student's personal data was erased: their record can't be changed.");
  if (erased.length > 0)
    throw new AppError("validation", "That student's personal data was erased: choose another partner.", {
      fields: { partnerId: "Choose another partner." },
    });
}

/**
 * Plan limits are counted under a lock on the studio's row, so two owners adding the 100th
 * student at once can't both pass the count.
 */
export async function lockStudio(tx: Tx, studioId: string): Promise<void> {
  await tx.select({ id: studios.id }).from(studios).where(eq(studios.id, studioId)).for("update");
}

export async function updateStudent(db: Db, session: Session, id: string, patch: TStudentPatch) {
  const current = await findStudent(db, session.studioId, id);
  assertCanEditStudent(session, id, Object.keys(patch));
  const { partnerId, ...fields } = patch;
  const isNewPartner = partnerId !== undefined && partnerId !== current.partnerId;
  await db.transaction(async (tx) => {
    await lockStudio(tx, session.studioId);
    await assertNotErased(tx, session.studioId, id, isNewPartner ? partnerId : null);
    if (patch.active === true && !current.active) await assertStudentLimit(tx, session.studioId);
    if (isNewPartner && partnerId) await assertPartnerLimit(tx, session.studioId, [id, partnerId]);
    if (Object.keys(fields).length)
      await tx
        .update(students)
        .set(fields)
        .where(and(eq(students.studioId, session.studioId), eq(students.id, id)));
    // A link sent to the old address opens nothing once the address is corrected.
    if (fields.email !== undefined && fields.email !== current.email) await endOpenInvites(tx, session.studioId, "student", id);
    if (isNewPartner) {
      if (partnerId) await linkPartners(tx, session.studioId, id, partnerId);
      else await unlinkPartners(tx, session.studioId, [id]);
    }
    // In the same transaction: a deactivated student is signed out by the time the owner sees "saved".
    if (current.userId && patch.active !== undefined && patch.active !== current.active) {
      if (patch.active) await restoreMembership(tx, session.studioId, current.userId, "student");
      else await endMembership(tx, session.studioId, current.userId, "student");
    }
  });
  return getStudent(db, session, id);
}

/** Only a student without lessons can be removed; one with history is deactivated instead. */
export async function deleteStudent(db: Db, session: Session, id: string): Promise<{ deleted: true }> {
  const student = await findStudent(db, session.studioId, id);
  const [history] = await db
    .select({ value: count() })
    .from(bookings)
    .where(and(eq(bookings.studioId, session.studioId), eq(bookings.studentId, id)));
  if (Number(history.value) > 0) {
    throw new AppError("conflict", "This student has lessons on record. Deactivate them instead, so their history stays.");
  }
  // Deleting would cascade to their ledger and packages: money history is never deleted.
  const [money] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.studioId, session.studioId), eq(ledgerEntries.studentId, id)))
    .limit(1);
  const [sold] = await db
    .select({ id: studentPackages.id })
    .from(studentPackages)
    .where(and(eq(studentPackages.studioId, session.studioId), eq(studentPackages.studentId, id)))
    .limit(1);
  if (money || sold)
    throw new AppError("conflict", "This student has payments or packages on record. Deactivate them instead, so their history stays.");
  await db.transaction(async (tx) => {
    await unlinkPartners(tx, session.studioId, [id]);
    if (student.userId) await endMembership(tx, session.studioId, student.userId, "student");
    await tx.delete(students).where(and(eq(students.studioId, session.studioId), eq(students.id, id)));
  });
  return { deleted: true };
}

/** Partners are linked both ways; each partner's previous partner is let go first. */
export async function linkPartners(tx: Tx, studioId: string, a: string, b: string): Promise<void> {
  if (a === b) throw new AppError("validation", "A student can't be their own partner.", { fields: { partnerId: "Choose someone else." } });
  const found = await tx
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.id, b)));
  if (!found.length)
    throw new AppError("not_found", "That partner isn't one of your students.", {
      fields: { partnerId: "Choose a partner from your students." },
    });
  await unlinkPartners(tx, studioId, [a, b]);
  await tx
    .update(students)
    .set({ partnerId: b })
    .where(and(eq(students.studioId, studioId), eq(students.id, a)));
  await tx
    .update(students)
    .set({ partnerId: a })
    .where(and(eq(students.studioId, studioId), eq(students.id, b)));
}

async function unlinkPartners(tx: Tx, studioId: string, ids: string[]): Promise<void> {
  await tx
    .update(students)
    .set({ partnerId: null })
    .where(and(eq(students.studioId, studioId), or(inArray(students.id, ids), inArray(students.partnerId, ids))));
}

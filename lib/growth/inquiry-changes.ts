import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { canManageStudio } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { inquiries, inquiryEvents, instructors, students } from "@/lib/db/schema";
import { INQUIRY_COLUMNS, assignedJoin, visibleTo, withSourceLabel } from "./inquiries";
import type { TInquiryCreate, TInquiryPatch } from "./inquiries-schemas";

const fieldError = (field: string, message: string) => new AppError("validation", message, { fields: { [field]: message } });

async function assertInstructor(tx: Tx, studioId: string, instructorId: string): Promise<void> {
  const [row] = await tx
    .select({ id: instructors.id })
    .from(instructors)
    .where(and(eq(instructors.studioId, studioId), eq(instructors.id, instructorId)))
    .limit(1);
  if (!row) throw fieldError("assignedTo", "Choose an instructor from the list.");
}

/** The student a hand-typed inquiry is about: the one chosen, else the one on file with that e-mail who has no inquiry yet. */
async function studentFor(tx: Tx, studioId: string, input: TInquiryCreate): Promise<{ id: string; name: string } | null> {
  const named = input.studentId
    ? eq(students.id, input.studentId)
    : input.email
      ? sql`lower(${students.email}) = ${input.email.toLowerCase()}`
      : undefined;
  if (!named) return null;
  const [student] = await tx
    .select({ id: students.id, name: students.name, inquiryId: inquiries.id })
    .from(students)
    .leftJoin(inquiries, and(eq(inquiries.studioId, students.studioId), eq(inquiries.studentId, students.id)))
    .where(and(eq(students.studioId, studioId), named, isNull(students.erasedAt)))
    .limit(1);
  if (!student) {
    if (input.studentId) throw fieldError("studentId", "Choose a student from the list.");
    return null;
  }
  if (student.inquiryId) {
    if (input.studentId) throw new AppError("conflict", `${student.name} already has an inquiry: open it from the Inquiries list.`);
    return null;
  }
  return student;
}

/** The one read every change answers with (the list's item). */
async function readInquiry(tx: Db | Tx, session: Session, id: string) {
  const [row] = await tx
    .select(INQUIRY_COLUMNS)
    .from(inquiries)
    .leftJoin(instructors, assignedJoin)
    .where(and(visibleTo(session), eq(inquiries.id, id)))
    .limit(1);
  if (!row) throw new AppError("not_found", "Inquiry not found.");
  return withSourceLabel(row);
}

/** POST /api/inquiries: a walk-in or a call. An instructor's own inquiries are assigned to them. */
export async function createInquiry(db: Db, session: Session, input: TInquiryCreate, now = new Date()) {
  const isOwner = canManageStudio(session);
  if (!isOwner && input.assignedTo && input.assignedTo !== session.instructorId)
    throw new AppError("forbidden", "Only owners hand an inquiry to another instructor.");
  const assignedTo = isOwner ? (input.assignedTo ?? null) : session.instructorId;
  const id = await db.transaction(async (tx) => {
    if (assignedTo) await assertInstructor(tx, session.studioId, assignedTo);
    const student = await studentFor(tx, session.studioId, input);
    const [row] = await tx
      .insert(inquiries)
      .values({
        studioId: session.studioId,
        studentId: student?.id ?? null,
        name: input.name,
        email: input.email ?? null,
        phone: input.phone || null,
        origin: input.origin,
        interest: input.interest,
        assignedTo,
        notes: input.notes || null,
        followUpOn: input.followUpOn ?? null,
        followUpNote: input.followUpNote || null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: inquiries.id });
    if (!row) throw new AppError("conflict", "This student already has an inquiry: open it from the Inquiries list.");
    await tx
      .insert(inquiryEvents)
      .values({ studioId: session.studioId, inquiryId: row.id, stage: "new", byUserId: session.userId, at: now });
    return row.id;
  });
  return readInquiry(db, session, id);
}

/**
 * PATCH /api/inquiries/{id}: a stage moved by hand (lost needs its reason; any stage may be chosen,
 * so a lost inquiry can be reopened), the follow-up set or cleared, the inquiry handed on (owners).
 * Each stage change is written to the inquiry's history with who made it.
 */
export async function updateInquiry(db: Db, session: Session, id: string, patch: TInquiryPatch, now = new Date()) {
  if (patch.assignedTo !== undefined && !canManageStudio(session))
    throw new AppError("forbidden", "Only owners hand an inquiry to another instructor.");
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ stage: inquiries.stage })
      .from(inquiries)
      .where(and(visibleTo(session), eq(inquiries.id, id)))
      .for("update");
    if (!current) throw new AppError("not_found", "Inquiry not found.");
    if (patch.assignedTo) await assertInstructor(tx, session.studioId, patch.assignedTo);
    const stage = patch.stage ?? current.stage;
    if (patch.lostReason && stage !== "lost") throw fieldError("lostReason", "A reason is only kept for a lost inquiry.");
    const moved = stage !== current.stage;
    await tx
      .update(inquiries)
      .set({
        stage,
        ...(moved || patch.lostReason ? { lostReason: stage === "lost" ? patch.lostReason : null } : {}),
        ...(patch.followUpOn !== undefined && { followUpOn: patch.followUpOn }),
        ...(patch.followUpNote !== undefined && { followUpNote: patch.followUpNote || null }),
        ...(patch.assignedTo !== undefined && { assignedTo: patch.assignedTo }),
        ...(patch.interest && { interest: patch.interest }),
        ...(patch.notes !== undefined && { notes: patch.notes || null }),
        updatedAt: now,
      })
      .where(and(eq(inquiries.studioId, session.studioId), eq(inquiries.id, id)));
    if (moved)
      await tx.insert(inquiryEvents).values({
        studioId: session.studioId,
        inquiryId: id,
        stage,
        byUserId: session.userId,
        note: stage === "lost" ? (patch.lostReason ?? null) : null,
        at: now,
      });
  });
  return readInquiry(db, session, id);
}

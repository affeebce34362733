import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import { canManageStudio } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import { getDb, type Db } from "@/lib/db/client";
import { erasureRequests, students } from "@/lib/db/schema";
import { enqueueMessages } from "@/lib/notifications/enqueue";
import { erasureDeclinedMessage, erasureRequestedMessage } from "@/lib/notifications/messages/erasure";
import { ownerRecipients, studentRecipient } from "@/lib/notifications/recipients";
import { loadStudioContext } from "@/lib/notifications/studio-context";
import type { TErasureDeclineInput, TErasureRequestInput } from "./erasure-schemas";

const OWN_COLUMNS = {
  id: erasureRequests.id,
  status: erasureRequests.status,
  message: erasureRequests.message,
  requestedAt: erasureRequests.requestedAt,
  resolvedAt: erasureRequests.resolvedAt,
};

function ownStudentId(session: Session): string {
  if (!session.studentId) throw new AppError("forbidden", "Only a student of this studio can ask for their data to be erased.");
  return session.studentId;
}

/** The signed-in student's latest request (open, or how the last one ended), or null. */
export async function myErasureRequest(db: Db, session: Session) {
  const [row] = await db
    .select(OWN_COLUMNS)
    .from(erasureRequests)
    .where(and(eq(erasureRequests.studioId, session.studioId), eq(erasureRequests.studentId, ownStudentId(session))))
    .orderBy(desc(erasureRequests.requestedAt))
    .limit(1);
  return row ?? null;
}

/** The same, for a screen rendered on the server (Settings → Profile). */
export async function loadMyErasureRequest(session: Session) {
  return myErasureRequest(await getDb(), session);
}

/**
 * A student asks the studio to erase their personal data: one open request at a time (the unique
 * key refuses a second, even from two tabs at once); the owners are told by e-mail and see it on
 * the Students list and the student's page.
 */
export async function requestErasure(db: Db, session: Session, input: TErasureRequestInput) {
  const studentId = ownStudentId(session);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(erasureRequests)
      .values({ studioId: session.studioId, studentId, message: input.message ?? null })
      .onConflictDoNothing()
      .returning(OWN_COLUMNS);
    if (!row) throw new AppError("conflict", "You have already asked; the studio will answer your request.");
    const [student] = await tx
      .select({ name: students.name })
      .from(students)
      .where(and(eq(students.studioId, session.studioId), eq(students.id, studentId)));
    const studio = await loadStudioContext(tx, session.studioId);
    const owners = await ownerRecipients(tx, session.studioId);
    const request = { studentId, studentName: student.name, message: row.message, requestedAt: row.requestedAt };
    await enqueueMessages(
      tx,
      owners.map((owner) => erasureRequestedMessage(studio, owner, request)),
    );
    return row;
  });
}

/** The studio's open requests, oldest first (owners), or one student's (their page). */
export async function listErasureRequests(db: Db, session: Session, studentId?: string) {
  return db
    .select({
      id: erasureRequests.id,
      studentId: erasureRequests.studentId,
      studentName: students.name,
      message: erasureRequests.message,
      requestedAt: erasureRequests.requestedAt,
    })
    .from(erasureRequests)
    .innerJoin(students, and(eq(students.studioId, erasureRequests.studioId), eq(students.id, erasureRequests.studentId)))
    .where(
      and(
        eq(erasureRequests.studioId, session.studioId),
        eq(erasureRequests.status, "open"),
        studentId ? eq(erasureRequests.studentId, studentId) : undefined,
      ),
    )
    .orderBy(asc(erasureRequests.requestedAt));
}

/** The owner declines an open request; the student is told by e-mail, with the reason when one is given. */
export async function declineErasureRequest(db: Db, session: Session, id: string, input: TErasureDeclineInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(erasureRequests)
      .set({ status: "declined", resolvedAt: new Date() })
      .where(and(eq(erasureRequests.studioId, session.studioId), eq(erasureRequests.id, id), eq(erasureRequests.status, "open")))
      .returning({ id: erasureRequests.id, studentId: erasureRequests.studentId, requestedAt: erasureRequests.requestedAt });
    if (!row) {
      const [known] = await tx
        .select({ status: erasureRequests.status })
        .from(erasureRequests)
        .where(and(eq(erasureRequests.studioId, session.studioId), eq(erasureRequests.id, id)));
      if (!known) throw new AppError("not_found", "Request not found.");
      throw new AppError("conflict", `This request was already ${known.status}.`);
    }
    const to = await studentRecipient(tx, session.studioId, row.studentId);
    if (to) {
      const studio = await loadStudioContext(tx, session.studioId);
      await enqueueMessages(tx, [erasureDeclinedMessage(studio, to, { reason: input.reason ?? null, requestedAt: row.requestedAt })]);
    }
    return { declined: true as const };
  });
}

/** On the student's page: whether they were erased (and when), and their open request (owners only). */
export async function erasureState(db: Db, session: Session, studentId: string) {
  const [row] = await db
    .select({ erasedAt: students.erasedAt })
    .from(students)
    .where(and(eq(students.studioId, session.studioId), eq(students.id, studentId)));
  const requests = canManageStudio(session) && row && !row.erasedAt ? await listErasureRequests(db, session, studentId) : [];
  return { erasedAt: row?.erasedAt ?? null, openRequest: requests[0] ?? null };
}

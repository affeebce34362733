import "server-only";
import { and, eq, or } from "drizzle-orm";
import { requireOwnStudentId } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { partnerRequests, partnerSearchProfiles, students } from "@/lib/db/schema";
import { assertPartnerLimit } from "@/lib/people/plan-limits";
import { linkPartners, lockStudio } from "@/lib/people/student-changes";
import { notifyPartnerAccepted, notifyPartnerRequest } from "@/lib/notifications/partner-notices";
import { firstNameOf } from "./partner-search";
import type { TPartnerRequest } from "./schemas";

/** POST /api/partner-requests: ask someone from the partner-search list to connect. */
export async function sendPartnerRequest(db: Db, session: Session, input: TPartnerRequest) {
  const me = requireOwnStudentId(session);
  const [target] = await db
    .select({ studentId: partnerSearchProfiles.studentId })
    .from(partnerSearchProfiles)
    .innerJoin(students, and(eq(students.studioId, partnerSearchProfiles.studioId), eq(students.id, partnerSearchProfiles.studentId)))
    .where(
      and(
        eq(partnerSearchProfiles.studioId, session.studioId),
        eq(partnerSearchProfiles.id, input.profileId),
        eq(partnerSearchProfiles.active, true),
        eq(students.active, true),
      ),
    );
  if (!target) throw new AppError("not_found", "That dancer is no longer looking for a partner.");
  if (target.studentId === me) throw new AppError("rule", "That's your own listing.");
  const [open] = await db
    .select({ from: partnerRequests.fromStudentId })
    .from(partnerRequests)
    .where(
      and(
        eq(partnerRequests.studioId, session.studioId),
        eq(partnerRequests.status, "pending"),
        or(
          and(eq(partnerRequests.fromStudentId, me), eq(partnerRequests.toStudentId, target.studentId)),
          and(eq(partnerRequests.fromStudentId, target.studentId), eq(partnerRequests.toStudentId, me)),
        ),
      ),
    );
  if (open)
    throw new AppError(
      "conflict",
      open.from === me ? "You've already asked them; wait for their answer." : "They've already asked you: accept their request instead.",
    );
  // The partial unique index keeps a double click to one request; the e-mail goes in the same transaction.
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(partnerRequests)
      .values({ studioId: session.studioId, fromStudentId: me, toStudentId: target.studentId })
      .onConflictDoNothing()
      .returning({ id: partnerRequests.id, status: partnerRequests.status });
    if (!inserted) throw new AppError("conflict", "You've already asked them; wait for their answer.");
    const [asker] = await tx
      .select({ name: students.name, level: students.level })
      .from(students)
      .where(and(eq(students.studioId, session.studioId), eq(students.id, me)));
    const request = { id: inserted.id, studioId: session.studioId, fromStudentId: me, toStudentId: target.studentId };
    await notifyPartnerRequest(tx, request, { firstName: firstNameOf(asker.name), level: asker.level }, new Date());
    return inserted;
  });
  return { request: row };
}

/** The pending request addressed to me, locked; another student's or another studio's id is 404. */
async function findRequestToMe(tx: Db, session: Session, id: string) {
  const me = requireOwnStudentId(session);
  const [request] = await tx
    .select({
      id: partnerRequests.id,
      studioId: partnerRequests.studioId,
      fromStudentId: partnerRequests.fromStudentId,
      toStudentId: partnerRequests.toStudentId,
      status: partnerRequests.status,
    })
    .from(partnerRequests)
    .where(and(eq(partnerRequests.studioId, session.studioId), eq(partnerRequests.id, id), eq(partnerRequests.toStudentId, me)))
    .for("update");
  if (!request) throw new AppError("not_found", "Partner request not found.");
  if (request.status !== "pending") throw new AppError("conflict", `You've already ${request.status} this request.`);
  return request;
}

/**
 * POST /api/partner-requests/{id}/accept: the two become partners (the studio's partner link).
 * The plan's partner-connection limit is counted under the studio row's lock — the same lock an
 * owner's partner change takes — so two accepts at the limit can't both pass the count.
 */
export async function acceptPartnerRequest(db: Db, session: Session, id: string) {
  return db.transaction(async (tx) => {
    await lockStudio(tx, session.studioId);
    const request = await findRequestToMe(tx, session, id);
    const pair = [request.fromStudentId, request.toStudentId];
    await assertPartnerLimit(tx, session.studioId, pair);
    await linkPartners(tx, session.studioId, request.toStudentId, request.fromStudentId);
    const now = new Date();
    await tx
      .update(partnerRequests)
      .set({ status: "accepted", decidedAt: now })
      .where(and(eq(partnerRequests.studioId, session.studioId), eq(partnerRequests.id, id)));
    // They found each other: both ads come down.
    await tx
      .update(partnerSearchProfiles)
      .set({ active: false, updatedAt: now })
      .where(
        and(
          eq(partnerSearchProfiles.studioId, session.studioId),
          or(eq(partnerSearchProfiles.studentId, pair[0]), eq(partnerSearchProfiles.studentId, pair[1])),
        ),
      );
    const [partner] = await tx
      .select({ name: students.name })
      .from(students)
      .where(and(eq(students.studioId, session.studioId), eq(students.id, request.toStudentId)));
    await notifyPartnerAccepted(tx, request, partner.name, now);
    return { request: { id, status: "accepted" as const } };
  });
}

/** POST /api/partner-requests/{id}/decline. */
export async function declinePartnerRequest(db: Db, session: Session, id: string) {
  return db.transaction(async (tx) => {
    await findRequestToMe(tx, session, id);
    await tx
      .update(partnerRequests)
      .set({ status: "declined", decidedAt: new Date() })
      .where(and(eq(partnerRequests.studioId, session.studioId), eq(partnerRequests.id, id)));
    return { request: { id, status: "declined" as const } };
  });
}

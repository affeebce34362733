import "server-only";
import { and, eq, inArray, max, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { canManageStudio } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import { loggableError } from "@/lib/api/log-error";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import {
  assessments,
  boardPosts,
  boardReplies,
  contactMessages,
  documentSignatures,
  erasureRequests,
  goals,
  importLinks,
  intakeAnswers,
  invites,
  ledgerEntries,
  outboxMessages,
  partnerRequests,
  partnerSearchProfiles,
  paymentsCustomers,
  practiceLogs,
  progressNotes,
  savedCards,
  students,
  studios,
  throttleBuckets,
  trialConfirmations,
} from "@/lib/db/schema";
import { eraseGiftNames } from "@/lib/growth/gift-erasure";
import { eraseInquiries } from "@/lib/growth/inquiry-erasure";
import { requireStudioStripe } from "@/lib/stripe/studio-account";
import { releaseAccount } from "./erasure-account";
import { assertNothingAhead } from "./erasure-ahead";
import { personalNeedles, rewriteImportFiles, rewriteMentions } from "./erasure-scrub";

/** The name an erased student goes by everywhere: lists, reports, the ledger, feeds. */
export function formerStudentName(formerNumber: number): string {
  return `Former student #${formerNumber}`;
}

/** What an erasure answers: the row as it now reads. */
export type ErasedStudent = { id: string; name: string; formerNumber: number; erasedAt: Date };

/** Text left where a message or a post of an erased student was. */
const REMOVED = "Removed: this person's personal data was erased.";

/**
 * Erases a student at the owner's request (or the student's, through an erasure request), in one
 * transaction: the row keeps its id, studio and money links and becomes "Former student #N"; every
 * personal datum about them in the studio is removed or anonymised (see `erasePersonalRecords`); the
 * ledger keeps its amounts and dates, so the studio's accounts and reports add up as before. Their
 * saved cards are forgotten here and, after the commit, detached at Stripe where the studio takes
 * payments (a failure there is logged: the cards can no longer be used from the studio either way).
 */
export async function eraseStudent(db: Db, session: Session, studentId: string): Promise<ErasedStudent> {
  if (!canManageStudio(session)) throw new AppError("forbidden", "Only the studio's owners can erase a student's personal data.");
  const { erased, cards } = await db.transaction(async (tx) => {
    // The studio's row is the lock that gives each erased student the next number exactly once.
    await tx.select({ id: studios.id }).from(studios).where(eq(studios.id, session.studioId)).for("update");
    const [student] = await tx
      .select()
      .from(students)
      .where(and(eq(students.studioId, session.studioId), eq(students.id, studentId)))
      .for("update");
    if (!student) throw new AppError("not_found", "Student not found.");
    if (student.erasedAt) throw new AppError("conflict", "This student's personal data has already been erased.");
    await assertNothingAhead(tx, session.studioId, student, session.studioTimeZone, new Date());
    const [last] = await tx
      .select({ value: max(students.formerNumber) })
      .from(students)
      .where(eq(students.studioId, session.studioId));
    const formerNumber = (last?.value ?? 0) + 1;
    const name = formerStudentName(formerNumber);
    const erasedAt = new Date();
    // Partners are linked both ways: both sides let go.
    await tx
      .update(students)
      .set({ partnerId: null })
      .where(and(eq(students.studioId, session.studioId), or(eq(students.id, studentId), eq(students.partnerId, studentId))));
    await tx
      .update(students)
      .set({
        name,
        email: null,
        phone: null,
        emergencyContact: null,
        notes: null,
        dateOfBirth: null,
        userId: null,
        active: false,
        erasedAt,
        formerNumber,
      })
      .where(and(eq(students.studioId, session.studioId), eq(students.id, studentId)));
    const account = student.userId ? await releaseAccount(tx, session.studioId, student.userId, name) : null;
    const emails = [student.email, account?.email].filter((email): email is string => !!email).map((email) => email.toLowerCase());
    // Sign-in attempts are counted under the address (global rows): gone with it, unless the account keeps it elsewhere.
    const kept = account && !account.anonymised ? account.email.toLowerCase() : null;
    for (const email of emails.filter((address) => address !== kept))
      await tx.delete(throttleBuckets).where(sql`position(${email} in lower(${throttleBuckets.key})) > 0`);
    const cards = await erasePersonalRecords(tx, session.studioId, { studentId, userId: student.userId, emails, name });
    await rewriteMentions(tx, session.studioId, personalNeedles([student.name, account?.name, ...emails, student.phone]), name);
    await rewriteImportFiles(
      tx,
      session.studioId,
      personalNeedles([student.name, ...emails, student.phone, student.emergencyContact, student.notes, student.dateOfBirth]),
      name,
    );
    return { erased: { id: studentId, name, formerNumber, erasedAt }, cards };
  });
  await detachCards(db, session.studioId, cards);
  return erased;
}

type Whom = { studentId: string; userId: string | null; emails: string[]; name: string };

/**
 * The records about the student that are personal through and through: removed (progress notes,
 * intake answers, partner search and requests, invitations, first lessons still waiting for
 * confirmation at their address, saved cards) or emptied of what identifies them while the fact
 * stays (a waiver signed on a day, an assessment's result, practice minutes, a goal's date, a board
 * post others replied to, a message in the e-mail log, a message to the studio among its inquiries). Returns the saved cards to detach at Stripe.
 */
async function erasePersonalRecords(tx: Tx, studioId: string, whom: Whom) {
  const { studentId, userId, emails, name } = whom;
  const of = (table: { studioId: PgColumn; studentId: PgColumn }) => and(eq(table.studioId, studioId), eq(table.studentId, studentId));
  await tx.delete(progressNotes).where(of(progressNotes));
  await tx.update(assessments).set({ notes: null, videoUrl: null }).where(of(assessments));
  await tx.update(practiceLogs).set({ note: null }).where(of(practiceLogs));
  await tx.update(goals).set({ title: "Goal" }).where(of(goals));
  await tx.delete(intakeAnswers).where(of(intakeAnswers));
  await tx.delete(partnerSearchProfiles).where(of(partnerSearchProfiles));
  await tx
    .delete(partnerRequests)
    .where(
      and(
        eq(partnerRequests.studioId, studioId),
        or(eq(partnerRequests.fromStudentId, studentId), eq(partnerRequests.toStudentId, studentId)),
      ),
    );
  // A signature stays as proof that this version was signed on that day; who typed what, from where, goes.
  await tx
    .update(documentSignatures)
    .set({ fullName: name, guardianName: null, ipAddress: null, userAgent: null, signedBy: null })
    .where(of(documentSignatures));
  await tx
    .update(erasureRequests)
    .set({
      message: null,
      status: sql`case when ${erasureRequests.status} = 'open' then 'erased' else ${erasureRequests.status} end`,
      resolvedAt: sql`coalesce(${erasureRequests.resolvedAt}, now())`,
    })
    .where(of(erasureRequests));
  await tx.update(ledgerEntries).set({ note: null }).where(of(ledgerEntries));
  // The previous system's id for them: a later import of the same file makes a new record, never this one.
  await tx
    .delete(importLinks)
    .where(and(eq(importLinks.studioId, studioId), eq(importLinks.entity, "student"), eq(importLinks.recordId, studentId)));
  await tx.delete(invites).where(and(eq(invites.studioId, studioId), eq(invites.role, "student"), eq(invites.personId, studentId)));
  if (emails.length) {
    await tx
      .delete(trialConfirmations)
      .where(and(eq(trialConfirmations.studioId, studioId), inArray(sql`lower(${trialConfirmations.email})`, emails)));
    // A message to the studio stays counted among its inquiries, with nothing of who wrote it.
    await tx
      .update(contactMessages)
      .set({ name, email: name, subject: null, message: REMOVED, ip: "erased" })
      .where(and(eq(contactMessages.studioId, studioId), inArray(sql`lower(${contactMessages.email})`, emails)));
  }
  await eraseTheirMessages(tx, studioId, userId, emails, name);
  await eraseGiftNames(tx, studioId, { studentId, emails, name });
  await eraseInquiries(tx, studioId, { studentId, emails, name });
  if (userId) await eraseTheirPosts(tx, studioId, userId, name);
  const cards = await tx.delete(savedCards).where(of(savedCards)).returning({ id: savedCards.id, accountId: savedCards.accountId });
  await tx.delete(paymentsCustomers).where(of(paymentsCustomers));
  return cards;
}

/**
 * Messages to the student stay in the e-mail log as a line (kind, date, status) with no address,
 * subject or text; one not sent yet never will be.
 */
async function eraseTheirMessages(tx: Tx, studioId: string, userId: string | null, emails: string[], name: string) {
  const toThem = or(
    userId ? eq(outboxMessages.userId, userId) : undefined,
    emails.length ? inArray(sql`lower(${outboxMessages.recipient})`, emails) : undefined,
  );
  if (!toThem) return;
  await tx
    .update(outboxMessages)
    .set({
      userId: null,
      recipient: name,
      recipientName: null,
      subject: `Message to ${name}`,
      text: REMOVED,
      html: null,
      headers: null,
      attachments: null,
      secrets: null,
      lastError: null,
      status: sql`case when ${outboxMessages.status} in ('queued', 'sending', 'unsent', 'failed') then 'suppressed' else ${outboxMessages.status} end`,
    })
    .where(and(eq(outboxMessages.studioId, studioId), toThem));
}

/**
 * The board: the student's replies go; a post of theirs stays as a shell signed "Former student #N"
 * (others may have replied in it) with its title and text removed.
 */
async function eraseTheirPosts(tx: Tx, studioId: string, userId: string, name: string) {
  await tx.delete(boardReplies).where(and(eq(boardReplies.studioId, studioId), eq(boardReplies.authorUserId, userId)));
  await tx
    .update(boardPosts)
    .set({ authorUserId: null, authorName: name, title: "Removed post", body: REMOVED })
    .where(and(eq(boardPosts.studioId, studioId), eq(boardPosts.authorUserId, userId)));
}

async function detachCards(db: Db, studioId: string, cards: { id: string; accountId: string }[]): Promise<void> {
  if (!cards.length) return;
  try {
    const studio = await requireStudioStripe(db, studioId);
    for (const card of cards.filter((saved) => saved.accountId === studio.accountId))
      await studio.stripe.paymentMethods.detach(card.id, {}, studio.on).catch((error: { code?: string }) => {
        if (error.code !== "resource_missing") throw error;
      });
  } catch (error) {
    // No Stripe on this server, or the studio no longer takes payments there: nothing to detach.
    if (error instanceof AppError && (error.code === "not_found" || error.code === "conflict")) return;
    // Stripe unreachable: the cards are already gone from the studio's records, so none can be charged.
    console.error("Detaching an erased student's cards at Stripe failed", loggableError(error));
  }
}

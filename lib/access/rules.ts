import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";

/**
 * Who may see or change what (docs/product.md#roles-and-permissions), each rule written once. The actor
 * is the session: its role and the caller's own instructor and student records, read by the
 * session's one query — no rule looks them up again. Rules that need the database (a student's
 * lessons) live in ./students.ts. Refusals that would reveal a record answer 404, like another
 * studio's id; refusals of an action on a record the caller can see answer 403.
 */
export type Actor = Pick<Session, "role" | "instructorId" | "studentId">;
/** Rules that depend on the role alone. */
type RoleOnly = Pick<Actor, "role">;

/** The owner runs the studio: people, money, the plan and the settings (only owners). */
export function canManageStudio(actor: RoleOnly): boolean {
  return actor.role === "owner";
}

/** Owners and instructors: the studio's calendar, student records, attendance. */
export function isStaff(actor: RoleOnly): boolean {
  return actor.role === "owner" || actor.role === "instructor";
}

/** An instructor account: teaches, and schedules only their own lessons. */
export function isInstructor(actor: RoleOnly): boolean {
  return actor.role === "instructor";
}

/** A student account: books and pays for itself only. */
export function isStudent(actor: RoleOnly): boolean {
  return actor.role === "student";
}

/** Former instructors and packages off sale are the studio's to see; students see what they can book. */
export function canSeeInactive(actor: RoleOnly): boolean {
  return isStaff(actor);
}

/** Owners every event; an instructor the events they teach; students none (they book, they don't manage). */
export function canManageEvent(actor: Actor, event: { instructorId: string | null }): boolean {
  if (canManageStudio(actor)) return true;
  return isInstructor(actor) && actor.instructorId !== null && event.instructorId === actor.instructorId;
}

/** Whether to offer creating events at all: owners, and instructors linked to their instructor record. */
export function canSchedule(actor: Actor): boolean {
  return canManageStudio(actor) || (isInstructor(actor) && actor.instructorId !== null);
}

/**
 * Creating or changing events: owners everything; instructors only their own lessons (every
 * instructor the change names, before and after it, must be theirs); students never.
 */
export function assertCanSchedule(actor: Actor, instructorIds: (string | null | undefined)[]): void {
  if (canManageStudio(actor)) return;
  if (!isInstructor(actor)) throw new AppError("forbidden", "Students can't create or change events. Ask the studio to book for you.");
  const own = actor.instructorId;
  if (!own || instructorIds.some((id) => id !== undefined && id !== own)) {
    throw new AppError("forbidden", "Instructors can only schedule and change their own lessons.");
  }
}

/** Booking a place: a student for themselves (any event open to students); staff into the events they manage. */
export function canBookInto(actor: Actor, event: { instructorId: string | null }): boolean {
  return isStudent(actor) || canManageEvent(actor, event);
}

/** A booking is the student's own to see and cancel; staff see every booking of the studio. */
export function canSeeBooking(actor: Actor, booking: { studentId: string }): boolean {
  return !isStudent(actor) || booking.studentId === actor.studentId;
}

/** Cancelling a place: the student their own; an instructor in the lessons they teach; owners any. */
export function canCancelBooking(actor: Actor, booking: { studentId: string }, event: { instructorId: string | null }): boolean {
  return isStudent(actor) ? canSeeBooking(actor, booking) : canManageEvent(actor, event);
}

/** Waiving a late-cancel fee is the studio's decision (the studio cancelled, or forgave), never the student's. */
export function canWaiveLateCancel(actor: RoleOnly): boolean {
  return isStaff(actor);
}

/** An instructor's contact details, rates and weekly hours: the owner's and the instructor's own. */
export function canManageInstructor(actor: Actor, instructorId: string): boolean {
  return canManageStudio(actor) || (isInstructor(actor) && actor.instructorId === instructorId);
}

/** Money (payments, accounts, receipts) is kept by the owner; a student sees their own, an instructor none. */
export function canSeePayments(actor: RoleOnly): boolean {
  return canManageStudio(actor) || isStudent(actor);
}

/** A student's account (ledger, balance, packages, receipts): owners; a student their own. */
export function canSeeAccount(actor: Actor, studentId: string): boolean {
  return canManageStudio(actor) || (canSeePayments(actor) && actor.studentId === studentId);
}

/** 404 unless the account is the caller's to see (another student's looks like another studio's). */
export function assertCanSeeAccount(actor: Actor, studentId: string): void {
  if (!canSeeAccount(actor, studentId)) throw new AppError("not_found", "Student not found.");
}

/** A student's own record; a student account not yet linked to one can't book, pay or see lessons. */
export function requireOwnStudentId(actor: Actor): string {
  if (!actor.studentId)
    throw new AppError("rule", "Your account isn't linked to a student record yet. Ask the studio to invite you again.");
  return actor.studentId;
}

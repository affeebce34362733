import "server-only";
import type { Session } from "@/lib/auth/session";
import { bookEvent, type CheckoutReturn } from "@/lib/booking/book-event";
import { bookPrivateLesson } from "@/lib/booking/private-lesson";
import type { Db, Tx } from "@/lib/db/client";
import type { BookingMoney } from "@/lib/payments/booking-money";
import { type CreatedInvite, createInvite } from "@/lib/people/invites";
import type { WantedLesson } from "./trial-lesson";

type TrialStudent = { id: string; name: string; email: string };

/**
 * Books through the services students use: same locks, capacity and clash rules. `actor` is the new
 * student themselves (from the public page: "Pay when booking" holds the place and answers with the
 * Checkout URL, whose return is `returnPath`), or the owner confirming a request (billed to the account).
 */
export async function bookWantedLesson(
  db: Db,
  actor: Session,
  studentId: string,
  lesson: WantedLesson,
  now: Date,
  checkout: CheckoutReturn = {},
): Promise<{ checkoutUrl?: string; money?: BookingMoney }> {
  if (lesson.kind === "class") return bookEvent(db, actor, lesson.eventId, { role: lesson.role, studentId }, now, checkout);
  return bookPrivateLesson(
    db,
    actor,
    { instructorId: lesson.instructorId, serviceId: lesson.serviceId, startsAt: lesson.startsAt.toISOString(), studentId },
    now,
    checkout,
  );
}

/** The invites flow (lib/people/invites.ts), on the studio's behalf: the link to set a password. */
export async function inviteTrialStudent(
  db: Db,
  studioId: string,
  student: TrialStudent,
  onCreated: (tx: Tx, invite: CreatedInvite) => Promise<void>,
) {
  return createInvite(db, { studioId }, { role: "student", personId: student.id, email: student.email }, onCreated);
}

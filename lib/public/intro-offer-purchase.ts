import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { AppError } from "@/lib/api/app-error";
import { bookEvent } from "@/lib/booking/book-event";
import { bookPrivateLesson } from "@/lib/booking/private-lesson";
import type { Db, Tx } from "@/lib/db/client";
import { events, instructors, ledgerEntries, packages, services, students, studentSources, studios, trialRequests } from "@/lib/db/schema";
import { formatMoney } from "@/lib/money/money";
import { openInquiryForFirstLesson } from "@/lib/growth/inquiry-intake";
import { recordOnlinePayment } from "@/lib/payments/online-payment";
import { createInvite } from "@/lib/people/invites";
import { notifyIntroOfferPaid } from "./intro-offer-mail";
import { introOfferOf, type IntroOfferPaid } from "./intro-offer-metadata";
import { sourceLabel } from "./trial-confirmation";
import { visitorSession } from "./visitor-session";

/** A booking that didn't end as a booked place (a waitlist place): undone, so the offer's unit stays unused. */
class NotBooked extends Error {}

/**
 * `checkout.session.completed` of an intro offer, inside the Connect webhook's transaction (which
 * stores the event's id with its effect, so a replayed event changes nothing; the payment's
 * Checkout id is unique in the ledger too, so a second event for the same session sells nothing):
 * the student with the address (a new one if none), the package sold through sellPackageTx with its
 * online payment (the sale recorded as a first-lesson offer), the first lesson booked with one of its
 * units, and the confirmation e-mailed. The money is never refused: if the lesson was taken
 * meanwhile, the package is still theirs with every unit, and the student and owners are told to
 * choose another time.
 */
export async function applyIntroOfferCheckout(tx: Tx, checkout: Stripe.Checkout.Session, at: Date, now = new Date()): Promise<boolean> {
  const paid = introOfferOf(checkout);
  if (!paid) return false;
  // The booking and sale services open their own transactions: inside this one they are savepoints.
  const db: Db = tx;
  const { student, isNew } = await findOrCreateStudent(tx, paid);
  // First the inquiry, so the sale and the booking below move it on as they would any other.
  await noteIntroOfferFirstContact(db, paid, student, at);
  const recorded = await recordOnlinePayment(db, {
    studioId: paid.studioId,
    studentId: student.id,
    amountCents: paid.amountCents,
    externalId: paid.checkoutId,
    packageId: paid.packageId,
  });
  if (!recorded.created) return true;
  const [sold] = await tx
    .select({ studentPackageId: ledgerEntries.studentPackageId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.studioId, paid.studioId), eq(ledgerEntries.id, recorded.paymentId)));
  const lesson = await lessonFacts(tx, paid);
  const notBooked = await bookFirstLesson(db, paid, student, sold.studentPackageId ?? undefined, now);
  if (notBooked === null)
    await tx.insert(trialRequests).values({
      studioId: paid.studioId,
      studentId: student.id,
      status: "booked",
      source: paid.source,
      ...(paid.lesson.kind === "class"
        ? { eventId: paid.lesson.eventId, role: paid.lesson.role ?? null }
        : { instructorId: paid.lesson.instructorId, serviceId: paid.lesson.serviceId, startsAt: new Date(paid.lesson.startsAt) }),
      decidedAt: now,
    });
  if (isNew && paid.source)
    await tx
      .insert(studentSources)
      .values({ studioId: paid.studioId, studentId: student.id, label: sourceLabel(paid.source), source: paid.source })
      .onConflictDoNothing();
  const invite = student.userId ? null : await inviteBuyer(db, paid, student.id);
  await notifyIntroOfferPaid(
    db,
    paid.studioId,
    {
      checkoutId: paid.checkoutId,
      name: student.name,
      email: paid.email,
      offer: { name: lesson.offerName, units: lesson.units, amountText: formatMoney(paid.amountCents, lesson.currency) },
      lesson: { title: lesson.title, startsAt: lesson.startsAt },
      notBooked,
      invite,
    },
    now,
  );
  return true;
}

/**
 * Where an intro offer bought on the public page becomes the studio's first contact with the person:
 * the one place the inquiry pipeline hears of it (an inquiry from the page's form, keeping where they
 * came from; the sale and the booking that follow move it on by themselves).
 */
async function noteIntroOfferFirstContact(db: Db, paid: IntroOfferPaid, student: { id: string; name: string }, at: Date) {
  const person = { studioId: paid.studioId, studentId: student.id, name: student.name, email: paid.email, phone: paid.phone };
  await openInquiryForFirstLesson(db, { ...person, source: paid.source, booked: false }, at);
}

/** The active student with the address (checked new before the payment), else a new one: they have paid, so no limit refuses them now. */
async function findOrCreateStudent(tx: Tx, paid: IntroOfferPaid) {
  const [known] = await tx
    .select({ id: students.id, name: students.name, userId: students.userId })
    .from(students)
    .where(and(eq(students.studioId, paid.studioId), eq(students.active, true), sql`lower(${students.email}) = ${paid.email}`))
    .limit(1);
  if (known) return { student: known, isNew: false };
  const [created] = await tx
    .insert(students)
    .values({ studioId: paid.studioId, name: paid.name, email: paid.email, phone: paid.phone })
    .returning({ id: students.id, name: students.name, userId: students.userId });
  return { student: created, isNew: true };
}

/**
 * Books the chosen lesson as the student themselves would (same locks, capacity, clash and admission
 * rules), paid by a unit of the package just sold, in a savepoint: a refusal (taken, full, a waiver
 * to sign first) undoes only the booking and is returned as the reason; null when booked.
 */
async function bookFirstLesson(
  db: Db,
  paid: IntroOfferPaid,
  student: { id: string; name: string },
  studentPackageId: string | undefined,
  now: Date,
): Promise<string | null> {
  const session = await visitorSession(db, paid.studioId, { ...student, email: paid.email });
  const lesson = paid.lesson;
  try {
    await db.transaction(async (savepoint) => {
      const inner: Db = savepoint;
      const result =
        lesson.kind === "class"
          ? await bookEvent(inner, session, lesson.eventId, { role: lesson.role, studentPackageId }, now)
          : await bookPrivateLesson(inner, session, { ...lesson, studentPackageId }, now);
      if (result.booking.status !== "booked") throw new NotBooked();
    });
    return null;
  } catch (error) {
    if (error instanceof NotBooked) return "the class filled up while you paid.";
    if (error instanceof AppError) return error.message;
    throw error;
  }
}

/** The invitation to set a password (the invites flow, in a savepoint: an address that meanwhile got an account just isn't invited). */
async function inviteBuyer(db: Db, paid: IntroOfferPaid, studentId: string) {
  let invite: { token: string; expiresAt: Date } | null = null;
  try {
    await createInvite(
      db,
      { studioId: paid.studioId },
      { role: "student", personId: studentId, email: paid.email },
      async (_tx, created) => {
        invite = { token: created.token, expiresAt: created.expiresAt };
      },
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  return invite as { token: string; expiresAt: Date } | null;
}

/** What the e-mails name: the offer, the lesson's title and start, the studio's currency. */
async function lessonFacts(tx: Tx, paid: IntroOfferPaid) {
  const [[offer], [studio]] = await Promise.all([
    tx
      .select({ name: packages.name, units: packages.units })
      .from(packages)
      .where(and(eq(packages.studioId, paid.studioId), eq(packages.id, paid.packageId))),
    tx.select({ currency: studios.currency }).from(studios).where(eq(studios.id, paid.studioId)),
  ]);
  const [row] =
    paid.lesson.kind === "class"
      ? await tx
          .select({ title: services.name, startsAt: events.startsAt })
          .from(events)
          .innerJoin(services, and(eq(services.studioId, events.studioId), eq(services.id, events.serviceId)))
          .where(and(eq(events.studioId, paid.studioId), eq(events.id, paid.lesson.eventId)))
      : await tx
          .select({ title: sql<string>`${services.name} || ' with ' || ${instructors.name}`, startsAt: sql<null>`null` })
          .from(services)
          .innerJoin(instructors, and(eq(instructors.studioId, services.studioId), eq(instructors.id, paid.lesson.instructorId)))
          .where(and(eq(services.studioId, paid.studioId), eq(services.id, paid.lesson.serviceId)));
  return {
    offerName: offer?.name ?? "Intro offer",
    units: offer?.units ?? 1,
    currency: studio.currency,
    title: row?.title ?? "Your first lesson",
    startsAt: paid.lesson.kind === "private" ? new Date(paid.lesson.startsAt) : (row?.startsAt ?? new Date()),
  };
}

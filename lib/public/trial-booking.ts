import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import { assertAddressLimits, type AddressLimits } from "@/lib/auth/address-limits";
import { assertThrottle, type ThrottleRule } from "@/lib/auth/throttle";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { students, studentSources, trialRequests, users, type TrialSource } from "@/lib/db/schema";
import { notifyTrialInvitation, notifyTrialSignIn } from "@/lib/notifications/trial-notice";
import { assertStudentLimit } from "@/lib/people/plan-limits";
import { findPublicPage } from "./public-studio";
import type { TTrialBooking } from "./schemas";
import { bookWantedLesson, inviteTrialStudent } from "./trial-steps";
import { resolveWantedLesson } from "./trial-lesson";
import { visitorSession } from "./visitor-session";

/** 10 first lessons an hour from one address, and 200 an hour per studio page as a backstop only many addresses reach. */
export const TRIAL_LIMITS: AddressLimits = {
  perAddress: { name: "trial:address", limit: 10, windowMs: 3600_000 },
  backstop: { name: "trial:page", limit: 200, windowMs: 3600_000 },
};
/** 3 an hour per e-mail address: the form sends mail to whatever address is typed. */
export const TRIALS_PER_EMAIL: ThrottleRule = { name: "trial:email", limit: 3, windowMs: 3600_000 };

/**
 * The same answer for every address, new or known, so the form can't be used to ask who has an account;
 * except at a studio that takes payment when booking, where a new visitor's place is held and they are
 * sent to Stripe Checkout to pay for it (an address with an account still gets "check your e-mail").
 */
export type TrialAnswer = { status: "check_email"; message: string } | { status: "checkout"; message: string; checkoutUrl: string };

const ANSWER: TrialAnswer = { status: "check_email", message: "Thank you! We've sent you an e-mail: follow it to confirm your place." };
const PAYING_MESSAGE = "Your place is held for 15 minutes while you pay. Taking you to Stripe…";

/**
 * A visitor's first lesson (POST /api/public/studios/{slug}/trial). A new address becomes a student
 * of the studio, is booked through the same services students use (or waits for the studio when it
 * confirms first lessons), and gets an invitation to set a password. An address that already has an
 * account gets "sign in to confirm" instead: nothing is booked in someone's name by an unsigned form.
 */
export async function bookTrial(
  db: Db,
  slug: string,
  input: TTrialBooking,
  request: { address: string },
  now = new Date(),
): Promise<TrialAnswer> {
  await assertAddressLimits(
    db,
    TRIAL_LIMITS,
    { address: request.address, backstopSubject: slug },
    { perAddress: "Too many bookings from this network.", backstop: "This studio is receiving too many first-lesson requests right now." },
    now,
  );
  // The honeypot: a field people never see. A bot that fills it is told it worked, and nothing happens.
  if (input.website) return ANSWER;
  await assertThrottle(db, TRIALS_PER_EMAIL, input.email, "Too many bookings for this e-mail address.", now);

  const page = await findPublicPage(db, slug);
  const lesson = await resolveWantedLesson(db, page, input, now);
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (account) {
    // Links on SITE_URL, never the request's Host: a visitor's forged Host must not put their own site in the e-mail.
    const url = `${env.SITE_URL}/login?redirect=${encodeURIComponent("/app/schedule")}`;
    await notifyTrialSignIn(db, page.studioId, { email: input.email, name: input.name, url, lesson: { ...lesson, state: "booked" } }, now);
    return ANSWER;
  }

  const { student, isNew } = await findOrCreateStudent(db, page.studioId, input);
  const source = sourceOf(input);
  let checkoutUrl: string | undefined;
  try {
    const status = page.trialNeedsConfirmation ? "pending" : "booked";
    if (status === "booked") {
      const visitor = await visitorSession(db, page.studioId, student);
      ({ checkoutUrl } = await bookWantedLesson(db, visitor, student.id, lesson, now, { returnPath: `/s/${slug}/trial` }));
    }
    await db.insert(trialRequests).values({
      studioId: page.studioId,
      studentId: student.id,
      status,
      source,
      ...(lesson.kind === "class"
        ? { eventId: lesson.eventId, role: lesson.role ?? null }
        : { instructorId: lesson.instructorId, serviceId: lesson.serviceId, startsAt: lesson.startsAt }),
      decidedAt: status === "booked" ? now : null,
    });
  } catch (error) {
    // Nothing was booked (full, taken, a clash): the student created a moment ago goes too.
    if (isNew) await db.delete(students).where(and(eq(students.studioId, page.studioId), eq(students.id, student.id)));
    throw error;
  }
  if (isNew && source)
    await db
      .insert(studentSources)
      .values({ studioId: page.studioId, studentId: student.id, label: sourceLabel(source), source })
      .onConflictDoNothing();
  const state = page.trialNeedsConfirmation ? "requested" : checkoutUrl ? "paying" : "booked";
  await inviteTrialStudent(db, page.studioId, student, (tx, invite) =>
    notifyTrialInvitation(tx, page.studioId, { ...invite, lesson: { ...lesson, state } }),
  );
  return checkoutUrl ? { status: "checkout", message: PAYING_MESSAGE, checkoutUrl } : ANSWER;
}

/** A student the studio already added with this address (and no account yet) is the visitor; otherwise a new one. */
async function findOrCreateStudent(db: Db, studioId: string, input: TTrialBooking) {
  const [known] = await db
    .select({ id: students.id, name: students.name, email: students.email, active: students.active })
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.email, input.email), isNull(students.userId)))
    .limit(1);
  if (known?.active) return { student: { id: known.id, name: known.name, email: input.email }, isNew: false };
  try {
    await assertStudentLimit(db, studioId);
  } catch {
    throw new AppError("rule", "The studio can't take new students online just now. Please contact them directly.");
  }
  const [created] = await db
    .insert(students)
    .values({ studioId, name: input.name, email: input.email, phone: input.phone || null })
    .returning({ id: students.id, name: students.name });
  return { student: { ...created, email: input.email }, isNew: true };
}

function sourceOf(input: TTrialBooking): TrialSource | null {
  const source = { ref: input.ref, utmSource: input.utmSource, utmMedium: input.utmMedium, utmCampaign: input.utmCampaign };
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value));
  return Object.keys(given).length ? given : null;
}

/** What the reports group new students by: the ref, else the UTM source, else the page itself. */
export function sourceLabel(source: TrialSource | null): string {
  return source?.ref || source?.utmSource || "Public page";
}

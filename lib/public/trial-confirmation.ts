import "server-only";
import { LINK_TOKEN } from "@/lib/api/ids";
import { loggableError } from "@/lib/api/log-error";
import { and, eq, isNull } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import { hashToken } from "@/lib/auth/token-hash";
import type { Db } from "@/lib/db/client";
import { students, studentSources, trialConfirmations, trialRequests, users, type TrialSource } from "@/lib/db/schema";
import { openInquiryForFirstLesson } from "@/lib/growth/inquiry-intake";
import { notifyFirstLessonRequest } from "@/lib/notifications/lesson-notices";
import { notifyTrialInvitation } from "@/lib/notifications/trial-notice";
import { costText, type BookingCost, type BookingPrice } from "@/lib/money/price-text";
import { assertStudentLimit } from "@/lib/people/plan-limits";
import { findPublicPage } from "./public-studio";
import { bookWantedLesson, inviteTrialStudent } from "./trial-steps";
import { resolveWantedLesson, type WantedLesson } from "./trial-lesson";
import { priceWantedLesson } from "./trial-price";
import { visitorSession } from "./visitor-session";
import { saveIntakeAnswers } from "@/lib/records/intake";

type Confirmation = typeof trialConfirmations.$inferSelect;
type Page = Awaited<ReturnType<typeof findPublicPage>>;

/** What the confirmation page shows before the visitor clicks: the lesson, or why the link no longer works. */
export type TrialConfirmationStatus =
  | { state: "open"; email: string; name: string; lesson: { title: string; startsAt: string }; price: BookingPrice | null }
  | { state: "confirmed" | "expired" | "invalid" };

/** What confirming did: booked, waiting for the studio, held while they pay, or "sign in" for an address with an account. */
export type TrialConfirmed =
  | { status: "booked" | "requested"; message: string }
  | { status: "checkout"; message: string; checkoutUrl: string }
  | { status: "sign_in"; message: string; url: string };

const INVALID = "This confirmation link isn't valid. Ask for your first lesson again on the studio's page.";
const CONFIRMED = "This first lesson is already confirmed: look for our e-mail to choose your password.";
const EXPIRED = "This confirmation link has expired (links last a day). Ask for your first lesson again on the studio's page.";

async function findConfirmation(db: Db, studioId: string, token: string): Promise<Confirmation | null> {
  if (!LINK_TOKEN.test(token)) return null;
  const [row] = await db
    .select()
    .from(trialConfirmations)
    .where(and(eq(trialConfirmations.studioId, studioId), eq(trialConfirmations.tokenHash, hashToken(token))))
    .limit(1);
  return row ?? null;
}

export async function readTrialConfirmation(db: Db, studioId: string, token: string, now = new Date()): Promise<TrialConfirmationStatus> {
  const row = await findConfirmation(db, studioId, token);
  if (!row) return { state: "invalid" };
  if (row.usedAt) return { state: "confirmed" };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: "expired" };
  const price = await priceWantedLesson(db, studioId, row.asked, row.email, now);
  return { state: "open", email: row.email, name: row.asked.name, lesson: row.asked.lesson, price };
}

/**
 * POST /api/public/studios/{slug}/trial/confirm: the reader of the address confirms the first lesson
 * asked for with it, and only then is it booked — as the form used to at once: a new address becomes
 * a student, a student the studio added without an account is that student, each booked through the
 * services students use (held for Stripe Checkout at a studio that takes payment when booking, or
 * waiting for the studio when it confirms first lessons), then invited to set a password. The link
 * works once: claiming it is the first write, so a second click books nothing; if booking fails (the
 * place was taken meanwhile) the claim is let go and the answer says why.
 */
export async function confirmTrial(db: Db, slug: string, token: string, now = new Date()): Promise<TrialConfirmed> {
  const page = await findPublicPage(db, slug);
  const row = await findConfirmation(db, page.studioId, token);
  if (!row) throw new AppError("not_found", INVALID);
  if (row.usedAt) throw new AppError("gone", CONFIRMED);
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError("gone", EXPIRED);
  const claimed = await db
    .update(trialConfirmations)
    .set({ usedAt: now })
    .where(and(eq(trialConfirmations.studioId, row.studioId), eq(trialConfirmations.id, row.id), isNull(trialConfirmations.usedAt)))
    .returning({ id: trialConfirmations.id });
  if (!claimed.length) throw new AppError("gone", CONFIRMED);
  try {
    return await bookConfirmed(db, page, row, now);
  } catch (error) {
    await db
      .update(trialConfirmations)
      .set({ usedAt: null })
      .where(and(eq(trialConfirmations.studioId, row.studioId), eq(trialConfirmations.id, row.id)));
    throw error;
  }
}

async function bookConfirmed(db: Db, page: Page, confirmation: Confirmation, now: Date): Promise<TrialConfirmed> {
  const { asked, email } = confirmation;
  // Checked again: the class may have filled up or started, the time been taken, since it was asked for.
  const lesson = await resolveWantedLesson(db, page, asked, now);
  // An account made since (say the studio's invitation, accepted): it books for itself, signed in.
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (account)
    return {
      status: "sign_in",
      message: "You already have a Promenade account: sign in to book your lesson.",
      url: `/login?redirect=${encodeURIComponent("/app/schedule")}`,
    };

  const { student, isNew } = await findOrCreateStudent(db, page.studioId, { email, name: asked.name, phone: asked.phone });
  let checkoutUrl: string | undefined;
  let money: BookingCost | undefined;
  let currency = "";
  try {
    const status = page.trialNeedsConfirmation ? "pending" : "booked";
    if (status === "booked") {
      const visitor = await visitorSession(db, page.studioId, student);
      currency = visitor.studioCurrency;
      ({ checkoutUrl, money } = await bookWantedLesson(db, visitor, student.id, lesson, now, { returnPath: `/s/${page.slug}/trial` }));
    }
    // The answers given with the request, now that the address is the visitor's.
    if (asked.intake) await db.transaction((tx) => saveIntakeAnswers(tx, page.studioId, student.id, asked.intake ?? {}));
    await db.insert(trialRequests).values({
      studioId: page.studioId,
      studentId: student.id,
      status,
      source: asked.source,
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
  const state = page.trialNeedsConfirmation ? "requested" : checkoutUrl ? "paying" : "booked";
  // The place is booked (or held, or asked for): what follows must not undo the claim on the link, or a
  // second click would book again. A failure here is logged; the studio can invite the student again.
  try {
    await followUpConfirmed(db, page, { student, isNew, asked, lesson, state }, now);
  } catch (error) {
    console.error("A confirmed first lesson's follow-up failed (the lesson stands):", loggableError(error));
  }
  if (checkoutUrl)
    return { status: "checkout", message: "Your place is held for 15 minutes while you pay. Taking you to Stripe…", checkoutUrl };
  if (page.trialNeedsConfirmation)
    return {
      status: "requested",
      message: "Thank you! The studio will confirm your place and let you know. We've e-mailed you a link to choose your password.",
    };
  const cost = costText(money, currency);
  return {
    status: "booked",
    message: `You're booked.${cost ? ` ${cost}` : ""} We've e-mailed you a link to choose your password and see your lessons.`,
  };
}

/** A student the studio already added with this address (and no account yet) is the visitor; otherwise a new one. */
async function findOrCreateStudent(db: Db, studioId: string, visitor: { email: string; name: string; phone?: string }) {
  const [known] = await db
    .select({ id: students.id, name: students.name, email: students.email, active: students.active })
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.email, visitor.email), isNull(students.userId)))
    .limit(1);
  if (known?.active) return { student: { id: known.id, name: known.name, email: visitor.email }, isNew: false };
  try {
    await assertStudentLimit(db, studioId);
  } catch {
    throw new AppError("rule", "The studio can't take new students online just now. Please contact them directly.");
  }
  const [created] = await db
    .insert(students)
    .values({ studioId, name: visitor.name, email: visitor.email, phone: visitor.phone || null })
    .returning({ id: students.id, name: students.name });
  return { student: { ...created, email: visitor.email }, isNew: true };
}

/** What the reports group new students by: the ref, else the UTM source, else the page itself. */
export function sourceLabel(source: TrialSource | null): string {
  return source?.ref || source?.utmSource || "Public page";
}

/** After a first lesson is booked: the owners told, where the visitor came from kept, the visitor invited. */
async function followUpConfirmed(
  db: Db,
  page: Page,
  booked: {
    student: Awaited<ReturnType<typeof findOrCreateStudent>>["student"];
    isNew: boolean;
    asked: Confirmation["asked"];
    lesson: WantedLesson;
    state: "requested" | "paying" | "booked";
  },
  now: Date,
): Promise<void> {
  const { student, isNew, asked, lesson, state } = booked;
  await notifyFirstLessonRequest(
    db,
    page.studioId,
    { visitorName: asked.name, title: lesson.title, startsAt: lesson.startsAt, state: state === "requested" ? "waiting" : state },
    now,
  );
  if (isNew && asked.source)
    await db
      .insert(studentSources)
      .values({ studioId: page.studioId, studentId: student.id, label: sourceLabel(asked.source), source: asked.source })
      .onConflictDoNothing();
  await inviteTrialStudent(db, page.studioId, student, (tx, invite) =>
    notifyTrialInvitation(tx, page.studioId, { ...invite, lesson: { ...lesson, state } }),
  );
  // The studio's pipeline: an inquiry that knows where they came from, at first lesson booked once it is.
  const inquiry = { studioId: page.studioId, studentId: student.id, name: asked.name, email: student.email, phone: asked.phone };
  await openInquiryForFirstLesson(db, { ...inquiry, source: asked.source, booked: state !== "requested" }, now);
}

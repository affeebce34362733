import "server-only";
import { countryOfTimeZone } from "@/lib/dates/time-zone-country";
import { AppError } from "@/lib/api/app-error";
import { isMailConfigured } from "@/lib/notifications/mail-transport";
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterResponse } from "@/lib/api/after-response";
import { readPhone } from "@/lib/api/phone";
import { assertAddressLimits, type AddressLimits } from "@/lib/auth/address-limits";
import { assertThrottle, type ThrottleRule } from "@/lib/auth/throttle";
import { hashToken } from "@/lib/auth/token-hash";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { studios, trialConfirmations, users, type TrialAsked, type TrialSource } from "@/lib/db/schema";
import { notifyTrialConfirmation, notifyTrialSignIn } from "@/lib/notifications/trial-notice";
import { findPublicPage } from "./public-studio";
import type { TTrialBooking } from "./schemas";
import { resolveWantedLesson, type WantedLesson } from "./trial-lesson";
import { intakeAnswersOrThrow, listIntakeFields } from "@/lib/records/intake";

/** 10 first lessons an hour from one address, and 200 an hour per studio page as a backstop only many addresses reach. */
export const TRIAL_LIMITS: AddressLimits = {
  perAddress: { name: "trial:address", limit: 10, windowMs: 3600_000 },
  backstop: { name: "trial:page", limit: 200, windowMs: 3600_000 },
};
/** 3 an hour per e-mail address: the form sends mail to whatever address is typed. */
export const TRIALS_PER_EMAIL: ThrottleRule = { name: "trial:email", limit: 3, windowMs: 3600_000 };

/** A confirmation link works for a day. */
export const TRIAL_CONFIRM_MS = 86_400_000;

/** The one answer, whatever the address: it tells no one whether the studio knows it (the form adds the address typed). */
export type TrialAnswer = { status: "check_email"; message: string };

const ANSWER: TrialAnswer = { status: "check_email", message: "Check your e-mail: follow the link we sent you to confirm your lesson." };

/**
 * A visitor asks for a first lesson (POST /api/public/studios/{slug}/trial). The form is unsigned —
 * anyone can type anyone's address — so it books nothing: the lesson asked for is checked (on the
 * timetable, not full: the same answer whoever asks), and the rest happens after the answer, by the
 * same path and in the same time for every address. The address's reader confirms from the e-mail
 * (lib/public/trial-confirmation.ts books it then); an address with an account is asked to sign in.
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
  const page = await findPublicPage(db, slug);
  // The studio's questions, required ones required: said before anything is sent, the same for every
  // address, and before the e-mail's count, so a forgotten answer doesn't use up the visitor's tries.
  const fields = await listIntakeFields(db, page.studioId, { forStudent: true });
  const intake = intakeAnswersOrThrow(fields, input.intake ?? {}, { who: "student", requireRequired: true });
  await assertThrottle(db, TRIALS_PER_EMAIL, input.email, "Too many bookings for this e-mail address.", now);

  // Every first lesson is confirmed from its address: with no mail server nothing could ever arrive.
  if (!isMailConfigured())
    throw new AppError(
      "unavailable",
      "This studio can't take first-lesson requests online just now. Please call or e-mail the studio to book.",
    );
  // The number as the studio's country reads it ("07911 123456" in London), kept as +447911123456.
  const [studio] = await db.select({ timeZone: studios.timeZone }).from(studios).where(eq(studios.id, page.studioId));
  const answers = Object.fromEntries(Object.entries(intake).filter((entry): entry is [string, string] => entry[1] !== null));
  const withIntake = { ...input, intake: answers };
  const asked = input.phone ? { ...withIntake, phone: readPhone(input.phone, countryOfTimeZone(studio.timeZone)) } : withIntake;
  const lesson = await resolveWantedLesson(db, page, asked, now);
  afterResponse("First-lesson confirmation e-mail", () =>
    askToConfirm(db, { studioId: page.studioId, slug: page.slug ?? slug }, asked, lesson, now),
  );
  return ANSWER;
}

/**
 * After the answer: an address with an account gets "sign in to confirm" (it books for itself, signed
 * in); any other — one the studio has never seen, or a student it added who has no account yet — gets
 * "Confirm your first lesson", a single-use link valid a day whose token is stored hashed.
 */
async function askToConfirm(db: Db, page: { studioId: string; slug: string }, input: TTrialBooking, lesson: WantedLesson, now: Date) {
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (account) {
    // Links on SITE_URL, never the request's Host: a visitor's forged Host must not put their own site in the e-mail.
    const url = `${env.SITE_URL}/login?redirect=${encodeURIComponent("/app/schedule")}`;
    await notifyTrialSignIn(db, page.studioId, { email: input.email, name: input.name, url, lesson: { ...lesson, state: "booked" } }, now);
    return;
  }
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + TRIAL_CONFIRM_MS);
  await db.transaction(async (tx) => {
    const [confirmation] = await tx
      .insert(trialConfirmations)
      .values({
        studioId: page.studioId,
        email: input.email,
        asked: askedOf(input, lesson),
        tokenHash: hashToken(token),
        expiresAt,
        createdAt: now,
      })
      .returning({ id: trialConfirmations.id });
    await notifyTrialConfirmation(tx, page.studioId, {
      id: confirmation.id,
      slug: page.slug,
      email: input.email,
      name: input.name,
      token,
      expiresAt,
      lesson: { title: lesson.title, startsAt: lesson.startsAt },
    });
  });
}

function askedOf(input: TTrialBooking, lesson: WantedLesson): TrialAsked {
  return {
    ...(lesson.kind === "class"
      ? { eventId: lesson.eventId, ...(lesson.role ? { role: lesson.role } : {}) }
      : { instructorId: lesson.instructorId, startsAt: lesson.startsAt.toISOString() }),
    name: input.name,
    ...(input.phone ? { phone: input.phone } : {}),
    ...(input.intake && Object.keys(input.intake).length ? { intake: input.intake as Record<string, string> } : {}),
    source: sourceOf(input),
    lesson: { title: lesson.title, startsAt: lesson.startsAt.toISOString() },
  };
}

function sourceOf(input: TTrialBooking): TrialSource | null {
  const source = { ref: input.ref, utmSource: input.utmSource, utmMedium: input.utmMedium, utmCampaign: input.utmCampaign };
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value));
  return Object.keys(given).length ? given : null;
}

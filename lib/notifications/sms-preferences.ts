import { countryOfTimeZone } from "@/lib/dates/time-zone-country";
import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import { assertFeature } from "@/lib/billing/plan-required";
import { cheapestPlanWith, hasFeature } from "@/lib/billing/plans";
import { resolveSubscription } from "@/lib/billing/resolve-subscription";
import { getDb, type Db } from "@/lib/db/client";
import { notificationPreferences, studios } from "@/lib/db/schema";
import { readPhone } from "@/lib/api/phone";
import { displayPhone } from "./sms-phone";
import type { TSmsSettingsPatch } from "./sms-schemas";
import { isSmsConfigured } from "./sms-transport";

export type SmsSettings =
  /** No SMS_* settings: the option isn't shown at all. */
  | { available: false }
  | {
      available: true;
      /** false: the studio's plan has no texts; `planName` unlocks them. */
      allowed: boolean;
      planName: string;
      enabled: boolean;
      /** As the studio's country writes it; null until the person enters one. */
      phone: string | null;
      /** A STOP reply turned texts off (START turns them back on). */
      stopped: boolean;
    };

/** Texts are for a person's own lessons: students and instructors (an owner who teaches too). */
function assertOwnLessons(session: Session) {
  if (!session.studentId && !session.instructorId) {
    throw new AppError("forbidden", "Text reminders are for students and instructors, about their own lessons.");
  }
}

export async function getSmsSettings(db: Db, session: Session, now = new Date()): Promise<SmsSettings> {
  if (!isSmsConfigured() || (!session.studentId && !session.instructorId)) return { available: false };
  const [row] = await db
    .select({
      smsEnabled: notificationPreferences.smsEnabled,
      smsPhone: notificationPreferences.smsPhone,
      smsStoppedAt: notificationPreferences.smsStoppedAt,
    })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.studioId, session.studioId), eq(notificationPreferences.userId, session.userId)));
  const country = countryOfTimeZone(session.studioTimeZone);
  return {
    available: true,
    allowed: hasFeature(resolveSubscription(session.studioPlan, now).key, "sms_notifications"),
    planName: cheapestPlanWith("sms_notifications")?.name ?? "Pro",
    enabled: row?.smsEnabled ?? false,
    phone: row?.smsPhone ? displayPhone(row.smsPhone, country) : null,
    stopped: Boolean(row?.smsStoppedAt),
  };
}

/** For server components (Settings → Profile): the same read, on the app's database. */
export async function loadSmsSettings(session: Session): Promise<SmsSettings> {
  return getSmsSettings(await getDb(), session);
}

/**
 * The person's own "Text me reminders": only they can turn it on (nobody opts someone else in),
 * only on a plan with texts, and the number is kept in E.164. Turning it off keeps the number.
 */
export async function updateSmsSettings(db: Db, session: Session, input: TSmsSettingsPatch, now = new Date()): Promise<SmsSettings> {
  assertOwnLessons(session);
  if (!isSmsConfigured()) throw new AppError("not_found", "Text messages aren't set up for this studio.");
  if (input.enabled) assertFeature(session.studioPlan, "sms_notifications", "Text reminders are available on the Pro plan.", now);
  const phone = input.phone ? readPhone(input.phone, countryOfTimeZone(session.studioTimeZone)) : undefined;
  const values = {
    smsEnabled: input.enabled,
    ...(phone ? { smsPhone: phone } : {}),
    // Choosing texts again in the app is a new opt-in: a past STOP no longer stands.
    ...(input.enabled ? { smsStoppedAt: null } : {}),
    updatedAt: now,
  };
  await db
    .insert(notificationPreferences)
    .values({ studioId: session.studioId, userId: session.userId, ...values })
    .onConflictDoUpdate({ target: [notificationPreferences.studioId, notificationPreferences.userId], set: values });
  return getSmsSettings(db, session, now);
}

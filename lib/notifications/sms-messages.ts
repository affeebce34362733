import "server-only";
import type { StudioClock } from "@/lib/studio/locales";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { notificationPreferences } from "@/lib/db/schema";
import { addDays, instantToLocal } from "@/lib/dates/wall-time";
import type { BookingDetails } from "./booking-details";
import type { NewMessage } from "./enqueue";
import type { StudioContext } from "./studio-context";

export type SmsKind = "reminder" | "waitlist_promoted";

/** The opted-in numbers of these people in the studio (none when the studio can't text). */
export async function smsNumbersOf(tx: Db, studio: StudioContext, userIds: (string | null)[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  if (!studio.sms || ids.length === 0) return new Map();
  const numbers = new Map<string, string>();
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = await tx
      .select({ userId: notificationPreferences.userId, phone: notificationPreferences.smsPhone })
      .from(notificationPreferences)
      .where(
        and(
          eq(notificationPreferences.studioId, studio.id),
          inArray(notificationPreferences.userId, ids.slice(start, start + 1000)),
          eq(notificationPreferences.smsEnabled, true),
          isNotNull(notificationPreferences.smsPhone),
        ),
      );
    for (const row of rows) numbers.set(row.userId, row.phone!);
  }
  return numbers;
}

/** "Maria L.": a first name and an initial, enough on a lock screen. */
export const shortName = (name: string) => {
  const [first, ...rest] = name.trim().split(/\s+/);
  return rest.length ? `${first} ${rest.at(-1)![0]}.` : first;
};

/** "today 7:00 PM", "tomorrow 7:00 PM" or "Thu Nov 26 7:00 PM" ("Thu 26 Nov 19:00" in en-GB), in the studio's zone. */
export function smsWhen(startsAt: Date, { timeZone, locale }: StudioClock, now: Date): string {
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone }).format(startsAt);
  const day = instantToLocal(startsAt, timeZone).date;
  const today = instantToLocal(now, timeZone).date;
  const tomorrow = addDays(today, 1);
  const date =
    day === today
      ? "today"
      : day === tomorrow
        ? "tomorrow"
        : new Intl.DateTimeFormat(locale, { weekday: "short", month: "short", day: "numeric", timeZone }).format(startsAt).replace(",", "");
  return `${date} ${time}`.replace(/\s/g, " ");
}

/**
 * A booking's text: "Promenade Ballroom: reminder — Private Lesson with Maria L. tomorrow 7:00 PM.
 * Reply STOP to opt out." Its dedupe key is the e-mail's plus ":sms", so the outbox's unique key
 * sends it once, and withdrawing a booking's reminders (`reminder:<id>:%`) withdraws the text too.
 */
export function bookingSms(
  studio: StudioContext,
  booking: BookingDetails,
  kind: SmsKind,
  phone: string,
  dedupeKey: string,
  now: Date,
): NewMessage {
  const what = `${booking.title}${booking.instructorName ? ` with ${shortName(booking.instructorName)}` : ""}`;
  const when = smsWhen(booking.startsAt, studio, now);
  const text =
    kind === "reminder"
      ? `${studio.name}: reminder — ${what} ${when}. Reply STOP to opt out.`
      : `${studio.name}: you're in — a place opened in ${what} ${when}. Reply STOP to opt out.`;
  return {
    studioId: studio.id,
    kind,
    channel: "sms",
    userId: booking.userId,
    recipient: phone,
    recipientName: booking.studentName,
    subject: kind === "reminder" ? "Text: lesson reminder" : "Text: moved from the waitlist",
    text,
    dedupeKey: `${dedupeKey}:sms`,
  };
}

import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { scanExpiringCards, scanUpcomingCharges } from "./autopay-scan";
import { loadBookingDetails } from "./booking-details";
import { enqueueMessages, type NewMessage } from "./enqueue";
import { packageMessage, trialEndingMessage } from "./messages/account-notices";
import { bookingMessage } from "./messages/booking";
import { bookingPush } from "./push-content";
import { ownerRecipients } from "./recipients";
import { bookingSms, smsNumbersOf } from "./sms-messages";
import { loadStudioContext, type StudioContext } from "./studio-context";

export const DEFAULT_REMINDER_HOURS = 24;
export const PACKAGE_LOW_UNITS = 2;
export const PACKAGE_EXPIRY_DAYS = 14;
export const TRIAL_NOTICE_DAYS = 3;

export const reminderKey = (bookingId: string, startsAt: Date) => `reminder:${bookingId}:${startsAt.getTime()}`;

/**
 * Finds what has become due — reminders, packages running low or expiring, trials ending,
 * automatic payments coming up and the cards they need running out — and
 * queues it. Idempotent: every message has a dedupe key, so running it every minute, in several
 * processes at once, queues each message once. A lesson booked (or promoted into) after its
 * reminder window opened gets no reminder: the confirmation just told them.
 */
export async function scanDueNotices(
  db: Db,
  now = new Date(),
): Promise<{ reminders: number; packages: number; trials: number; upcomingCharges: number; expiringCards: number }> {
  const studios = new Map<string, Promise<StudioContext>>();
  const studioOf = (id: string) => {
    if (!studios.has(id)) studios.set(id, loadStudioContext(db, id, now));
    return studios.get(id)!;
  };
  return {
    reminders: await scanReminders(db, now, studioOf),
    packages: await scanPackages(db, now, studioOf),
    trials: await scanTrials(db, now, studioOf),
    upcomingCharges: await scanUpcomingCharges(db, now),
    expiringCards: await scanExpiringCards(db, now, studioOf),
  };
}

type StudioOf = (id: string) => Promise<StudioContext>;

async function scanReminders(db: Db, now: Date, studioOf: StudioOf): Promise<number> {
  const lead = sql`make_interval(hours => coalesce((select sns.reminder_lead_hours from studio_notification_settings sns where sns.studio_id = b.studio_id), ${DEFAULT_REMINDER_HOURS}))`;
  const due = await loadBookingDetails(
    db,
    sql`b.status = 'booked' and e.status = 'scheduled'
      and e.starts_at > ${now.toISOString()}::timestamptz and e.starts_at <= ${now.toISOString()}::timestamptz + ${lead}
      and coalesce(b.promoted_at, b.created_at) <= e.starts_at - ${lead}
      and not exists (select 1 from outbox_messages o where o.studio_id = b.studio_id
        and o.dedupe_key = 'reminder:' || b.id::text || ':' || ((extract(epoch from e.starts_at) * 1000)::bigint)::text)`,
  );
  const messages: NewMessage[] = [];
  for (const studioId of new Set(due.map((booking) => booking.studioId))) {
    const studio = await studioOf(studioId);
    const bookings = due.filter((booking) => booking.studioId === studioId);
    // Texts (Pro) to those who chose them, beside the e-mail: both queued in this one statement.
    const phones = await smsNumbersOf(
      db,
      studio,
      bookings.map((booking) => booking.userId),
    );
    for (const booking of bookings) {
      const dedupeKey = reminderKey(booking.bookingId, booking.startsAt);
      const message = bookingMessage(studio, booking, "reminder", { dedupeKey });
      if (message) messages.push({ ...message, push: bookingPush(studio, booking, "reminder", now) });
      const phone = booking.userId ? phones.get(booking.userId) : undefined;
      if (phone) messages.push(bookingSms(studio, booking, "reminder", phone, dedupeKey, now));
    }
  }
  return enqueueMessages(db, messages, now);
}

type PackageRow = {
  id: string;
  studioId: string;
  name: string;
  left: number;
  expiresAt: string | Date;
  userId: string | null;
  studentName: string;
  email: string | null;
  kind: "package_low" | "package_expiring";
};

async function scanPackages(db: Db, now: Date, studioOf: StudioOf): Promise<number> {
  const rows = await queryRows<PackageRow>(
    db,
    sql`select sp.id, sp.studio_id as "studioId", sp.name, sp.units - sp.units_used as "left", sp.expires_at as "expiresAt",
        p.user_id as "userId", p.name as "studentName", coalesce(u.email, p.email) as email, k.kind
      from student_packages sp
      join students p on p.id = sp.student_id
      left join users u on u.id = p.user_id
      cross join lateral (values
        (case when sp.units - sp.units_used <= ${PACKAGE_LOW_UNITS} then 'package_low' end),
        (case when sp.expires_at <= ${now.toISOString()}::timestamptz + make_interval(days => ${PACKAGE_EXPIRY_DAYS}) then 'package_expiring' end)
      ) as k(kind)
      where k.kind is not null and sp.units > sp.units_used and sp.expires_at > ${now.toISOString()}::timestamptz and p.active
        and sp.membership_id is null
        and not exists (select 1 from outbox_messages o where o.studio_id = sp.studio_id
          and o.dedupe_key = case k.kind when 'package_low' then 'package_low:' || sp.id::text
            else 'package_expiring:' || sp.id::text || ':' || ((extract(epoch from sp.expires_at) * 1000)::bigint)::text end)`,
  );
  const messages: NewMessage[] = [];
  for (const row of rows) {
    if (!row.email) continue;
    const to = { userId: row.userId, name: row.studentName, email: row.email };
    const pack = { id: row.id, name: row.name, left: Number(row.left), expiresAt: new Date(row.expiresAt) };
    messages.push(packageMessage(await studioOf(row.studioId), to, row.kind, pack));
  }
  return enqueueMessages(db, messages, now);
}

async function scanTrials(db: Db, now: Date, studioOf: StudioOf): Promise<number> {
  // A trial is running while the stored plan is still "free" with its end ahead (lib/billing's isTrialing).
  const rows = await queryRows<{ id: string; trialEndsAt: string | Date }>(
    db,
    sql`select id, trial_ends_at as "trialEndsAt" from studios
      where plan = 'free' and trial_ends_at > ${now.toISOString()}::timestamptz
        and trial_ends_at <= ${now.toISOString()}::timestamptz + make_interval(days => ${TRIAL_NOTICE_DAYS})`,
  );
  const messages: NewMessage[] = [];
  for (const row of rows) {
    const studio = await studioOf(row.id);
    for (const owner of await ownerRecipients(db, row.id)) messages.push(trialEndingMessage(studio, owner, new Date(row.trialEndsAt)));
  }
  return enqueueMessages(db, messages, now);
}

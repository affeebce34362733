import { sql } from "drizzle-orm";
import { check, foreignKey, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { studios, users } from "./accounts";
import { bookings } from "./booking";
import { ATTENDANCE_RECEIPT_RESULTS } from "./column-values";

/**
 * One device of one person that takes Web Push (the third outbox channel, beside e-mail and SMS).
 * The endpoint is the browser's push service URL (https only, checked here too); `p256dh` and
 * `auth` are the keys its payloads are encrypted to. One row per endpoint in a studio: the same
 * browser signing in as someone else moves the row to them. Deleted on sign-out from that device,
 * when the person turns the device off, and when the push service answers 404/410 (gone).
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** What the person sees in Settings → Notifications ("Chrome on Android"). */
    device: text("device"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: "push_subscriptions_pkey", columns: [table.studioId, table.id] }),
    uniqueIndex("push_subscriptions_endpoint_key").on(table.studioId, table.endpoint),
    index("push_subscriptions_user_idx").on(table.studioId, table.userId),
    check("push_subscriptions_https", sql`${table.endpoint} like 'https://%'`),
  ],
);

/**
 * Attendance taken on a device (offline, then sent with POST /api/attendance/batch): one row per
 * tap, keyed by the id the device gave it, so the same tap sent twice counts once. `result` is
 * what the first arrival did: applied, or conflict (the lesson or booking was cancelled meanwhile,
 * reported to the instructor instead of overwritten).
 */
export const attendanceReceipts = pgTable(
  "attendance_receipts",
  {
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    clientId: uuid("client_id").notNull(),
    bookingId: uuid("booking_id").notNull(),
    status: text("status").notNull(),
    result: text("result", { enum: ATTENDANCE_RECEIPT_RESULTS }).notNull(),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull(),
    takenBy: uuid("taken_by").references(() => users.id, { onDelete: "set null" }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "attendance_receipts_pkey", columns: [table.studioId, table.clientId] }),
    foreignKey({
      columns: [table.studioId, table.bookingId],
      foreignColumns: [bookings.studioId, bookings.id],
      name: "attendance_receipts_booking_fk",
    }).onDelete("cascade"),
  ],
);

/**
 * The site's own VAPID key pair (Web Push's application server keys), global and one row: made
 * once when VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY aren't set, so every process signs with the same
 * key and the subscriptions browsers made to its public key keep working after a restart.
 */
export const vapidKeys = pgTable(
  "vapid_keys",
  {
    id: smallint("id").primaryKey().default(1),
    publicKey: text("public_key").notNull(),
    privateKey: text("private_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("vapid_keys_one_row", sql`${table.id} = 1`)],
);

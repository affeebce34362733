import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { studios, users } from "./accounts";

/** push: recipient is a push_subscriptions id (one message per device); subject is the title, text the body a lock screen shows. */
export const OUTBOX_CHANNELS = ["email", "sms", "push"] as const;
/**
 * queued → sending (claimed until `claimed_until`) → sent; a failed try goes back to queued with a
 * later `next_attempt_at`, the last one to failed. `unsent`: no mail server is configured (kept, an
 * owner can retry it later); `suppressed`: the person or the studio turned this kind off.
 */
export const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed", "suppressed", "unsent"] as const;

export type OutboxAttachment = { filename: string; contentType: string; content: string };

/**
 * Every e-mail (and SMS) the app sends, written in the same transaction as the change that causes
 * it and sent by the worker (lib/notifications/worker.ts). Rendered when queued: the log shows
 * exactly what was sent, and the worker needs nothing but this row.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    channel: text("channel", { enum: OUTBOX_CHANNELS }).notNull().default("email"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    recipient: text("recipient").notNull(),
    recipientName: text("recipient_name"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    headers: jsonb("headers").$type<Record<string, string>>(),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>(),
    /** The values of the text's secret slots (lib/notifications/secrets.ts): read by the worker only, dropped once sent. */
    secrets: jsonb("secrets").$type<Record<string, string>>(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** e.g. `reminder:<bookingId>:<startsAt>`: the same message can never be queued twice, even by two processes. */
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "outbox_messages_pkey", columns: [table.studioId, table.id] }),
    uniqueIndex("outbox_messages_dedupe_key").on(table.studioId, table.dedupeKey),
    // The worker's claim: only rows still to send, by when they are due.
    index("outbox_messages_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'sending')`),
    // The e-mail log: a studio's messages, newest first.
    index("outbox_messages_studio_created_idx").on(table.studioId, table.createdAt),
  ],
);

/** Which messages a person doesn't want (kinds listed here are not sent to them); absent row = all. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mutedKinds: text("muted_kinds").array().notNull().default([]),
    /** SMS (Pro): the person's own number in E.164 (+12125550134), set only by them. */
    smsPhone: text("sms_phone"),
    /** "Text me reminders": on only when the person chose it; a STOP reply turns it off. */
    smsEnabled: boolean("sms_enabled").notNull().default(false),
    /** When a STOP reply arrived (null: never, or a START since): START turns texts back on only then. */
    smsStoppedAt: timestamp("sms_stopped_at", { withTimezone: true }),
    /** Kinds this person doesn't want as push notifications (on any of their devices); e-mail follows mutedKinds. */
    pushMutedKinds: text("push_muted_kinds").array().notNull().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.studioId, table.userId] }),
    // Twilio's inbound STOP/START names only the phone number.
    index("notification_preferences_sms_phone_idx").on(table.smsPhone),
  ],
);

/** The studio's choices: how long before a lesson the reminder goes, and kinds it doesn't send. */
export const studioNotificationSettings = pgTable("studio_notification_settings", {
  studioId: uuid("studio_id")
    .primaryKey()
    .references(() => studios.id, { onDelete: "cascade" }),
  reminderLeadHours: integer("reminder_lead_hours").notNull().default(24),
  mutedKinds: text("muted_kinds").array().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A single-use password reset link valid 1 hour; only the SHA-256 of its token is stored (like invites). Global. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("password_reset_tokens_hash_key").on(table.tokenHash)],
);

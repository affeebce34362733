import { boolean, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { studios } from "./accounts";
import { events, services } from "./scheduling";
import { instructors, students } from "./people";

/**
 * A studio's public page: off by default. A global table keyed by the studio, like
 * studio_logos: the slug is looked up across studios (a visitor's URL names no studio id), so it
 * is unique site-wide and can't carry studio_id in its key — a reference table (lib/db/distribution.ts).
 */
export const studioPublicPages = pgTable(
  "studio_public_pages",
  {
    /** The studio's id, without a foreign key: on Citus a global table can't reference a studio's. */
    studioId: uuid("studio_id").primaryKey(),
    enabled: boolean("enabled").notNull().default(false),
    /** Lower-case letters, digits and hyphens (lib/public/slug.ts); null until the owner picks one. */
    slug: text("slug"),
    description: text("description"),
    /** The instructors the owner shows, among those who agreed (public_instructor_consents). */
    showInstructorIds: uuid("show_instructor_ids").array().notNull().default([]),
    /** Origins allowed to frame the widget (frame-ancestors), e.g. https://studio.example. */
    widgetOrigins: text("widget_origins").array().notNull().default([]),
    /** First lessons booked from the public page wait for the studio to confirm them. */
    trialNeedsConfirmation: boolean("trial_needs_confirmation").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("studio_public_pages_slug_key").on(table.slug)],
);

/** An instructor's own "appear on the public page" choice: a row means they agreed. */
export const publicInstructorConsents = pgTable(
  "public_instructor_consents",
  {
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    instructorId: uuid("instructor_id").notNull(),
    agreedAt: timestamp("agreed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.studioId, table.instructorId] }),
    foreignKey({
      columns: [table.studioId, table.instructorId],
      foreignColumns: [instructors.studioId, instructors.id],
      name: "public_instructor_consents_instructor_fk",
    }).onDelete("cascade"),
  ],
);

export const TRIAL_STATUSES = ["pending", "booked", "declined"] as const;

/**
 * A first lesson asked for on the public page: a class (eventId) or a private time (instructor,
 * service, start). `booked` once it went through the booking services; `pending` while the studio
 * confirms it (when it chose to). `source` is where the visitor came from (?ref= / UTM).
 */
export const trialRequests = pgTable(
  "trial_requests",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    studentId: uuid("student_id").notNull(),
    eventId: uuid("event_id"),
    instructorId: uuid("instructor_id"),
    serviceId: uuid("service_id"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    role: text("role"),
    status: text("status", { enum: TRIAL_STATUSES }).notNull(),
    source: jsonb("source").$type<TrialSource>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.studioId, table.id] }),
    foreignKey({
      columns: [table.studioId, table.studentId],
      foreignColumns: [students.studioId, students.id],
      name: "trial_requests_student_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.eventId],
      foreignColumns: [events.studioId, events.id],
      name: "trial_requests_event_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.instructorId],
      foreignColumns: [instructors.studioId, instructors.id],
      name: "trial_requests_instructor_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.serviceId],
      foreignColumns: [services.studioId, services.id],
      name: "trial_requests_service_fk",
    }).onDelete("cascade"),
    index("trial_requests_studio_status_idx").on(table.studioId, table.status, table.createdAt),
  ],
);

/** What a visitor asked for on the public page, kept until they confirm it from their address. */
export type TrialAsked = {
  eventId?: string;
  instructorId?: string;
  startsAt?: string;
  role?: "lead" | "follow";
  name: string;
  phone?: string;
  source: TrialSource | null;
  /** Answers to the studio's intake questions (field id → value, checked when asked), saved once the lesson is confirmed. */
  intake?: Record<string, string>;
  /** What the confirmation page shows: the lesson's name and start, as they were asked for. */
  lesson: { title: string; startsAt: string };
};

/**
 * A first lesson waiting for the visitor to confirm it from the address they typed: an unsigned
 * form books nothing in anyone's name. Only the SHA-256 of the e-mailed link's token is stored;
 * the link works once (`used_at`), for a day.
 */
export const trialConfirmations = pgTable(
  "trial_confirmations",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    asked: jsonb("asked").$type<TrialAsked>().notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.studioId, table.id] }), index("trial_confirmations_token_hash_idx").on(table.tokenHash)],
);

/** Where a new student came from: `ref` and the UTM fields, as given on the public page's link. */
export type TrialSource = { ref?: string; utmSource?: string; utmMedium?: string; utmCampaign?: string };

/** Where each student first came from, stored with the student (one row per student who came through the public page). */
export const studentSources = pgTable(
  "student_sources",
  {
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    studentId: uuid("student_id").notNull(),
    /** What the reports group by: ref, else utm_source, else "public page". */
    label: text("label").notNull(),
    source: jsonb("source").$type<TrialSource>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.studioId, table.studentId] }),
    foreignKey({
      columns: [table.studioId, table.studentId],
      foreignColumns: [students.studioId, students.id],
      name: "student_sources_student_fk",
    }).onDelete("cascade"),
  ],
);

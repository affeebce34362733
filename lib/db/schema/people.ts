import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  primaryKey,
} from "drizzle-orm/pg-core";
import { studios, users } from "./accounts";

import { INVITE_ROLES, STUDENT_LEVELS } from "./column-values";

export { INVITE_ROLES, STUDENT_LEVELS };

/** A studio's instructors; `userId` links the record to an instructor's account once invited. */
export const instructors = pgTable(
  "instructors",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    bio: text("bio"),
    styles: text("styles").array().notNull().default([]),
    color: text("color").notNull().default("#7a1f4b"),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Target of the composite foreign keys that keep events inside one studio.
    primaryKey({ name: "instructors_pkey", columns: [table.studioId, table.id] }),
    // Joins that match on the id alone (e.g. `join instructors on instructors.id = x.instructor_id`) find the row by it.
    index("instructors_id_idx").on(table.id),
    index("instructors_studio_name_idx").on(table.studioId, table.name),
    unique("instructors_user_key").on(table.studioId, table.userId),
  ],
);

/** A studio's students; `partnerId` is their dance partner, always in the same studio. */
export const students = pgTable(
  "students",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    level: text("level", { enum: STUDENT_LEVELS }).notNull().default("Newcomer"),
    partnerId: uuid("partner_id"),
    emergencyContact: text("emergency_contact"),
    notes: text("notes"),
    /** Under 18 on the day they sign, a guardian signs with them. */
    dateOfBirth: date("date_of_birth"),
    active: boolean("active").notNull().default(true),
    /** Erased at the student's or the owner's request: the row keeps only "Former student #N" and the money. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    formerNumber: integer("former_number"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "students_pkey", columns: [table.studioId, table.id] }),
    uniqueIndex("students_former_number_key").on(table.studioId, table.formerNumber),
    // Joins that match on the id alone (e.g. `join students on students.id = x.student_id`) find the row by it.
    index("students_id_idx").on(table.id),
    unique("students_user_key").on(table.studioId, table.userId),
    foreignKey({ columns: [table.studioId, table.partnerId], foreignColumns: [table.studioId, table.id], name: "students_partner_fk" }),
    check("students_not_own_partner", sql`${table.partnerId} <> ${table.id}`),
    // The students list: filtered by studio (and often active/level), sorted by name, paged.
    index("students_studio_name_idx").on(table.studioId, table.name),
    index("students_studio_active_level_name_idx").on(table.studioId, table.active, table.level, table.name),
  ],
);

/** Rate history: the rate in force on a day is the latest `effective_from` on or before it. */
export const instructorRates = pgTable(
  "instructor_rates",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id").notNull(),
    instructorId: uuid("instructor_id").notNull(),
    privateCents: integer("private_cents").notNull(),
    classCents: integer("class_cents").notNull(),
    effectiveFrom: date("effective_from").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "instructor_rates_pkey", columns: [table.studioId, table.id] }),
    foreignKey({
      columns: [table.studioId, table.instructorId],
      foreignColumns: [instructors.studioId, instructors.id],
      name: "instructor_rates_instructor_fk",
    }).onDelete("cascade"),
    uniqueIndex("instructor_rates_effective_key").on(table.studioId, table.instructorId, table.effectiveFrom),
    check("instructor_rates_nonnegative", sql`${table.privateCents} >= 0 and ${table.classCents} >= 0`),
  ],
);

/** Weekly hours an instructor teaches, in the studio's local time. */
export const instructorAvailability = pgTable(
  "instructor_availability",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id").notNull(),
    instructorId: uuid("instructor_id").notNull(),
    /** Sunday = 0 … Saturday = 6. */
    weekday: smallint("weekday").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
  },
  (table) => [
    primaryKey({ name: "instructor_availability_pkey", columns: [table.studioId, table.id] }),
    foreignKey({
      columns: [table.studioId, table.instructorId],
      foreignColumns: [instructors.studioId, instructors.id],
      name: "instructor_availability_instructor_fk",
    }).onDelete("cascade"),
    index("instructor_availability_instructor_idx").on(table.instructorId, table.weekday),
    check("instructor_availability_weekday", sql`${table.weekday} between 0 and 6`),
    check("instructor_availability_order", sql`${table.endTime} > ${table.startTime}`),
  ],
);

/** A day off (no start/end) or hours off on one local date. */
export const instructorExceptions = pgTable(
  "instructor_exceptions",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id").notNull(),
    instructorId: uuid("instructor_id").notNull(),
    date: date("date").notNull(),
    startTime: text("start_time"),
    endTime: text("end_time"),
    reason: text("reason"),
  },
  (table) => [
    primaryKey({ name: "instructor_exceptions_pkey", columns: [table.studioId, table.id] }),
    foreignKey({
      columns: [table.studioId, table.instructorId],
      foreignColumns: [instructors.studioId, instructors.id],
      name: "instructor_exceptions_instructor_fk",
    }).onDelete("cascade"),
    index("instructor_exceptions_instructor_idx").on(table.instructorId, table.date),
  ],
);

/** A single-use invitation link; only the SHA-256 of its token is stored. Only the person's newest one works. */
export const invites = pgTable(
  "invites",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: INVITE_ROLES }).notNull(),
    personId: uuid("person_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** Ended unused: a newer invitation went to the person, or their e-mail changed. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "invites_pkey", columns: [table.studioId, table.id] }), // A random token's hash: unique in practice, so a plain index (a unique key would have to include studio_id).
    index("invites_token_hash_idx").on(table.tokenHash),
    index("invites_person_idx").on(table.studioId, table.personId),
  ],
);

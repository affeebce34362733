import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { PARTNER_REQUEST_STATUSES, PRIORITY_RULES } from "./community-values";
import { studios, users } from "./accounts";
import { DANCE_STYLES, STUDENT_LEVELS } from "./column-values";
import { students } from "./people";

// Tenant tables written Citus-ready: the primary key and every unique key lead with studio_id, and
// references to other tenant tables are composite (studio_id, x_id) → (studio_id, id).

/**
 * Priority booking (Premium): group classes open `booking_window_days` before they start, and
 * `priority_window_days` before for priority students. No row (or null days): no window.
 */
export const bookingWindows = pgTable(
  "booking_windows",
  {
    studioId: uuid("studio_id")
      .primaryKey()
      .references(() => studios.id, { onDelete: "cascade" }),
    bookingWindowDays: integer("booking_window_days"),
    priorityWindowDays: integer("priority_window_days"),
    priorityRule: text("priority_rule", { enum: PRIORITY_RULES }).notNull().default("packages"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("booking_windows_days", sql`${table.bookingWindowDays} between 1 and 365 and ${table.priorityWindowDays} between 1 and 365`),
    check(
      "booking_windows_priority_earlier",
      sql`${table.priorityWindowDays} is null or ${table.priorityWindowDays} >= ${table.bookingWindowDays}`,
    ),
  ],
);

/** The owner's chosen priority students (priority rule "list"). */
export const priorityStudents = pgTable(
  "priority_students",
  {
    studioId: uuid("studio_id").notNull(),
    studentId: uuid("student_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.studioId, table.studentId] }),
    foreignKey({
      columns: [table.studioId, table.studentId],
      foreignColumns: [students.studioId, students.id],
      name: "priority_students_student_fk",
    }).onDelete("cascade"),
  ],
);

/** The studio board: news from the studio, plain text (links are linked when shown, never HTML). */
export const boardPosts = pgTable(
  "board_posts",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The author's name when posted: the post keeps it if the account goes. */
    authorName: text("author_name").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    pinned: boolean("pinned").notNull().default(false),
    /** No more replies. */
    locked: boolean("locked").notNull().default(false),
    /** Moderated away: only owners still see it. */
    hidden: boolean("hidden").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.studioId, table.id] }),
    index("board_posts_studio_pinned_created_idx").on(table.studioId, table.pinned, table.createdAt),
  ],
);

export const boardReplies = pgTable(
  "board_replies",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id").notNull(),
    postId: uuid("post_id").notNull(),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    hidden: boolean("hidden").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.studioId, table.id] }),
    foreignKey({
      columns: [table.studioId, table.postId],
      foreignColumns: [boardPosts.studioId, boardPosts.id],
      name: "board_replies_post_fk",
    }).onDelete("cascade"),
    index("board_replies_studio_post_created_idx").on(table.studioId, table.postId, table.createdAt),
  ],
);

/** A student looking for a partner: what others in the studio see is first name and level (plus this ad). */
export const partnerSearchProfiles = pgTable(
  "partner_search_profiles",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id").notNull(),
    studentId: uuid("student_id").notNull(),
    style: text("style", { enum: DANCE_STYLES }).notNull(),
    level: text("level", { enum: STUDENT_LEVELS }).notNull(),
    heightMinCm: smallint("height_min_cm"),
    heightMaxCm: smallint("height_max_cm"),
    /** Days they can practise, Sunday = 0 … Saturday = 6. */
    days: smallint("days").array().notNull().default([]),
    active: boolean("active").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.studioId, table.id] }),
    unique("partner_search_profiles_student_key").on(table.studioId, table.studentId),
    foreignKey({
      columns: [table.studioId, table.studentId],
      foreignColumns: [students.studioId, students.id],
      name: "partner_search_profiles_student_fk",
    }).onDelete("cascade"),
    check(
      "partner_search_profiles_heights",
      sql`${table.heightMinCm} is null or ${table.heightMaxCm} is null or ${table.heightMinCm} <= ${table.heightMaxCm}`,
    ),
  ],
);

/** A connection request between two students; accepted ones become the students' partner link. */
export const partnerRequests = pgTable(
  "partner_requests",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id").notNull(),
    fromStudentId: uuid("from_student_id").notNull(),
    toStudentId: uuid("to_student_id").notNull(),
    status: text("status", { enum: PARTNER_REQUEST_STATUSES }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.studioId, table.id] }),
    foreignKey({
      columns: [table.studioId, table.fromStudentId],
      foreignColumns: [students.studioId, students.id],
      name: "partner_requests_from_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.toStudentId],
      foreignColumns: [students.studioId, students.id],
      name: "partner_requests_to_fk",
    }).onDelete("cascade"),
    check("partner_requests_not_self", sql`${table.fromStudentId} <> ${table.toStudentId}`),
    // One open request per pair and direction: a double click sends one.
    uniqueIndex("partner_requests_pending_key")
      .on(table.studioId, table.fromStudentId, table.toStudentId)
      .where(sql`${table.status} = 'pending'`),
    index("partner_requests_studio_to_idx").on(table.studioId, table.toStudentId),
  ],
);

import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ASSESSMENT_KINDS, ASSESSMENT_RESULTS, DANCE_STYLES, FIGURE_STATUSES, GOAL_KINDS, LEVEL_KEYS } from "./column-values";
import { studios, users } from "./accounts";
import { students } from "./people";
import { events } from "./scheduling";

export type FigureVideo = { url: string; title: string };

const studioId = () =>
  uuid("studio_id")
    .notNull()
    .references(() => studios.id, { onDelete: "cascade" });
const userRef = (name: string) => uuid(name).references(() => users.id, { onDelete: "set null" });

/** A dance within a style: American and International Waltz are two rows with their own figures. */
export const dances = pgTable(
  "dances",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: studioId(),
    name: text("name").notNull(),
    style: text("style", { enum: DANCE_STYLES }).notNull(),
    /** The highest level this dance is taught and examined to (assessments above it are refused). */
    topLevel: text("top_level", { enum: LEVEL_KEYS }).notNull().default("gold-bar"),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "dances_pkey", columns: [table.studioId, table.id] }),
    // Joins that match on the id alone (e.g. `join dances on dances.id = x.dance_id`) find the row by it.
    index("dances_id_idx").on(table.id),
    unique("dances_style_name_key").on(table.studioId, table.style, table.name),
  ],
);

/** A figure of one dance at one level of the syllabus (the studio's copy, editable). */
export const figures = pgTable(
  "figures",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: studioId(),
    danceId: uuid("dance_id").notNull(),
    level: text("level", { enum: LEVEL_KEYS }).notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
    /** Demonstration videos (https links; YouTube and Vimeo are embedded privacy-enhanced), in order. */
    videos: jsonb("videos").$type<FigureVideo[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "figures_pkey", columns: [table.studioId, table.id] }),
    unique("figures_dance_name_key").on(table.studioId, table.danceId, table.name),
    foreignKey({
      columns: [table.studioId, table.danceId],
      foreignColumns: [dances.studioId, dances.id],
      name: "figures_dance_fk",
    }).onDelete("cascade"),
  ],
);

/** The studio's display names for ladder levels ("Associate Bronze"); a missing row keeps the default. */
export const levelNames = pgTable(
  "level_names",
  {
    studioId: studioId(),
    level: text("level", { enum: LEVEL_KEYS }).notNull(),
    name: text("name").notNull(),
  },
  (table) => [primaryKey({ name: "level_names_pkey", columns: [table.studioId, table.level] })],
);

// Composite keys keep every reference inside the row's studio (docs/SCALING.md#3-citus-distributed-by-studio_id).
const studentFk = (name: string, table: { studioId: AnyPgColumn; studentId: AnyPgColumn }) =>
  foreignKey({ columns: [table.studioId, table.studentId], foreignColumns: [students.studioId, students.id], name }).onDelete("cascade");
const danceFk = (name: string, table: { studioId: AnyPgColumn; danceId: AnyPgColumn }) =>
  foreignKey({ columns: [table.studioId, table.danceId], foreignColumns: [dances.studioId, dances.id], name }).onDelete("cascade");

/** Where one student is with one figure: one row, updated as they move from introduced to checked. */
export const studentFigures = pgTable(
  "student_figures",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: studioId(),
    studentId: uuid("student_id").notNull(),
    figureId: uuid("figure_id").notNull(),
    status: text("status", { enum: FIGURE_STATUSES }).notNull(),
    /** The day an instructor checked it off, and who: null until checked. */
    checkedAt: date("checked_at"),
    checkedBy: userRef("checked_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "student_figures_pkey", columns: [table.studioId, table.id] }),
    unique("student_figures_student_figure_key").on(table.studioId, table.studentId, table.figureId),
    studentFk("student_figures_student_fk", table),
    foreignKey({
      columns: [table.studioId, table.figureId],
      foreignColumns: [figures.studioId, figures.id],
      name: "student_figures_figure_fk",
    }).onDelete("cascade"),
    check("student_figures_checked_dated", sql`(${table.status} = 'checked') = (${table.checkedAt} is not null)`),
  ],
);

/**
 * A dated check-out or medal test. A student's level in a dance is the highest level passed here:
 * it changes only through a new row, and rows are never updated, so every step stays in the history.
 */
export const assessments = pgTable(
  "assessments",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: studioId(),
    studentId: uuid("student_id").notNull(),
    danceId: uuid("dance_id").notNull(),
    level: text("level", { enum: LEVEL_KEYS }).notNull(),
    result: text("result", { enum: ASSESSMENT_RESULTS }).notNull(),
    kind: text("kind", { enum: ASSESSMENT_KINDS }).notNull().default("check-out"),
    date: date("date").notNull(),
    marks: text("marks"),
    notes: text("notes"),
    /** An outside examiner's name (medal tests); the studio's instructor is `recordedBy`. */
    examiner: text("examiner"),
    recordedBy: userRef("recorded_by"),
    videoUrl: text("video_url"),
    /**
     * A medal exam's entry this result came from (one row per dance of the entry): an examiner's result
     * posted twice writes it once. No foreign key: removing the entry later keeps the level it gave.
     */
    competitionEntryId: uuid("competition_entry_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "assessments_pkey", columns: [table.studioId, table.id] }),
    studentFk("assessments_student_fk", table),
    danceFk("assessments_dance_fk", table),
    index("assessments_student_idx").on(table.studioId, table.studentId, table.date),
    uniqueIndex("assessments_competition_entry_key")
      .on(table.studioId, table.competitionEntryId, table.danceId)
      .where(sql`${table.competitionEntryId} is not null`),
  ],
);

/** Practice a student did on their own (lessons attended count apart, from bookings). */
export const practiceLogs = pgTable(
  "practice_logs",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: studioId(),
    studentId: uuid("student_id").notNull(),
    /** The studio's local date the practice happened. */
    date: date("date").notNull(),
    minutes: integer("minutes").notNull(),
    withPartner: boolean("with_partner").notNull().default(false),
    note: text("note"),
    loggedBy: userRef("logged_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "practice_logs_pkey", columns: [table.studioId, table.id] }),
    studentFk("practice_logs_student_fk", table),
    index("practice_logs_student_date_idx").on(table.studioId, table.studentId, table.date),
    check("practice_logs_minutes_range", sql`${table.minutes} between 1 and 960`),
  ],
);

/** The dances one practice entry was about. */
export const practiceLogDances = pgTable(
  "practice_log_dances",
  {
    studioId: studioId(),
    practiceLogId: uuid("practice_log_id").notNull(),
    danceId: uuid("dance_id").notNull(),
  },
  (table) => [
    primaryKey({ name: "practice_log_dances_pkey", columns: [table.studioId, table.practiceLogId, table.danceId] }),
    foreignKey({
      columns: [table.studioId, table.practiceLogId],
      foreignColumns: [practiceLogs.studioId, practiceLogs.id],
      name: "practice_log_dances_log_fk",
    }).onDelete("cascade"),
    danceFk("practice_log_dances_dance_fk", table),
  ],
);

/** A target with a date: a level in some dances, minutes of practice a week, or anything in words. */
export const goals = pgTable(
  "goals",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: studioId(),
    studentId: uuid("student_id").notNull(),
    title: text("title").notNull(),
    kind: text("kind", { enum: GOAL_KINDS }).notNull(),
    level: text("level", { enum: LEVEL_KEYS }),
    weeklyMinutes: integer("weekly_minutes"),
    targetDate: date("target_date").notNull(),
    /** Marked done by hand (an "other" goal, or one met another way). */
    achievedAt: date("achieved_at"),
    createdBy: userRef("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "goals_pkey", columns: [table.studioId, table.id] }),
    studentFk("goals_student_fk", table),
    index("goals_student_idx").on(table.studioId, table.studentId),
    check("goals_level_named", sql`(${table.kind} = 'level') = (${table.level} is not null)`),
    check("goals_practice_minutes", sql`(${table.kind} = 'practice') = (${table.weeklyMinutes} is not null)`),
  ],
);

export const goalDances = pgTable(
  "goal_dances",
  {
    studioId: studioId(),
    goalId: uuid("goal_id").notNull(),
    danceId: uuid("dance_id").notNull(),
  },
  (table) => [
    primaryKey({ name: "goal_dances_pkey", columns: [table.studioId, table.goalId, table.danceId] }),
    foreignKey({
      columns: [table.studioId, table.goalId],
      foreignColumns: [goals.studioId, goals.id],
      name: "goal_dances_goal_fk",
    }).onDelete("cascade"),
    danceFk("goal_dances_dance_fk", table),
  ],
);

/** An instructor's note for a student, with an optional video link, about a lesson, a figure or a check-out. */
export const progressNotes = pgTable(
  "progress_notes",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: studioId(),
    studentId: uuid("student_id").notNull(),
    body: text("body").notNull(),
    videoUrl: text("video_url"),
    eventId: uuid("event_id"),
    figureId: uuid("figure_id"),
    assessmentId: uuid("assessment_id"),
    authorId: userRef("author_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "progress_notes_pkey", columns: [table.studioId, table.id] }),
    studentFk("progress_notes_student_fk", table),
    foreignKey({ columns: [table.studioId, table.eventId], foreignColumns: [events.studioId, events.id], name: "progress_notes_event_fk" }),
    foreignKey({
      columns: [table.studioId, table.figureId],
      foreignColumns: [figures.studioId, figures.id],
      name: "progress_notes_figure_fk",
    }),
    foreignKey({
      columns: [table.studioId, table.assessmentId],
      foreignColumns: [assessments.studioId, assessments.id],
      name: "progress_notes_assessment_fk",
    }),
    index("progress_notes_student_idx").on(table.studioId, table.studentId, table.createdAt),
  ],
);

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
import { studios, users } from "./accounts";
import {
  COMPETITION_ENTRY_STATUSES,
  COMPETITION_ENTRY_TYPES,
  COMPETITION_ITEM_KINDS,
  COMPETITION_KINDS,
  DANCE_STYLES,
  EXAM_RESULTS,
  LEVEL_KEYS,
  SHARED_COST_SPLITS,
} from "./column-values";
import { ledgerEntries } from "./payments";
import { instructors, students } from "./people";
import { dances } from "./progress";

const studioId = () =>
  uuid("studio_id")
    .notNull()
    .references(() => studios.id, { onDelete: "cascade" });
const cents = (name: string) => integer(name).notNull().default(0);
type Scoped = { studioId: AnyPgColumn; competitionId: AnyPgColumn };
export const competitionFk = (name: string, table: Scoped) =>
  foreignKey({ columns: [table.studioId, table.competitionId], foreignColumns: [competitions.studioId, competitions.id], name }).onDelete(
    "cascade",
  );

/**
 * A showcase, medal ball, competition or medal exam day the studio takes students to, with its fee
 * table. Dates are the studio's local days; entries proposed online close at the end of the deadline day.
 */
export const competitions = pgTable(
  "competitions",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: studioId(),
    kind: text("kind", { enum: COMPETITION_KINDS }).notNull(),
    name: text("name").notNull(),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    place: text("place"),
    organiser: text("organiser"),
    /** The last local day students may propose entries online (staff may still enter them after it). */
    entryDeadline: date("entry_deadline").notNull(),
    /** Students see it, their own entries, heats and costs, and may propose entries before the deadline. */
    published: boolean("published").notNull().default(false),
    /** Entry fees by entry type; at a medal exam `exam_fee_cents` per examined entry. */
    singleDanceCents: cents("single_dance_cents"),
    multiDanceCents: cents("multi_dance_cents"),
    scholarshipCents: cents("scholarship_cents"),
    soloCents: cents("solo_cents"),
    examFeeCents: cents("exam_fee_cents"),
    /** What the instructor charges the student per pro-am heat. */
    instructorHeatCents: cents("instructor_heat_cents"),
    /** The studio's markup on the outside costs (entry fees, extras, shared costs), in whole percent. */
    markupPercent: integer("markup_percent").notNull().default(0),
    sharedSplit: text("shared_split", { enum: SHARED_COST_SPLITS }).notNull().default("even"),
    /** A medal exam's examiner (written on the assessments its results become). */
    examiner: text("examiner"),
    /** Building an in-studio heat sheet: the first heat's start and the floor's time per heat. */
    firstHeatAt: timestamp("first_heat_at", { withTimezone: true }),
    heatSeconds: integer("heat_seconds").notNull().default(90),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "competitions_pkey", columns: [table.studioId, table.id] }),
    index("competitions_studio_starts_idx").on(table.studioId, table.startsOn),
    check("competitions_dates", sql`${table.endsOn} >= ${table.startsOn}`),
    check("competitions_markup", sql`${table.markupPercent} between 0 and 100`),
    check("competitions_heat_seconds", sql`${table.heatSeconds} between 15 and 3600`),
    check(
      "competitions_fees",
      sql`least(${table.singleDanceCents}, ${table.multiDanceCents}, ${table.scholarshipCents}, ${table.soloCents}, ${table.examFeeCents}, ${table.instructorHeatCents}) >= 0`,
    ),
  ],
);

/** A package, an extra or a shared cost of one event (COMPETITION_ITEM_KINDS). */
export const competitionItems = pgTable(
  "competition_items",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: studioId(),
    competitionId: uuid("competition_id").notNull(),
    kind: text("kind", { enum: COMPETITION_ITEM_KINDS }).notNull(),
    label: text("label").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** A package's heats: its price covers that many heats' entry fees. */
    includedHeats: integer("included_heats"),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ name: "competition_items_pkey", columns: [table.studioId, table.id] }),
    competitionFk("competition_items_competition_fk", table),
    check("competition_items_amount", sql`${table.amountCents} >= 0`),
    check(
      "competition_items_heats",
      sql`(${table.kind} = 'package') = (${table.includedHeats} is not null and ${table.includedHeats} > 0)`,
    ),
  ],
);

/** The package and extras one student takes at one event (shared costs apply to everyone who goes). */
export const competitionStudentItems = pgTable(
  "competition_student_items",
  {
    studioId: studioId(),
    competitionId: uuid("competition_id").notNull(),
    studentId: uuid("student_id").notNull(),
    itemId: uuid("item_id").notNull(),
    quantity: integer("quantity").notNull().default(1),
  },
  (table) => [
    primaryKey({ name: "competition_student_items_pkey", columns: [table.studioId, table.competitionId, table.studentId, table.itemId] }),
    competitionFk("competition_student_items_competition_fk", table),
    foreignKey({
      columns: [table.studioId, table.studentId],
      foreignColumns: [students.studioId, students.id],
      name: "competition_student_items_student_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.itemId],
      foreignColumns: [competitionItems.studioId, competitionItems.id],
      name: "competition_student_items_item_fk",
    }).onDelete("cascade"),
    check("competition_student_items_quantity", sql`${table.quantity} between 1 and 99`),
  ],
);

/**
 * One heat a student enters: pro-am with their instructor, or as a couple with an amateur partner
 * (both students of the studio; each pays half), or alone. At a medal exam, the examined dances at one level.
 */
export const competitionEntries = pgTable(
  "competition_entries",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: studioId(),
    competitionId: uuid("competition_id").notNull(),
    studentId: uuid("student_id").notNull(),
    /** Pro-am: the instructor dancing with the student (each heat costs the instructor's fee). */
    instructorId: uuid("instructor_id"),
    /** Amateur couple: the partner, another student of the studio. */
    partnerStudentId: uuid("partner_student_id"),
    entryType: text("entry_type", { enum: COMPETITION_ENTRY_TYPES }).notNull(),
    style: text("style", { enum: DANCE_STYLES }).notNull(),
    level: text("level", { enum: LEVEL_KEYS }).notNull(),
    ageCategory: text("age_category"),
    /** A multi-dance event's or a solo's name as the organiser lists it. */
    title: text("title"),
    status: text("status", { enum: COMPETITION_ENTRY_STATUSES }).notNull().default("confirmed"),
    /** A medal exam: the student's slot, and the examiner's verdict once given (it writes the assessments). */
    examSlotAt: timestamp("exam_slot_at", { withTimezone: true }),
    examResult: text("exam_result", { enum: EXAM_RESULTS }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "competition_entries_pkey", columns: [table.studioId, table.id] }),
    competitionFk("competition_entries_competition_fk", table),
    foreignKey({
      columns: [table.studioId, table.studentId],
      foreignColumns: [students.studioId, students.id],
      name: "competition_entries_student_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.partnerStudentId],
      foreignColumns: [students.studioId, students.id],
      name: "competition_entries_partner_fk",
    }).onDelete("cascade"),
    // Removing an instructor removes their entries first (the instructor's delete): Citus can't null half a key.
    foreignKey({
      columns: [table.studioId, table.instructorId],
      foreignColumns: [instructors.studioId, instructors.id],
      name: "competition_entries_instructor_fk",
    }),
    check("competition_entries_one_partner", sql`${table.instructorId} is null or ${table.partnerStudentId} is null`),
    check("competition_entries_not_own_partner", sql`${table.partnerStudentId} <> ${table.studentId}`),
    index("competition_entries_competition_idx").on(table.studioId, table.competitionId, table.studentId),
    index("competition_entries_partner_idx").on(table.studioId, table.partnerStudentId),
    index("competition_entries_instructor_idx").on(table.studioId, table.instructorId),
  ],
);

/** The dances of one entry (one for a single dance, several for a multi-dance event or a scholarship). */
export const competitionEntryDances = pgTable(
  "competition_entry_dances",
  {
    studioId: studioId(),
    entryId: uuid("entry_id").notNull(),
    danceId: uuid("dance_id").notNull(),
  },
  (table) => [
    primaryKey({ name: "competition_entry_dances_pkey", columns: [table.studioId, table.entryId, table.danceId] }),
    foreignKey({
      columns: [table.studioId, table.entryId],
      foreignColumns: [competitionEntries.studioId, competitionEntries.id],
      name: "competition_entry_dances_entry_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.danceId],
      foreignColumns: [dances.studioId, dances.id],
      name: "competition_entry_dances_dance_fk",
    }).onDelete("cascade"),
  ],
);

/**
 * What one student was charged for one event: the ledger charge and the cost sheet it was made from.
 * A change re-charges by voiding the current row's charge and writing a new one; at most one current
 * row per student and event, so charging twice (even in parallel) charges once.
 */
export const competitionCharges = pgTable(
  "competition_charges",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: studioId(),
    competitionId: uuid("competition_id").notNull(),
    studentId: uuid("student_id").notNull(),
    ledgerEntryId: uuid("ledger_entry_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    lines: jsonb("lines").$type<{ label: string; amountCents: number }[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a later charge (or a void, the student no longer going) replaced it. */
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: "competition_charges_pkey", columns: [table.studioId, table.id] }),
    competitionFk("competition_charges_competition_fk", table),
    foreignKey({
      columns: [table.studioId, table.studentId],
      foreignColumns: [students.studioId, students.id],
      name: "competition_charges_student_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.ledgerEntryId],
      foreignColumns: [ledgerEntries.studioId, ledgerEntries.id],
      name: "competition_charges_ledger_fk",
    }),
    uniqueIndex("competition_charges_current_key")
      .on(table.studioId, table.competitionId, table.studentId)
      .where(sql`${table.supersededAt} is null`),
  ],
);

import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea, studios, users } from "./accounts";
import { students } from "./people";
import {
  DOCUMENT_KINDS,
  ERASURE_REQUEST_STATUSES,
  IMPORT_ENTITIES,
  IMPORT_KINDS,
  IMPORT_STATUSES,
  INTAKE_FIELD_KINDS,
} from "./column-values";

/**
 * One uploaded file: its bytes (parsed again at each dry run and at the commit, so nothing is kept
 * half-read), the header it had, the mapping last used, and what the commit did.
 */
export const importBatches = pgTable(
  "import_batches",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: IMPORT_KINDS }).notNull(),
    fileName: text("file_name").notNull(),
    content: bytea("content").notNull(),
    /** The file's header row, as written. */
    columns: text("columns").array().notNull(),
    rowCount: integer("row_count").notNull().default(0),
    /** Our field → the file's column (null: not imported). */
    mapping: jsonb("mapping").$type<Record<string, string | null>>(),
    status: text("status", { enum: IMPORT_STATUSES }).notNull().default("uploaded"),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    committedAt: timestamp("committed_at", { withTimezone: true }),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: "import_batches_pkey", columns: [table.studioId, table.id] }),
    index("import_batches_studio_created_idx").on(table.studioId, table.createdAt),
  ],
);

/**
 * A record an import wrote, under the id it had in the previous system (or a key made from the row
 * when the file has none): a re-import finds it and changes nothing; an undo removes what its batch
 * created and puts back what it changed (`before`).
 */
export const importLinks = pgTable(
  "import_links",
  {
    studioId: uuid("studio_id").notNull(),
    entity: text("entity", { enum: IMPORT_ENTITIES }).notNull(),
    externalId: text("external_id").notNull(),
    recordId: uuid("record_id").notNull(),
    batchId: uuid("batch_id").notNull(),
    /** True when the batch created the record; false when it changed an existing one. */
    createdRecord: boolean("created_record").notNull(),
    /** The fields as they were before the batch changed them (updates only). */
    before: jsonb("before").$type<Record<string, unknown>>(),
  },
  (table) => [
    primaryKey({ name: "import_links_pkey", columns: [table.studioId, table.entity, table.externalId] }),
    foreignKey({
      columns: [table.studioId, table.batchId],
      foreignColumns: [importBatches.studioId, importBatches.id],
      name: "import_links_batch_fk",
    }).onDelete("cascade"),
    index("import_links_batch_idx").on(table.studioId, table.batchId),
    index("import_links_record_idx").on(table.studioId, table.entity, table.recordId),
  ],
);

/** A waiver, policy or consent the studio asks its students to sign; its text lives in versions. */
export const documents = pgTable(
  "documents",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    kind: text("kind", { enum: DOCUMENT_KINDS }).notNull(),
    /** Students must have signed its current version before they book. */
    requiredBeforeBooking: boolean("required_before_booking").notNull().default(false),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: "documents_pkey", columns: [table.studioId, table.id] })],
);

/** One published text of a document. Never edited: a change is a new version, which asks everyone to sign again. */
export const documentVersions = pgTable(
  "document_versions",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id").notNull(),
    documentId: uuid("document_id").notNull(),
    version: integer("version").notNull(),
    body: text("body").notNull(),
    /** SHA-256 (hex) of the body: what a signature says was read. */
    bodyHash: text("body_hash").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "document_versions_pkey", columns: [table.studioId, table.id] }),
    foreignKey({
      columns: [table.studioId, table.documentId],
      foreignColumns: [documents.studioId, documents.id],
      name: "document_versions_document_fk",
    }).onDelete("cascade"),
    uniqueIndex("document_versions_number_key").on(table.studioId, table.documentId, table.version),
    check("document_versions_positive", sql`${table.version} > 0`),
  ],
);

/** A student's signature of one version: typed full name, when, from where, with which browser; a guardian for a minor. */
export const documentSignatures = pgTable(
  "document_signatures",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id").notNull(),
    versionId: uuid("version_id").notNull(),
    documentId: uuid("document_id").notNull(),
    studentId: uuid("student_id").notNull(),
    /** The account that signed (the student, or staff at the desk). */
    signedBy: uuid("signed_by").references(() => users.id, { onDelete: "set null" }),
    fullName: text("full_name").notNull(),
    guardianName: text("guardian_name"),
    bodyHash: text("body_hash").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "document_signatures_pkey", columns: [table.studioId, table.id] }),
    foreignKey({
      columns: [table.studioId, table.versionId],
      foreignColumns: [documentVersions.studioId, documentVersions.id],
      name: "document_signatures_version_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.studentId],
      foreignColumns: [students.studioId, students.id],
      name: "document_signatures_student_fk",
    }).onDelete("cascade"),
    // One signature per student per version: signing twice (two tabs) keeps the first.
    uniqueIndex("document_signatures_once_key").on(table.studioId, table.versionId, table.studentId),
    index("document_signatures_student_idx").on(table.studioId, table.studentId, table.documentId),
  ],
);

/** A question of the studio's own about its students ("Date of birth", "Goals", "Health notes"). */
export const intakeFields = pgTable(
  "intake_fields",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    kind: text("kind", { enum: INTAKE_FIELD_KINDS }).notNull(),
    /** The answers offered by a `choice` field. */
    choices: text("choices").array().notNull().default([]),
    required: boolean("required").notNull().default(false),
    /** Only staff see and answer it (the student is never asked and never shown it). */
    staffOnly: boolean("staff_only").notNull().default(false),
    position: integer("position").notNull().default(0),
    /** Removed fields keep their answers (in the export) but are no longer asked or shown. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "intake_fields_pkey", columns: [table.studioId, table.id] }),
    index("intake_fields_studio_position_idx").on(table.studioId, table.position),
  ],
);

/** A student's answer to one intake field, as text (dates ISO `YYYY-MM-DD`, yes/no `yes`/`no`). */
export const intakeAnswers = pgTable(
  "intake_answers",
  {
    studioId: uuid("studio_id").notNull(),
    studentId: uuid("student_id").notNull(),
    fieldId: uuid("field_id").notNull(),
    value: text("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "intake_answers_pkey", columns: [table.studioId, table.studentId, table.fieldId] }),
    foreignKey({
      columns: [table.studioId, table.studentId],
      foreignColumns: [students.studioId, students.id],
      name: "intake_answers_student_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.fieldId],
      foreignColumns: [intakeFields.studioId, intakeFields.id],
      name: "intake_answers_field_fk",
    }).onDelete("cascade"),
  ],
);

/** A student's request that the studio erase their personal data; the owner erases or declines. */
export const erasureRequests = pgTable(
  "erasure_requests",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id").notNull(),
    studentId: uuid("student_id").notNull(),
    status: text("status", { enum: ERASURE_REQUEST_STATUSES }).notNull().default("open"),
    /** What the student wrote (optional); removed with everything else when the student is erased. */
    message: text("message"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: "erasure_requests_pkey", columns: [table.studioId, table.id] }),
    foreignKey({
      columns: [table.studioId, table.studentId],
      foreignColumns: [students.studioId, students.id],
      name: "erasure_requests_student_fk",
    }).onDelete("cascade"),
    // One open request per student at a time.
    uniqueIndex("erasure_requests_open_key")
      .on(table.studioId, table.studentId)
      .where(sql`status = 'open'`),
  ],
);

import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { importBatches } from "@/lib/db/schema";
import { listIntakeFields } from "@/lib/records/intake";
import { parseCsv, sampleRows } from "./csv";
import { IMPORT_FIELDS, guessMapping, type ImportField, type ImportKind } from "./fields";
import { INTAKE_PREFIX } from "./student-types";

const LIST_LIMIT = 50;
// A little more than sampleRows reads, so it can cut its head at a line break.
const HEAD_BYTES = 256 * 1024 + 4096;

const VIEW_COLUMNS = {
  id: importBatches.id,
  kind: importBatches.kind,
  fileName: importBatches.fileName,
  status: importBatches.status,
  rowCount: importBatches.rowCount,
  columns: importBatches.columns,
  mapping: importBatches.mapping,
  created: importBatches.created,
  updated: importBatches.updated,
  skipped: importBatches.skipped,
  createdAt: importBatches.createdAt,
  committedAt: importBatches.committedAt,
  undoneAt: importBatches.undoneAt,
  head: sql<Uint8Array>`substring(${importBatches.content} from 1 for ${HEAD_BYTES})`,
};
type BatchRow = {
  [K in keyof typeof VIEW_COLUMNS]: K extends "head" ? Uint8Array : (typeof importBatches.$inferSelect)[Exclude<K, "head">];
};

/** A kind's fields, with the studio's own intake questions for students (`intake:<id>`). */
export async function fieldsFor(db: Db, studioId: string, kind: ImportKind): Promise<ImportField[]> {
  if (kind !== "students") return IMPORT_FIELDS[kind];
  const intake = await listIntakeFields(db, studioId);
  return [
    ...IMPORT_FIELDS.students,
    ...intake.map((field) => ({
      key: `${INTAKE_PREFIX}${field.id}`,
      label: field.label,
      required: false,
      hint: `Your intake question (${field.kind === "yes_no" ? "yes/no" : field.kind}).`,
      aliases: [field.label],
    })),
  ];
}

async function viewOf(db: Db, studioId: string, row: BatchRow) {
  const fields = await fieldsFor(db, studioId, row.kind);
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    status: row.status,
    rowCount: row.rowCount,
    columns: row.columns,
    fields: fields.map(({ key, label, required, hint }) => ({ key, label, required, hint })),
    guessedMapping: row.mapping ?? guessMapping(fields, row.columns),
    sample: await sampleRows(new Uint8Array(row.head ?? [])),
    created: row.created,
    updated: row.updated,
    skipped: row.skipped,
    createdAt: row.createdAt,
    committedAt: row.committedAt,
    undoneAt: row.undoneAt,
    canUndo: row.status === "committed",
  };
}

/** POST /api/imports: the file read once (refused if it isn't a CSV with a header and rows), kept for the dry runs and the commit. */
export async function createImport(db: Db, session: Session, upload: { kind: ImportKind; fileName: string; bytes: Uint8Array }) {
  const sheet = await parseCsv(upload.bytes);
  if (sheet.rows.length === 0)
    throw new AppError("validation", "The file has a header but no rows to import.", { fields: { file: "The file has no rows." } });
  const [row] = await db
    .insert(importBatches)
    .values({
      studioId: session.studioId,
      kind: upload.kind,
      fileName: upload.fileName,
      content: Buffer.from(upload.bytes),
      columns: sheet.columns,
      rowCount: sheet.rows.length,
      createdBy: session.userId,
    })
    .returning({ id: importBatches.id });
  return getImport(db, session, row.id);
}

export async function listImports(db: Db, session: Session) {
  const rows = await db
    .select(VIEW_COLUMNS)
    .from(importBatches)
    .where(eq(importBatches.studioId, session.studioId))
    .orderBy(desc(importBatches.createdAt), desc(importBatches.id))
    .limit(LIST_LIMIT);
  return Promise.all(rows.map((row) => viewOf(db, session.studioId, row as BatchRow)));
}

export async function getImport(db: Db, session: Session, id: string) {
  const [row] = await db
    .select(VIEW_COLUMNS)
    .from(importBatches)
    .where(and(eq(importBatches.studioId, session.studioId), eq(importBatches.id, id)))
    .limit(1);
  if (!row) throw new AppError("not_found", "That import isn't one of your studio's.");
  return viewOf(db, session.studioId, row as BatchRow);
}

/** The whole batch with its file, for a dry run, a commit or an undo. */
export async function loadBatch(db: Db, studioId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(importBatches)
    .where(and(eq(importBatches.studioId, studioId), eq(importBatches.id, id)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError("not_found", "That import isn't one of your studio's.");
  return row;
}

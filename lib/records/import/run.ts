import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { importBatches } from "@/lib/db/schema";
import { listIntakeFields } from "@/lib/records/intake";
import { lockStudio } from "@/lib/people/student-changes";
import { loadBatch, fieldsFor } from "./batches";
import { parseCsv } from "./csv";
import type { Mapping } from "./fields";
import { importContext, MappedSheet, type ImportContext, type Planned, type RowError } from "./plan";
import { planStudents } from "./students";
import { planInstructors } from "./instructors";
import { planPackages } from "./packages";
import { planBalances } from "./balances";
import { planLessons } from "./lessons";
import { planClasses } from "./classes";

/** A dry run lists at most this many problems (and says how many more there are). */
const ERROR_LIMIT = 1000;
const PREVIEW_ROWS = 20;

async function planFor(context: ImportContext, batch: { kind: string; content: Uint8Array }, mapping: Mapping) {
  const kind = batch.kind as keyof typeof PLANNERS;
  const fields = await fieldsFor(context.db, context.studioId, kind);
  const sheet = new MappedSheet(await parseCsv(batch.content), mapping, fields);
  const planned = await PLANNERS[kind](context, sheet);
  // By row, then in the file's column order (problems of the whole row last).
  const at = (column: string) => (column === "" ? Infinity : sheet.sheet.columns.indexOf(column));
  const errors = [...sheet.errors, ...planned.errors].sort((a, b) => a.row - b.row || at(a.column) - at(b.column));
  return { sheet, planned, errors };
}

const PLANNERS = {
  students: async (context: ImportContext, sheet: MappedSheet) =>
    planStudents(context, sheet, await listIntakeFields(context.db, context.studioId)),
  instructors: planInstructors,
  packages: planPackages,
  balances: planBalances,
  lessons: planLessons,
  classes: planClasses,
} satisfies Record<string, (context: ImportContext, sheet: MappedSheet) => Promise<Planned>>;

function capped(errors: RowError[]): RowError[] {
  if (errors.length <= ERROR_LIMIT) return errors;
  const more = errors.length - ERROR_LIMIT;
  return [
    ...errors.slice(0, ERROR_LIMIT),
    { row: 0, column: "", message: `…and ${more.toLocaleString("en-US")} more problems: fix these and check the file again.` },
  ];
}

/** POST /api/imports/{id}/dry-run: every row read and checked against the studio as it is now; nothing is written but the mapping. */
export async function dryRunImport(db: Db, session: Session, id: string, mapping: Mapping) {
  const batch = await loadBatch(db, session.studioId, id);
  const context = await importContext(db, session.studioId, session.userId);
  const { sheet, planned, errors } = await planFor(context, batch, mapping);
  if (batch.status === "uploaded")
    await db
      .update(importBatches)
      .set({ mapping })
      .where(and(eq(importBatches.studioId, session.studioId), eq(importBatches.id, id)));
  const keys = sheet.fields.map((field) => field.key).filter((key) => sheet.mapped(key));
  return {
    rows: sheet.rows.length,
    errors: capped(errors),
    preview: sheet.rows.slice(0, PREVIEW_ROWS).map((row, index) => ({
      row: sheet.rowNumber(index),
      values: Object.fromEntries(keys.map((key) => [key, sheet.cell(row, key)])),
    })),
    wouldCreate: errors.length ? 0 : planned.created,
    wouldUpdate: errors.length ? 0 : planned.updated,
    wouldSkip: errors.length ? 0 : planned.skipped,
  };
}

/**
 * POST /api/imports/{id}/commit: the same checks, then every write, in one transaction under the
 * studio's lock (plan limits count what this import adds). Any problem: 422 import_invalid with
 * the errors, and nothing is written.
 */
export async function commitImport(db: Db, session: Session, id: string, mapping: Mapping) {
  return db.transaction(async (tx) => {
    await lockStudio(tx, session.studioId);
    const batch = await loadBatch(tx, session.studioId, id, true);
    if (batch.status !== "uploaded")
      throw new AppError(
        "conflict",
        `${batch.fileName} was already imported${batch.status === "undone" ? " and then undone" : ""}: upload it again to import it again.`,
      );
    const context = await importContext(tx, session.studioId, session.userId, true);
    const { planned, errors } = await planFor(context, batch, mapping);
    if (errors.length) {
      const first = errors[0];
      throw new AppError(
        "import_invalid",
        `Nothing was imported: the file has ${errors.length === 1 ? "a problem" : `${errors.length.toLocaleString("en-US")} problems`}${first.row ? ` (row ${first.row}${first.column ? `, ${first.column}` : ""}: ${first.message})` : ` (${first.message})`}.`,
        { extra: { errors: capped(errors) } },
      );
    }
    await planned.apply(tx, id);
    const counts = { created: planned.created, updated: planned.updated, skipped: planned.skipped };
    await tx
      .update(importBatches)
      .set({ ...counts, mapping, status: "committed", committedAt: new Date() })
      .where(and(eq(importBatches.studioId, session.studioId), eq(importBatches.id, id)));
    return counts;
  });
}

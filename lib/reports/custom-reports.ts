import "server-only";
import { and, asc, eq, ne } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { dances, instructors, rooms, savedReports, services, type SavedReportFilters } from "@/lib/db/schema";
import type { TCustomReport, TCustomReportPatch } from "./custom-schemas";

export type SavedReport = {
  id: string;
  name: string;
  measure: TCustomReport["measure"];
  groupBy: TCustomReport["groupBy"];
  filters: SavedReportFilters;
  chart: NonNullable<TCustomReport["chart"]>;
  createdAt: string;
  updatedAt: string;
};

/** What a saved report's answer is read from. */
const SAVED_COLUMNS = {
  id: savedReports.id,
  name: savedReports.name,
  measure: savedReports.measure,
  groupBy: savedReports.groupBy,
  filters: savedReports.filters,
  chart: savedReports.chart,
  createdAt: savedReports.createdAt,
  updatedAt: savedReports.updatedAt,
};
type SavedRow = { [Key in keyof typeof SAVED_COLUMNS]: (typeof savedReports.$inferSelect)[Key] };

function toSaved(row: SavedRow): SavedReport {
  return {
    id: row.id,
    name: row.name,
    measure: row.measure,
    groupBy: row.groupBy,
    filters: row.filters,
    chart: row.chart,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Filter ids must be the studio's own: another studio's instructor, service, room or dance is refused beside its field. */
async function checkFilters(db: Db, studioId: string, filters: SavedReportFilters | undefined): Promise<void> {
  const checks = [
    { id: filters?.instructorId, table: instructors, field: "filters.instructorId", what: "instructor" },
    { id: filters?.serviceId, table: services, field: "filters.serviceId", what: "service" },
    { id: filters?.roomId, table: rooms, field: "filters.roomId", what: "room" },
    { id: filters?.danceId, table: dances, field: "filters.danceId", what: "dance" },
  ] as const;
  for (const check of checks) {
    if (!check.id) continue;
    const [row] = await db
      .select({ id: check.table.id })
      .from(check.table)
      .where(and(eq(check.table.studioId, studioId), eq(check.table.id, check.id)))
      .limit(1);
    if (!row)
      throw new AppError("validation", `That ${check.what} isn't in your studio.`, {
        fields: { [check.field]: `Choose one of your ${check.what}s.` },
      });
  }
}

async function assertNameFree(db: Db, studioId: string, name: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: savedReports.id })
    .from(savedReports)
    .where(and(eq(savedReports.studioId, studioId), eq(savedReports.name, name), ...(exceptId ? [ne(savedReports.id, exceptId)] : [])))
    .limit(1);
  if (taken) throw new AppError("conflict", `A report named "${name}" already exists.`, { fields: { name: "Choose another name." } });
}

/** GET /api/reports/custom — the studio's saved reports, by name. */
export async function listSavedReports(db: Db, session: Session): Promise<{ reports: SavedReport[] }> {
  const rows = await db
    .select(SAVED_COLUMNS)
    .from(savedReports)
    .where(eq(savedReports.studioId, session.studioId))
    .orderBy(asc(savedReports.name));
  return { reports: rows.map(toSaved) };
}

export async function findSavedReport(db: Db, session: Session, id: string): Promise<SavedReport> {
  const [row] = await db
    .select(SAVED_COLUMNS)
    .from(savedReports)
    .where(and(eq(savedReports.studioId, session.studioId), eq(savedReports.id, id)))
    .limit(1);
  if (!row) throw new AppError("not_found", "That report isn't one of your studio's.");
  return toSaved(row);
}

/** POST /api/reports/custom — saved by name for the whole studio. */
export async function createSavedReport(db: Db, session: Session, input: TCustomReport): Promise<{ report: SavedReport }> {
  await checkFilters(db, session.studioId, input.filters);
  await assertNameFree(db, session.studioId, input.name);
  const [row] = await db
    .insert(savedReports)
    .values({
      ...input,
      filters: input.filters ?? {},
      chart: input.chart ?? "bar",
      studioId: session.studioId,
      createdByUserId: session.userId,
    })
    .returning(SAVED_COLUMNS);
  return { report: toSaved(row) };
}

/** PATCH /api/reports/custom/{id}. */
export async function updateSavedReport(db: Db, session: Session, id: string, patch: TCustomReportPatch, now = new Date()) {
  await findSavedReport(db, session, id);
  await checkFilters(db, session.studioId, patch.filters);
  if (patch.name) await assertNameFree(db, session.studioId, patch.name, id);
  const [row] = await db
    .update(savedReports)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(savedReports.studioId, session.studioId), eq(savedReports.id, id)))
    .returning(SAVED_COLUMNS);
  return { report: toSaved(row) };
}

/** DELETE /api/reports/custom/{id}. */
export async function deleteSavedReport(db: Db, session: Session, id: string): Promise<void> {
  await findSavedReport(db, session, id);
  await db.delete(savedReports).where(and(eq(savedReports.studioId, session.studioId), eq(savedReports.id, id)));
}

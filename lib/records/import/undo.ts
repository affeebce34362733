import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { postgresCode } from "@/lib/db/postgres-error";
import {
  bookings,
  events,
  importBatches,
  importLinks,
  instructors,
  ledgerEntries,
  packages,
  series,
  services,
  studentPackages,
  students,
} from "@/lib/db/schema";
import { lockStudio } from "@/lib/people/student-changes";
import { saveManyIntakeAnswers } from "@/lib/records/intake";
import { getImport, loadBatch } from "./batches";
import { updateInstructorRows } from "./instructors";
import { batchLinks, type ImportEntity, type Link } from "./links";
import { chunks } from "./plan";
import { setPartners, studentRow, updateStudentRows } from "./student-write";
import { INTAKE_PREFIX } from "./student-types";
import { newerDependent } from "./undo-dependents";

type BatchLink = Awaited<ReturnType<typeof batchLinks>>[number];

/**
 * DELETE /api/imports/{id}: removes what the batch created and puts back what it changed, in one
 * transaction — refused (409, naming it) while anything newer depends on it.
 */
export async function undoImport(db: Db, session: Session, id: string) {
  const { studioId } = session;
  await undoInTransaction(db, studioId, id).catch((error: unknown) => {
    // Something newer the checks don't name still refers to a record the batch added (a foreign key without cascade).
    if (postgresCode(error) === "23503")
      throw new AppError(
        "conflict",
        "This import can't be undone: something added since refers to a record it created. Remove that first, or keep the import.",
      );
    throw error;
  });
  return getImport(db, session, id);
}

async function undoInTransaction(db: Db, studioId: string, id: string) {
  await db.transaction(async (tx) => {
    await lockStudio(tx, studioId);
    const batch = await loadBatch(tx, studioId, id, true);
    if (batch.status === "uploaded") throw new AppError("rule", `${batch.fileName} hasn't been imported: there is nothing to undo.`);
    if (batch.status === "undone") throw new AppError("conflict", `${batch.fileName} was already undone.`);
    const dependent = await newerDependent(tx, studioId, id);
    if (dependent)
      throw new AppError("conflict", `${batch.fileName} can't be undone: ${dependent}. Remove that first, or keep the import.`, {
        extra: { dependent },
      });
    const links = await batchLinks(tx, studioId, id);
    const createdIds = (entity: ImportEntity) =>
      links.filter((link) => link.entity === entity && link.createdRecord).map((link) => link.recordId);
    for (const part of chunks(createdIds("booking")))
      await tx.delete(bookings).where(and(eq(bookings.studioId, studioId), inArray(bookings.id, part)));
    for (const part of chunks(createdIds("event")))
      await tx.delete(events).where(and(eq(events.studioId, studioId), inArray(events.id, part)));
    for (const part of chunks(createdIds("series"))) {
      await tx.delete(events).where(and(eq(events.studioId, studioId), inArray(events.seriesId, part)));
      await tx.delete(series).where(and(eq(series.studioId, studioId), inArray(series.id, part)));
    }
    for (const part of chunks(createdIds("service")))
      await tx.delete(services).where(and(eq(services.studioId, studioId), inArray(services.id, part)));
    for (const part of chunks(createdIds("ledger_entry")))
      await tx.delete(ledgerEntries).where(and(eq(ledgerEntries.studioId, studioId), inArray(ledgerEntries.id, part)));
    for (const part of chunks(createdIds("student_package")))
      await tx.delete(studentPackages).where(and(eq(studentPackages.studioId, studioId), inArray(studentPackages.id, part)));
    for (const part of chunks(createdIds("package")))
      await tx.delete(packages).where(and(eq(packages.studioId, studioId), inArray(packages.id, part)));
    const newStudents = createdIds("student");
    for (const part of chunks(newStudents)) {
      await tx
        .update(students)
        .set({ partnerId: null })
        .where(and(eq(students.studioId, studioId), inArray(students.partnerId, part)));
      await tx.delete(students).where(and(eq(students.studioId, studioId), inArray(students.id, part)));
    }
    for (const part of chunks(createdIds("instructor")))
      await tx.delete(instructors).where(and(eq(instructors.studioId, studioId), inArray(instructors.id, part)));
    await restoreChanged(
      tx,
      studioId,
      links.filter((link) => !link.createdRecord),
    );
    await restoreLinks(tx, studioId, links);
    await tx
      .update(importBatches)
      .set({ status: "undone", undoneAt: new Date() })
      .where(and(eq(importBatches.studioId, studioId), eq(importBatches.id, id)));
  });
}

/** Puts back the fields the batch changed on records it didn't create (students, instructors). */
async function restoreChanged(tx: Tx, studioId: string, changed: BatchLink[]) {
  const studentLinks = changed.filter((link) => link.entity === "student");
  if (studentLinks.length) {
    const ids = studentLinks.map((link) => link.recordId);
    const current = await tx
      .select()
      .from(students)
      .where(and(eq(students.studioId, studioId), inArray(students.id, ids)));
    const byId = new Map(current.map((row) => [row.id, row]));
    const rows = studentLinks
      .filter((link) => byId.has(link.recordId))
      .map((link) => studentRow(link.recordId, { ...byId.get(link.recordId)!, ...fieldsOf(link.before) }));
    await updateStudentRows(tx, studioId, rows);
    await setPartners(
      tx,
      studioId,
      studentLinks
        .filter((link) => link.before && "partnerId" in link.before && byId.has(link.recordId))
        .map((link) => ({ id: link.recordId, partner_id: (link.before!.partnerId as string | null) ?? null })),
    );
    await saveManyIntakeAnswers(
      tx,
      studioId,
      studentLinks.map((link) => ({
        studentId: link.recordId,
        values: Object.fromEntries(
          Object.entries(link.before ?? {})
            .filter(([key]) => key.startsWith(INTAKE_PREFIX))
            .map(([key, value]) => [key.slice(INTAKE_PREFIX.length), value as string | null]),
        ),
      })),
    );
  }
  const instructorLinks = changed.filter((link) => link.entity === "instructor");
  if (instructorLinks.length) {
    const current = await tx
      .select({
        id: instructors.id,
        name: instructors.name,
        email: instructors.email,
        phone: instructors.phone,
        styles: instructors.styles,
      })
      .from(instructors)
      .where(
        and(
          eq(instructors.studioId, studioId),
          inArray(
            instructors.id,
            instructorLinks.map((link) => link.recordId),
          ),
        ),
      );
    const byId = new Map(current.map((row) => [row.id, row]));
    await updateInstructorRows(
      tx,
      studioId,
      instructorLinks.filter((link) => byId.has(link.recordId)).map((link) => ({ ...byId.get(link.recordId)!, ...fieldsOf(link.before) })),
    );
  }
}

function fieldsOf(before: Record<string, unknown> | null): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(before ?? {}).filter(([key]) => key !== "link" && key !== "partnerId" && !key.startsWith(INTAKE_PREFIX)),
  );
}

/** The batch's links go; a link it took over from an earlier batch goes back to that batch. */
async function restoreLinks(tx: Tx, studioId: string, links: BatchLink[]) {
  for (const link of links) {
    const previous = (link.before?.link ?? null) as Link | null;
    if (!previous) continue;
    await tx
      .update(importLinks)
      .set({ recordId: previous.recordId, batchId: previous.batchId, createdRecord: previous.createdRecord, before: previous.before })
      .where(and(eq(importLinks.studioId, studioId), eq(importLinks.entity, link.entity), eq(importLinks.externalId, link.key)));
  }
  const gone = links.filter((link) => !link.before?.link);
  for (const part of chunks(gone))
    await tx.execute(sql`
      delete from import_links where studio_id = ${studioId}
      and (entity, external_id) in (select * from jsonb_to_recordset(${JSON.stringify(part.map((link) => ({ entity: link.entity, key: link.key })))}::jsonb) as v(entity text, key text))`);
}

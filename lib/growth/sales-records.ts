import "server-only";
import { and, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { instructors, saleCredits, sales, students, studios } from "@/lib/db/schema";
import { addDays, localToInstant } from "@/lib/dates/wall-time";
import type { TSalePatch, TSalesQuery } from "./sales-schemas";

/** The most sales one answer lists (newest first). */
const LIST_LIMIT = 500;

const SALE_COLUMNS = {
  id: sales.id,
  studentId: sales.studentId,
  student: students.name,
  kind: sales.kind,
  name: sales.name,
  category: sales.category,
  categoryByHand: sales.categoryByHand,
  listCents: sales.listCents,
  discountCents: sales.discountCents,
  amountCents: sales.amountCents,
  soldAt: sales.soldAt,
};

async function withCredits<T extends { id: string }>(db: Db, studioId: string, rows: T[]) {
  const credits = rows.length
    ? await db
        .select({
          saleId: saleCredits.saleId,
          instructorId: saleCredits.instructorId,
          instructor: instructors.name,
          percent: saleCredits.percent,
        })
        .from(saleCredits)
        .innerJoin(instructors, and(eq(instructors.studioId, saleCredits.studioId), eq(instructors.id, saleCredits.instructorId)))
        .where(
          and(
            eq(saleCredits.studioId, studioId),
            inArray(
              saleCredits.saleId,
              rows.map((row) => row.id),
            ),
          ),
        )
        .orderBy(desc(saleCredits.percent), instructors.name)
    : [];
  return rows.map((row) => ({
    ...row,
    credits: credits
      .filter((credit) => credit.saleId === row.id)
      .map((credit) => ({ instructorId: credit.instructorId, instructor: credit.instructor, percent: credit.percent })),
  }));
}

/**
 * GET /api/sales (owners): one student's sales, or the studio's sold in a period of its local dates
 * (this month's when neither is given), newest first, each with its category and credit.
 */
export async function listSales(db: Db, session: Session, query: TSalesQuery) {
  const where: SQL[] = [eq(sales.studioId, session.studioId)];
  if (query.studentId) where.push(eq(sales.studentId, query.studentId));
  if (query.from || query.to || !query.studentId) {
    const [studio] = await db.select({ timeZone: studios.timeZone }).from(studios).where(eq(studios.id, session.studioId));
    if (query.from) where.push(gte(sales.soldAt, localToInstant(query.from, "00:00", studio.timeZone)));
    if (query.to) where.push(lt(sales.soldAt, localToInstant(addDays(query.to, 1), "00:00", studio.timeZone)));
    if (query.from && query.to && query.to < query.from)
      throw new AppError("validation", "The period must end on or after its start.", {
        fields: { to: "Choose an end on or after the start." },
      });
  }
  const rows = await db
    .select(SALE_COLUMNS)
    .from(sales)
    .innerJoin(students, and(eq(students.studioId, sales.studioId), eq(students.id, sales.studentId)))
    .where(and(...where))
    .orderBy(desc(sales.soldAt))
    .limit(LIST_LIMIT);
  return withCredits(db, session.studioId, rows);
}

async function getSale(db: Db, studioId: string, id: string) {
  const rows = await db
    .select(SALE_COLUMNS)
    .from(sales)
    .innerJoin(students, and(eq(students.studioId, sales.studioId), eq(students.id, sales.studentId)))
    .where(and(eq(sales.studioId, studioId), eq(sales.id, id)));
  if (!rows[0]) throw new AppError("not_found", "That sale isn't in your studio.");
  return (await withCredits(db, studioId, rows))[0];
}

/**
 * PATCH /api/sales/{id} (owners): a category chosen by hand (later sales never change it) and the
 * staff credited, replaced as a whole in one transaction.
 */
export async function updateSale(db: Db, session: Session, id: string, patch: TSalePatch) {
  const studioId = session.studioId;
  await getSale(db, studioId, id);
  const credits = patch.credits ?? [];
  if (credits.length) {
    const found = await db
      .select({ id: instructors.id })
      .from(instructors)
      .where(
        and(
          eq(instructors.studioId, studioId),
          inArray(
            instructors.id,
            credits.map((credit) => credit.instructorId),
          ),
        ),
      );
    if (found.length !== credits.length)
      throw new AppError("validation", "Credit instructors of your studio only.", { fields: { credits: "Choose your own instructors." } });
  }
  await db.transaction(async (tx) => {
    if (patch.category)
      await tx
        .update(sales)
        .set({ category: patch.category, categoryByHand: true })
        .where(and(eq(sales.studioId, studioId), eq(sales.id, id)));
    if (patch.credits) {
      await tx.delete(saleCredits).where(and(eq(saleCredits.studioId, studioId), eq(saleCredits.saleId, id)));
      if (credits.length) await tx.insert(saleCredits).values(credits.map((credit) => ({ ...credit, studioId, saleId: id })));
    }
  });
  return getSale(db, studioId, id);
}

import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { canManageInstructor } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { commissionRates, instructors } from "@/lib/db/schema";
import { SALE_CATEGORY_KEYS } from "./sales-labels";
import type { TCommissionRateInput } from "./sales-schemas";

/** Categories in the order a student climbs them (first lesson, original, extension, renewal, then the rest). */
const CATEGORY_ORDER = sql.raw(`array[${SALE_CATEGORY_KEYS.map((key) => `'${key}'`).join(", ")}]`);

const RATE_COLUMNS = {
  id: commissionRates.id,
  category: commissionRates.category,
  basisPoints: commissionRates.basisPoints,
  fixedCents: commissionRates.fixedCents,
  effectiveFrom: commissionRates.effectiveFrom,
};

async function assertInstructor(db: Db, session: Session, instructorId: string) {
  const [row] = await db
    .select({ id: instructors.id })
    .from(instructors)
    .where(and(eq(instructors.studioId, session.studioId), eq(instructors.id, instructorId)));
  if (!row) throw new AppError("not_found", "Instructor not found.");
  if (!canManageInstructor(session, instructorId)) throw new AppError("forbidden", "Instructors see their own commission rates only.");
}

/** GET /api/instructors/{id}/commission-rates (owners; an instructor their own): every rate, by category, newest first. */
export async function listCommissionRates(db: Db, session: Session, instructorId: string) {
  await assertInstructor(db, session, instructorId);
  return db
    .select(RATE_COLUMNS)
    .from(commissionRates)
    .where(and(eq(commissionRates.studioId, session.studioId), eq(commissionRates.instructorId, instructorId)))
    .orderBy(sql`array_position(${CATEGORY_ORDER}, ${commissionRates.category}::text)`, desc(commissionRates.effectiveFrom));
}

/**
 * POST /api/instructors/{id}/commission-rates (owners): a rate for one category from a date on.
 * Earlier rates stay, so a sale keeps the rate in force on its date; a second rate for the same
 * category and date replaces that one (a correction).
 */
export async function addCommissionRate(db: Db, session: Session, instructorId: string, input: TCommissionRateInput) {
  await assertInstructor(db, session, instructorId);
  const amounts = { basisPoints: input.basisPoints ?? null, fixedCents: input.fixedCents ?? null };
  const [rate] = await db
    .insert(commissionRates)
    .values({ studioId: session.studioId, instructorId, category: input.category, effectiveFrom: input.effectiveFrom, ...amounts })
    .onConflictDoUpdate({
      target: [commissionRates.studioId, commissionRates.instructorId, commissionRates.category, commissionRates.effectiveFrom],
      set: amounts,
    })
    .returning(RATE_COLUMNS);
  return rate;
}

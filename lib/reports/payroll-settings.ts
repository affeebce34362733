import "server-only";
import { eq } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { studios } from "@/lib/db/schema";
import type { TPayrollSettings } from "./schemas";

/**
 * PATCH /api/reports/payroll/settings (owners): whether no-shows and late cancels are paid like
 * lessons taught, and whether commission is paid on the sale or on the money collected for it.
 */
export async function updatePayrollSettings(db: Db, session: Session, input: TPayrollSettings) {
  const [row] = await db
    .update(studios)
    .set({ payMissedLessons: input.payMissedLessons, commissionBasis: input.commissionBasis })
    .where(eq(studios.id, session.studioId))
    .returning({ payMissedLessons: studios.payMissedLessons, commissionBasis: studios.commissionBasis });
  return { settings: row };
}

import "server-only";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { scheduleOf } from "@/lib/payments/payment-items";
import type { TSellPackage } from "@/lib/payments/schemas";
import { sellPackage } from "@/lib/payments/sell-package";
import { chargeItemNow } from "./run";

/**
 * POST /api/students/{id}/packages (owners): the sale, then — sold in instalments and the first
 * not paid at the desk — that instalment charged once the sale has committed (saved card, or the
 * account), through the charging run's own claim. The answer shows the schedule as it then stands.
 */
export async function sellPackageWithPlan(
  db: Db,
  session: Session,
  studentId: string,
  input: TSellPackage,
  now = new Date(),
  address?: string,
) {
  const { dueNowItemId, ...sale } = await sellPackage(db, session, studentId, input, now, address);
  // chargeItemNow never throws for a card or Stripe trouble: the item stays due and the next run tries it.
  if (dueNowItemId) await chargeItemNow(db, session.studioId, dueNowItemId, now);
  return { ...sale, items: await scheduleOf(db, session.studioId, { studentPackageId: sale.studentPackage.id }) };
}

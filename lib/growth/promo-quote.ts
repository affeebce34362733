import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { membershipPlans, packages, services, students } from "@/lib/db/schema";
import { findPromoCode, quotePromo, type PromoTarget } from "./promo-redeem";
import type { TPromoQuote } from "./promo-schemas";

/** The item the quote is for, at its list price (a membership: the price of one period). */
async function targetOf(db: Db, studioId: string, input: TPromoQuote): Promise<PromoTarget> {
  const [table, usedFor, itemId, missing] = input.packageId
    ? ([packages, "package", input.packageId, "Package not found."] as const)
    : input.membershipPlanId
      ? ([membershipPlans, "membership", input.membershipPlanId, "Membership plan not found."] as const)
      : ([services, "lesson", input.serviceId!, "Service not found."] as const);
  const [row] = await db
    .select({ name: table.name, priceCents: table.priceCents })
    .from(table)
    .where(and(eq(table.studioId, studioId), eq(table.id, itemId)));
  if (!row) throw new AppError("not_found", missing);
  return { usedFor, itemId, name: row.name, listCents: row.priceCents };
}

/**
 * What a code would take off, checked exactly as the sale will check it (dates, what it is for,
 * limits, first-time students) but without using it: the desk shows the discount and starts the
 * payment at the discounted price. A code that matches nothing counts as a wrong guess.
 */
export async function quotePromoCode(db: Db, session: Session, input: TPromoQuote, address: string) {
  const [student] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.studioId, session.studioId), eq(students.id, input.studentId)));
  if (!student)
    throw new AppError("not_found", "That student isn't in your studio.", { fields: { studentId: "Choose one of your students." } });
  const target = await targetOf(db, session.studioId, input);
  const code = await findPromoCode(db, session.studioId, input.code, address);
  const discountCents = await quotePromo(db, {
    studioId: session.studioId,
    promoCodeId: code.id,
    studentId: student.id,
    target,
    at: new Date(),
  });
  return { name: target.name, listCents: target.listCents, discountCents, priceCents: target.listCents - discountCents };
}

import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { packageServices, packages, studentPackages } from "@/lib/db/schema";
import { attachRedemption, findPromoCode, redeemPromoTx } from "@/lib/growth/promo-redeem";
import { recordSale } from "@/lib/growth/sales";
import { addEntry, requireStudent } from "./ledger";
import { writePlanItems } from "./payment-plan";
import type { TPaymentPlan, TSellPackage } from "./schemas";
import type { PaymentMethod } from "./types";
import { applyPackageToUnpaid } from "./unpaid-lessons";

const DAY_MS = 86_400_000;

export type SaleInput = {
  studioId: string;
  studentId: string;
  packageId: string;
  payment?: { method: PaymentMethod; amountCents: number; externalId?: string };
  userId?: string | null;
  now?: Date;
  /**
   * Bought and paid through Stripe Checkout: the money is already taken, so the sale is recorded at
   * the price paid, even if the owner changed the price or took the package off sale meanwhile.
   */
  paidOnline?: boolean;
  /**
   * Paid in instalments (anything but in full): the price is not charged at the sale; its
   * instalments are written as due items, the payment (if any) paying the first.
   */
  paymentPlan?: TPaymentPlan;
  /**
   * Bought online with a plan: the price and units the Checkout's schedule was made from (its payment
   * is only the first instalment, and the package may have changed since).
   */
  planTerms?: { priceCents: number; units: number };
  /** Pay the student's unpaid lessons the package covers with its units, oldest first, in the same transaction. */
  applyToUnpaid?: boolean;
  /**
   * A promo code found by findPromoCode: used in this transaction (its limits checked under its row
   * lock) and taken off the price. `paid`: the Checkout already charged the discounted price.
   */
  promo?: { promoCodeId: string; paid?: { checkoutId: string; discountCents: number } };
};

/**
 * Sells a package inside the caller's transaction: units, price, covered services and expiry
 * (purchase + valid days) are copied, the price is charged ("10 Private Lessons"; nothing when free) and the payment, if
 * any, recorded. An unpaid sale simply leaves an open balance. With `applyToUnpaid`, the new package
 * then pays the student's unpaid lessons it covers (what they owed before the sale, at most).
 * With a payment plan (instalments, by the lesson) the units are just as usable, but the price is
 * not charged: its instalments become due items (writePlanItems), the payment paying the first.
 */
export async function sellPackageTx(tx: Tx, input: SaleInput) {
  const now = input.now ?? new Date();
  const [pkg] = await tx
    .select()
    .from(packages)
    .where(and(eq(packages.studioId, input.studioId), eq(packages.id, input.packageId)))
    .limit(1);
  if (!pkg) throw new AppError("not_found", "Package not found.", { fields: { packageId: "Choose one of your packages." } });
  const plan = input.paymentPlan?.kind === "full" ? undefined : input.paymentPlan;
  const paidPriceCents =
    input.paidOnline && plan && input.planTerms
      ? input.planTerms.priceCents
      : input.paidOnline && input.payment && !plan
        ? input.payment.amountCents
        : pkg.priceCents;
  if (!pkg.active && !input.paidOnline)
    throw new AppError("rule", `${pkg.name} is no longer on sale.`, { fields: { packageId: "This package is no longer on sale." } });
  const { listCents, priceCents, redemption } = await takePromo(tx, input, pkg, paidPriceCents, now);
  const [sold] = await tx
    .insert(studentPackages)
    .values({
      studioId: input.studioId,
      studentId: input.studentId,
      packageId: pkg.id,
      name: pkg.name,
      units: pkg.units,
      priceCents,
      serviceIds: (
        await tx.select({ id: packageServices.serviceId }).from(packageServices).where(eq(packageServices.packageId, pkg.id))
      ).map((row) => row.id),
      purchasedAt: now,
      expiresAt: new Date(now.getTime() + pkg.validDays * DAY_MS),
    })
    .returning();
  if (redemption) await attachRedemption(tx, input.studioId, redemption.redemptionId, sold.id);
  await recordSale(tx, {
    studioId: input.studioId,
    studentId: input.studentId,
    kind: "package",
    studentPackageId: sold.id,
    packageId: pkg.id,
    name: pkg.name,
    listCents,
    discountCents: redemption?.discountCents ?? 0,
    promoCodeId: redemption?.promoCodeId ?? null,
    soldAt: now,
    userId: input.userId,
  });
  // Read before the sale's own charge: only lessons the student already owed for are cleared.
  const applied = input.applyToUnpaid
    ? await applyPackageToUnpaid(tx, {
        studioId: input.studioId,
        studentId: input.studentId,
        studentPackageId: sold.id,
        // Two milliseconds after the sale, so the history reads charge → payment → lessons paid with it.
        now: new Date(now.getTime() + 2),
      })
    : { lessons: [], amountCents: 0 };
  const base = { studioId: input.studioId, studentId: input.studentId, studentPackageId: sold.id, createdByUserId: input.userId ?? null };
  const unitsUsed = sold.unitsUsed + applied.lessons.length;
  if (plan) {
    const planned = await writePlanItems(tx, {
      studioId: input.studioId,
      studentId: input.studentId,
      studentPackageId: sold.id,
      userId: input.userId ?? null,
      name: pkg.name,
      priceCents,
      units: input.paidOnline && input.planTerms ? input.planTerms.units : sold.units,
      plan,
      now,
      payment: input.payment,
    });
    return { studentPackage: { ...sold, unitsUsed }, ...planned, applied };
  }
  const charge =
    priceCents > 0 ? await addEntry(tx, { ...base, kind: "charge", amountCents: priceCents, description: pkg.name, createdAt: now }) : null;
  const payment = input.payment
    ? await addEntry(tx, {
        ...base,
        kind: "payment",
        amountCents: input.payment.amountCents,
        method: input.payment.method,
        description: `Payment for ${pkg.name}`,
        externalId: input.payment.externalId ?? null,
        // A millisecond after the charge, so the history reads charge → payment.
        createdAt: new Date(now.getTime() + 1),
      })
    : null;
  return {
    studentPackage: { ...sold, unitsUsed },
    chargeId: charge?.id ?? null,
    paymentId: payment?.id ?? null,
    dueNowItemId: null,
    applied,
  };
}

/** The list price, the price after the promo code (used here, in the sale's transaction), and its use. */
async function takePromo(tx: Tx, input: SaleInput, pkg: { id: string; name: string }, paidPriceCents: number, now: Date) {
  if (!input.promo) return { listCents: paidPriceCents, priceCents: paidPriceCents, redemption: null };
  const paid = input.promo.paid;
  const listCents = paid ? paidPriceCents + paid.discountCents : paidPriceCents;
  const redemption = await redeemPromoTx(tx, {
    studioId: input.studioId,
    promoCodeId: input.promo.promoCodeId,
    studentId: input.studentId,
    target: { usedFor: "package", itemId: pkg.id, name: pkg.name, listCents },
    at: now,
    paid,
  });
  return { listCents, priceCents: paid ? paidPriceCents : listCents - redemption.discountCents, redemption };
}

/** POST /api/students/{id}/packages (owners); `address` counts wrong promo codes (lib/growth/code-guesses.ts). */
export async function sellPackage(db: Db, session: Session, studentId: string, input: TSellPackage, now = new Date(), address = "desk") {
  await requireStudent(db, session.studioId, studentId);
  const promo = input.promoCode ? await findPromoCode(db, session.studioId, input.promoCode, address) : null;
  const result = await db.transaction((tx) =>
    sellPackageTx(tx, {
      studioId: session.studioId,
      studentId,
      packageId: input.packageId,
      payment: input.payment,
      paymentPlan: input.paymentPlan,
      userId: session.userId,
      applyToUnpaid: input.applyToUnpaid,
      promo: promo ? { promoCodeId: promo.id } : undefined,
      now,
    }),
  );
  const sold = result.studentPackage;
  return {
    studentPackage: {
      id: sold.id,
      name: sold.name,
      units: sold.units,
      unitsLeft: sold.units - sold.unitsUsed,
      priceCents: sold.priceCents,
      purchasedAt: sold.purchasedAt.toISOString(),
      expiresAt: sold.expiresAt.toISOString(),
    },
    chargeId: result.chargeId,
    paymentId: result.paymentId,
    /** The unpaid lessons the package now pays for (none without `applyToUnpaid`). */
    applied: { lessons: result.applied.lessons.length, amountCents: result.applied.amountCents },
    /** The first instalment, due now and not paid at the desk: the caller charges it once the sale has committed. */
    dueNowItemId: result.dueNowItemId,
  };
}

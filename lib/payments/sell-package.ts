import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { packageServices, packages, studentPackages } from "@/lib/db/schema";
import { addEntry, requireStudent } from "./ledger";
import type { TSellPackage } from "./schemas";
import type { PaymentMethod } from "./types";

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
};

/**
 * Sells a package inside the caller's transaction: units, price, covered services and expiry
 * (purchase + valid days) are copied, the price is charged ("10 Private Lessons"; nothing when free) and the payment, if
 * any, recorded. An unpaid sale simply leaves an open balance.
 */
export async function sellPackageTx(tx: Tx, input: SaleInput) {
  const now = input.now ?? new Date();
  const [pkg] = await tx
    .select()
    .from(packages)
    .where(and(eq(packages.studioId, input.studioId), eq(packages.id, input.packageId)))
    .limit(1);
  if (!pkg) throw new AppError("not_found", "Package not found.", { fields: { packageId: "Choose one of your packages." } });
  const priceCents = input.paidOnline && input.payment ? input.payment.amountCents : pkg.priceCents;
  if (!pkg.active && !input.paidOnline)
    throw new AppError("rule", `${pkg.name} is no longer on sale.`, { fields: { packageId: "This package is no longer on sale." } });
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
  const base = { studioId: input.studioId, studentId: input.studentId, studentPackageId: sold.id, createdByUserId: input.userId ?? null };
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
  return { studentPackage: sold, chargeId: charge?.id ?? null, paymentId: payment?.id ?? null };
}

/** POST /api/students/{id}/packages (owners). */
export async function sellPackage(db: Db, session: Session, studentId: string, input: TSellPackage) {
  await requireStudent(db, session.studioId, studentId);
  const result = await db.transaction((tx) =>
    sellPackageTx(tx, {
      studioId: session.studioId,
      studentId,
      packageId: input.packageId,
      payment: input.payment,
      userId: session.userId,
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
  };
}

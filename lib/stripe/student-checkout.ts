import "server-only";
import { z } from "zod";
import { requireOwnStudentId } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { getPackage } from "@/lib/payments/packages";
import { formatMoney, studentBalance, studioMoneySettings } from "@/lib/payments/ledger";
import { requireStripe } from "./client";

export const ZCheckoutInput = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("balance") }),
    z.object({
      kind: z.literal("package"),
      packageId: z.uuid("Choose a package to buy."),
      /** Once paid, the package also pays the student's unpaid lessons it covers (see applyPackageToUnpaid). */
      applyToUnpaid: z.boolean("Apply to unpaid lessons must be true or false.").optional(),
    }),
  ],
  "Choose what to pay: your balance or a package.",
);
export type TCheckoutInput = z.infer<typeof ZCheckoutInput>;

/** Stripe's smallest charge in dollars (and most currencies): 50 cents. */
const MIN_CHARGE_CENTS = 50;

/**
 * A Stripe Checkout session (payment mode) for the signed-in student: their open balance, or a
 * package at its price. The metadata tells the webhook whom to credit; nothing is recorded until
 * Stripe confirms the payment.
 */
export async function createStudentCheckout(db: Db, session: Session, input: TCheckoutInput): Promise<{ url: string }> {
  const { stripe } = requireStripe();
  const studentId = requireOwnStudentId(session);
  const studio = await studioMoneySettings(db, session.studioId);
  let amountCents: number;
  let name: string;
  if (input.kind === "balance") {
    amountCents = await studentBalance(db, session.studioId, studentId);
    if (amountCents <= 0) throw new AppError("rule", "You have no balance to pay.");
    name = `Balance at ${studio.name}`;
  } else {
    const found = await getPackage(db, session.studioId, input.packageId);
    if (!found.active) throw new AppError("not_found", "Package not found.");
    amountCents = found.priceCents;
    name = found.name;
  }
  if (amountCents < MIN_CHARGE_CENTS) {
    throw new AppError(
      "rule",
      `Online payments start at ${formatMoney(MIN_CHARGE_CENTS, studio.currency)}. Please pay this at the studio.`,
    );
  }
  const checkout = await stripe.checkout.sessions.create({
    mode: "payment",
    customer_email: session.email,
    client_reference_id: studentId,
    line_items: [
      { quantity: 1, price_data: { currency: studio.currency.toLowerCase(), unit_amount: amountCents, product_data: { name } } },
    ],
    metadata: {
      kind: input.kind,
      studioId: session.studioId,
      studentId,
      packageId: input.kind === "package" ? input.packageId : "",
      ...(input.kind === "package" && input.applyToUnpaid ? { applyToUnpaid: "1" } : {}),
    },
    success_url: `${env.SITE_URL}/app/payments?checkout=success`,
    cancel_url: `${env.SITE_URL}/app/payments?checkout=cancelled`,
  });
  return { url: checkout.url! };
}

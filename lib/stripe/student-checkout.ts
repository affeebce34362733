import "server-only";
import { z } from "zod";
import { requireOwnStudentId } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { findPromoCode, quotePromo } from "@/lib/growth/promo-redeem";
import { ZPromoCodeField } from "@/lib/growth/promo-schemas";
import { getPackage } from "@/lib/payments/packages";
import { instantToLocal } from "@/lib/dates/wall-time";
import { formatMoney, studentBalance, studioMoneySettings } from "@/lib/payments/ledger";
import { planMetadata } from "@/lib/payments/payment-plan";
import { planSchedule, type PlanWithInstalments } from "@/lib/payments/plan-schedule";
import { ONLINE_PLAN_MIN_CENTS, ZPaymentPlan } from "@/lib/payments/schemas";
import { customerFor } from "./student-customer";
import { requireStudioStripe, type StudioStripe } from "./studio-account";

export const ZCheckoutInput = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("balance"),
      /** Keep the card on the studio's account for later payments (autopay charges it). */
      saveCard: z.boolean("Save this card must be true or false.").optional(),
    }),
    z.object({
      kind: z.literal("package"),
      saveCard: z.boolean("Save this card must be true or false.").optional(),
      packageId: z.uuid("Choose a package to buy."),
      /** Once paid, the package also pays the student's unpaid lessons it covers (see applyPackageToUnpaid). */
      applyToUnpaid: z.boolean("Apply to unpaid lessons must be true or false.").optional(),
      /**
       * In instalments (a package of ONLINE_PLAN_MIN_CENTS or more): the Checkout takes the first and
       * saves the card on the studio's account, which the later ones are charged to when they fall due.
       */
      paymentPlan: ZPaymentPlan.optional(),
      /** A promo code: the Checkout charges the discounted price; the code is used when the payment is recorded. */
      promoCode: ZPromoCodeField,
    }),
    /** Save a card without paying anything now (Checkout in setup mode). */
    z.object({ kind: z.literal("card") }),
  ],
  "Choose what to pay: your balance or a package, or add a card.",
);
export type TCheckoutInput = z.infer<typeof ZCheckoutInput>;

/** Stripe's smallest charge in dollars (and most currencies): 50 cents. */
const MIN_CHARGE_CENTS = 50;

/**
 * A Stripe Checkout session (payment mode) on the studio's own account for the signed-in student:
 * their open balance, or a package at its price. The metadata tells the webhook whom to credit;
 * nothing is recorded until Stripe confirms the payment. With `saveCard`, the card stays on the
 * student's Customer at the studio's account for later payments. A package in instalments: the
 * Checkout takes the first one and always saves the card, which the others are charged to.
 */
export async function createStudentCheckout(
  db: Db,
  session: Session,
  input: TCheckoutInput,
  address = "checkout",
): Promise<{ url: string }> {
  const studentId = requireOwnStudentId(session);
  const studioStripe = await requireStudioStripe(db, session.studioId);
  const studio = await studioMoneySettings(db, session.studioId);
  if (input.kind === "card") return saveCardCheckout(db, session, studioStripe, studio.currency, studentId);
  let amountCents: number;
  let name: string;
  let plan: PlanWithInstalments | undefined;
  let planMeta: Record<string, string> = {};
  let promoMeta: Record<string, string> = {};
  if (input.kind === "balance") {
    amountCents = await studentBalance(db, session.studioId, studentId);
    if (amountCents <= 0) throw new AppError("rule", "You have no balance to pay.");
    name = `Balance at ${studio.name}`;
  } else {
    const found = await getPackage(db, session.studioId, input.packageId);
    // An intro offer is sold on the studio's page to new students only, never to a signed-in student.
    if (!found.active || found.introOffer) throw new AppError("not_found", "Package not found.");
    let priceCents = found.priceCents;
    if (input.promoCode) {
      const code = await findPromoCode(db, session.studioId, input.promoCode, address);
      const target = { usedFor: "package" as const, itemId: found.id, name: found.name, listCents: found.priceCents };
      const discountCents = await quotePromo(db, { studioId: session.studioId, promoCodeId: code.id, studentId, target, at: new Date() });
      priceCents -= discountCents;
      promoMeta = { promoCodeId: code.id, promoDiscountCents: String(discountCents) };
    }
    amountCents = priceCents;
    name = found.name;
    plan = input.paymentPlan?.kind === "full" ? undefined : input.paymentPlan;
    if (plan) {
      if (priceCents < ONLINE_PLAN_MIN_CENTS)
        throw new AppError(
          "rule",
          `Instalments online start at ${formatMoney(ONLINE_PLAN_MIN_CENTS, studio.currency)}: pay ${found.name} in full.`,
          {
            fields: { "paymentPlan.kind": "Choose pay in full for this package." },
          },
        );
      const today = instantToLocal(new Date(), studio.timeZone).date;
      const [first] = planSchedule(plan, { ...found, priceCents, currency: studio.currency }, today);
      planMeta = planMetadata(plan, priceCents, found.units);
      amountCents = first.amountCents;
      name = first.description;
    }
  }
  if (amountCents < MIN_CHARGE_CENTS) {
    throw new AppError(
      "rule",
      `Online payments start at ${formatMoney(MIN_CHARGE_CENTS, studio.currency)}. Please pay this at the studio.`,
    );
  }
  const fee = studioStripe.platformFee(amountCents);
  // In instalments the card must stay for the later ones: saved whether or not the box was ticked.
  const saveCard = input.kind === "package" ? Boolean(input.saveCard || plan) : input.saveCard;
  const payer = saveCard
    ? { customer: await customerFor(db, studioStripe, session.studioId, studentId, session.email) }
    : { customer_email: session.email };
  const checkout = await studioStripe.stripe.checkout.sessions.create(
    {
      mode: "payment",
      ...payer,
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
        ...planMeta,
        ...promoMeta,
      },
      payment_intent_data: {
        ...(fee > 0 && { application_fee_amount: fee }),
        ...(saveCard && { setup_future_usage: "off_session" as const }),
      },
      success_url: `${env.SITE_URL}/app/payments?checkout=success`,
      cancel_url: `${env.SITE_URL}/app/payments?checkout=cancelled`,
    },
    studioStripe.on,
  );
  return { url: checkout.url! };
}

/** A Checkout in setup mode: the student's card is saved on the studio's account, nothing is charged. */
async function saveCardCheckout(db: Db, session: Session, studioStripe: StudioStripe, currency: string, studentId: string) {
  const customer = await customerFor(db, studioStripe, session.studioId, studentId, session.email);
  const checkout = await studioStripe.stripe.checkout.sessions.create(
    {
      mode: "setup",
      customer,
      currency: currency.toLowerCase(),
      client_reference_id: studentId,
      metadata: { kind: "card", studioId: session.studioId, studentId },
      success_url: `${env.SITE_URL}/app/settings?card=saved#settings-payment-methods`,
      cancel_url: `${env.SITE_URL}/app/settings?card=cancelled#settings-payment-methods`,
    },
    studioStripe.on,
  );
  return { url: checkout.url! };
}

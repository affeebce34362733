import { z } from "zod";
import { previewSchedule, ZPlanChoice, type PlanChoice } from "@/components/autopay/payment-plan-choice";
import { addIssues, pickedId } from "@/components/forms/field-schemas";
import { zMoneyText } from "@/lib/money/money-input";
import { MANUAL_METHODS, ZPaymentInput, ZSellPackage } from "@/lib/payments/schemas";
import type { PackageView } from "@/lib/payments/types";

const ZSalePayment = ZSellPackage.shape.payment.unwrap();

/**
 * The route's sale schema, plus the student (a path parameter) and "Take a payment now": the payment
 * is checked, and sent, only when ticked, and never for more than the chosen package's price (in
 * instalments: the first instalment, which is what the desk takes). The payment plan as typed.
 */
export const saleForm = (sale: SaleContext) =>
  z
    .object({
      studentId: pickedId("", ZPaymentInput.shape.studentId),
      packageId: ZSellPackage.shape.packageId,
      promoCode: ZSellPackage.shape.promoCode,
      paymentPlan: ZPlanChoice,
      payNow: z.boolean(),
      applyToUnpaid: z.boolean(),
      payment: z.object({ method: z.enum(MANUAL_METHODS), amountCents: z.string() }),
    })
    .superRefine(
      (value, ctx) => {
        if (value.payNow) addIssues(paymentForm(sale, value.packageId).safeParse(value.payment), ctx, ["payment"]);
      },
      // Checked even while another field is wrong, so every problem shows at once.
      { when: () => true },
    )
    .transform(({ payNow, payment, paymentPlan, ...rest }) => ({
      ...rest,
      // "In full" is what a sale without a plan does: left out, so the request reads as before.
      paymentPlan: paymentPlan.kind === "full" ? undefined : paymentPlan,
      payment: payNow ? paymentForm(sale, rest.packageId).parse(payment) : undefined,
    }));

export type SaleContext = { currency: string; packages: PackageView[]; today: string; plan: () => PlanChoice };

/** What is due at the sale: the price, or the first instalment of the chosen plan. */
export function dueNow({ currency, packages, today, plan }: SaleContext, packageId: string): number | undefined {
  const item = packages.find((candidate) => candidate.id === packageId);
  if (!item) return undefined;
  const preview = previewSchedule(plan(), { ...item, currency }, today);
  return "items" in preview && preview.items.length > 0 ? preview.items[0].amountCents : item.priceCents;
}

const paymentForm = (sale: SaleContext, packageId: string) =>
  ZSalePayment.extend({
    amountCents: zMoneyText(ZSalePayment.shape.amountCents, { currency: sale.currency, max: dueNow(sale, packageId) }),
  });

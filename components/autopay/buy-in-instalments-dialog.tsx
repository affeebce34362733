"use client";

import { useState } from "react";
import { CheckoutButton } from "@/components/payments/checkout-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { formatMoney } from "@/lib/money/money";
import type { TPaymentPlan } from "@/lib/payments/schemas";
import type { PackageView } from "@/lib/payments/types";
import {
  PaymentPlanChoice,
  PLAN_CHOICE_DEFAULT,
  previewSchedule,
  SchedulePreview,
  toPaymentPlan,
  type PlanChoice,
} from "./payment-plan-choice";

/**
 * A student buys a package in instalments or by the lesson: the schedule shows first, then Stripe
 * Checkout takes the first instalment and keeps the card for the rest (POST /api/checkout with a plan).
 */
export function BuyInInstalmentsDialog({
  item,
  currency,
  today,
  applyToUnpaid,
}: {
  item: PackageView;
  currency: string;
  today: string;
  applyToUnpaid: boolean;
}) {
  const [choice, setChoice] = useState<PlanChoice>({ ...PLAN_CHOICE_DEFAULT, kind: "instalments" });
  const preview = previewSchedule(choice, { ...item, currency }, today);
  const problem = "problem" in preview ? preview.problem : undefined;
  const first = "items" in preview ? preview.items[0] : undefined;
  return (
    <Dialog onOpenChange={(open) => open && setChoice({ ...PLAN_CHOICE_DEFAULT, kind: "instalments" })}>
      <DialogTrigger asChild>
        <Button variant="ghost" aria-label={`Pay ${item.name} in instalments`}>
          In instalments
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`${item.name} in instalments`}
        description="Pay the first part now. Your card is kept with the studio for the rest, charged on their days; the lessons are yours to use at once."
      >
        <div className="grid gap-4">
          <PaymentPlanChoice
            idPrefix={`buy-${item.id}`}
            value={choice}
            onChange={setChoice}
            withFull={false}
            errors={{
              count: choice.kind === "instalments" ? problem : undefined,
              lessons: choice.kind === "per_lessons" ? problem : undefined,
            }}
          />
          {!problem && <SchedulePreview preview={preview} currency={currency} />}
          <div className="flex justify-end">
            <CheckoutButton
              checkout={{
                kind: "package",
                packageId: item.id,
                // Checked above: the button is off while the plan has a problem.
                paymentPlan: toPaymentPlan(choice) as TPaymentPlan,
                ...(applyToUnpaid ? { applyToUnpaid: true } : {}),
              }}
              label={first ? `Pay ${formatMoney(first.amountCents, currency)} now` : "Pay the first instalment"}
              disabled={Boolean(problem)}
            />
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

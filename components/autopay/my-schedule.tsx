"use client";

import { CreditCard } from "lucide-react";
import Link from "next/link";
import { LoadError, SectionCard } from "@/components/payments/section-card";
import { Button } from "@/components/ui/button";
import { formatMoney } from "@/lib/money/money";
import { PaymentSchedule } from "./payment-schedule";
import type { MyAutopay } from "./use-my-autopay";

/**
 * A student's own payment schedule: what is still owed and when, what failed and why. A failed
 * payment sits on their balance: they pay it with the balance (`payNow`, where the studio takes
 * cards online) or update their card, which the next try uses. Nothing when there is no schedule.
 */
export function MySchedule({ autopay, currency, payNow }: { autopay: MyAutopay; currency: string; payNow: React.ReactNode }) {
  const { schedule } = autopay;
  const items = schedule.data?.items ?? [];
  const failed = items.filter((item) => item.status === "failed");
  if (schedule.error) return <LoadError message={schedule.error.message} onRetry={schedule.reload} />;
  if (items.length === 0) return null;
  return (
    <SectionCard id="my-schedule-title" title="Payment schedule">
      {failed.length > 0 && (
        <div role="alert" className="grid gap-2 rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
          <p>
            {failed.length === 1
              ? `A payment of ${formatMoney(failed[0].amountCents, currency)} didn't go through${failed[0].lastError ? `: ${failed[0].lastError}` : "."}`
              : `${failed.length} payments didn't go through.`}{" "}
            {failed.every((item) => item.nextAttemptAt)
              ? "Pay it now, or update your card before the next try."
              : "Its automatic tries are over: pay it now or at the studio."}
          </p>
          <div className="flex flex-wrap items-start gap-2">
            {payNow}
            <Button asChild variant="secondary" size="sm">
              <Link href="/app/settings#settings-payment-methods">
                <CreditCard aria-hidden />
                Update card
              </Link>
            </Button>
          </div>
        </div>
      )}
      <PaymentSchedule items={items} currency={currency} label="Your payment schedule" empty="Nothing scheduled." />
    </SectionCard>
  );
}

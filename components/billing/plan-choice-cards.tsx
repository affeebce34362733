import { Check } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PAID_PLANS, periodPriceCents, type BillingInterval, type PlanKey } from "@/lib/billing/plans";
import { formatUsd } from "@/lib/billing/format";
import { isUpgrade } from "@/lib/billing/proration";
import type { Subscription } from "@/lib/billing/resolve-subscription";
import { cn } from "@/lib/utils";

/** The paid plans from the plan table, priced for the chosen interval, each with its action. */
export function PlanChoiceCards({
  subscription,
  interval,
  busyPlan,
  onChoose,
}: {
  subscription: Subscription;
  interval: BillingInterval;
  busyPlan: PlanKey | null;
  onChoose: (plan: PlanKey) => void;
}) {
  const onPaidPlan = subscription.status === "active" && subscription.interval !== null;
  return (
    <ul className="grid gap-4 lg:grid-cols-3">
      {PAID_PLANS.map((plan) => {
        const isCurrent = onPaidPlan && subscription.key === plan.key && subscription.interval === interval;
        const action = !onPaidPlan
          ? `Choose ${plan.name}`
          : isUpgrade({ plan: subscription.key, interval: subscription.interval! }, { plan: plan.key, interval })
            ? `Upgrade to ${plan.name}`
            : `Switch to ${plan.name}`;
        return (
          <li
            key={plan.key}
            aria-label={plan.name}
            className={cn(
              "flex flex-col rounded-lg border bg-card p-4",
              isCurrent ? "border-primary ring-2 ring-primary" : "border-border",
            )}
          >
            <div className="flex items-baseline justify-between gap-2">
              <h3 className="font-[family-name:var(--font-display)] text-xl font-semibold">{plan.name}</h3>
              {isCurrent && <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">Current</span>}
            </div>
            <p className="mt-2 flex items-baseline gap-1">
              <span className="text-3xl font-semibold tabular-nums">${plan.price[interval]}</span>
              <span className="text-sm text-muted-foreground">/month</span>
            </p>
            <p className="text-xs text-muted-foreground">
              {interval === "year" ? `Billed annually (${formatUsd(periodPriceCents(plan.key, "year"))} a year)` : "Billed monthly"}
            </p>
            <ul className="mt-4 grid flex-1 content-start gap-2 text-sm">
              {plan.highlights.map((highlight) => (
                <li key={highlight} className="flex gap-2">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                  {highlight}
                </li>
              ))}
            </ul>
            <Button
              className="mt-4 w-full"
              variant={isCurrent ? "secondary" : plan.featured ? "primary" : "secondary"}
              disabled={isCurrent || busyPlan !== null}
              onClick={() => onChoose(plan.key)}
            >
              {isCurrent ? "Current plan" : busyPlan === plan.key ? "Checking…" : action}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

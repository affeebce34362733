import { CalendarClock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatPlanDate } from "@/lib/billing/format";
import { PLANS } from "@/lib/billing/plans";
import type { Subscription } from "@/lib/billing/resolve-subscription";

/** "Pro — trial ends Dec 6", how it is billed, the next billing date and any scheduled change. */
export function CurrentPlan({
  subscription,
  onCancel,
  onKeep,
  busy,
}: {
  subscription: Subscription;
  onCancel: () => void;
  onKeep: () => void;
  busy: boolean;
}) {
  const { name, status, interval, trialEndsAt, currentPeriodEnd, pending } = subscription;
  const trialing = status === "trialing" && trialEndsAt;
  const title = trialing ? `${name} — trial ends ${formatPlanDate(trialEndsAt)}` : name;
  const billing = trialing
    ? "Free during the trial, no card needed."
    : interval
      ? `Billed ${interval === "year" ? "annually" : "monthly"}`
      : "No charge.";
  const isPaid = !trialing && interval !== null;
  return (
    <div
      className="grid gap-4 rounded-lg border border-border bg-background p-4 sm:flex sm:items-start sm:justify-between"
      data-testid="current-plan"
    >
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">Current plan</p>
        <p className="font-[family-name:var(--font-display)] text-2xl font-semibold">{title}</p>
        <p className="text-sm text-muted-foreground">
          {billing}
          {isPaid && currentPeriodEnd && !pending && <> · Next billing date {formatPlanDate(currentPeriodEnd)}</>}
        </p>
        {pending && (
          <p
            className="mt-1 inline-flex items-center gap-2 justify-self-start rounded-md bg-accent-soft px-2.5 py-1 text-sm font-medium text-accent"
            role="status"
          >
            <CalendarClock aria-hidden className="size-4" />
            {pending.plan === "free"
              ? `Cancelled: moves to Free on ${formatPlanDate(pending.effectiveAt)}`
              : `Changes to ${PLANS[pending.plan].name}${pending.interval && pending.interval !== interval ? ` (${pending.interval === "year" ? "annual" : "monthly"})` : ""} on ${formatPlanDate(pending.effectiveAt)}`}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {pending && (
          <Button variant="secondary" onClick={onKeep} disabled={busy}>
            Keep {name}
          </Button>
        )}
        {isPaid && pending?.plan !== "free" && (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel plan
          </Button>
        )}
      </div>
    </div>
  );
}

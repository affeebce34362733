"use client";

import { LoadError, LoadingNote } from "@/components/payments/section-card";
import { useApiData } from "@/components/payments/use-api-data";
import { SettingsSection } from "@/components/settings/settings-section";
import { Tag } from "@/components/ui/tag";
import { benefitText, pricePerPeriod, termsText, type MembershipPlan } from "./autopay-text";
import { PlanEditDialog } from "./plan-edit-dialog";
import { PlanFormDialog } from "./plan-form-dialog";

/**
 * Settings → Memberships (owners): the studio's membership plans, a new one, and changes to one.
 * `takesCards`: the studio's Stripe account takes payments, so members' saved cards are charged.
 */
export function MembershipsSection({ currency, takesCards }: { currency: string; takesCards: boolean }) {
  const plans = useApiData<{ plans: MembershipPlan[] }>("/api/membership-plans");
  const list = plans.data?.plans ?? [];
  return (
    <SettingsSection
      id="settings-memberships"
      title="Memberships"
      description={
        takesCards
          ? "Plans charged automatically each week or month, on the card a member saved."
          : "Plans charged each week or month. Until online payments are on, each charge goes on the member's account on its due day."
      }
      actions={<PlanFormDialog currency={currency} onDone={plans.reload} />}
    >
      {plans.loading && !plans.data && <LoadingNote what="membership plans" />}
      {plans.error && <LoadError message={plans.error.message} onRetry={plans.reload} />}
      {plans.data && list.length === 0 && (
        <p className="text-sm text-muted-foreground">
          No membership plans yet. Create one, such as &ldquo;Unlimited group classes, {pricePerPeriod(12000, "month", currency)}&rdquo;,
          then enrol students from their page.
        </p>
      )}
      {list.length > 0 && (
        <ul className="divide-y divide-border" aria-label="Membership plans">
          {list.map((plan) => (
            <li key={plan.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
              <span className="grid min-w-0 gap-0.5">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  {plan.name}
                  {!plan.active && <Tag>Off sale</Tag>}
                  {plan.active && plan.onlineEnrol && <Tag tone="primary">Join online</Tag>}
                </span>
                <span className="text-sm">
                  {pricePerPeriod(plan.priceCents, plan.period, currency)} · {benefitText(plan)}
                </span>
                <span className="text-sm text-muted-foreground">{termsText(plan, currency)}</span>
              </span>
              <PlanEditDialog plan={plan} currency={currency} onDone={plans.reload} />
            </li>
          ))}
        </ul>
      )}
      {list.some((plan) => plan.onlineEnrol && plan.active) && !takesCards && (
        <p className="rounded-md bg-accent-soft px-3 py-2 text-sm">
          Students can join online once online payments are on.{" "}
          <a href="#settings-online-payments" className="font-medium underline underline-offset-2">
            Set up online payments
          </a>
        </p>
      )}
    </SettingsSection>
  );
}

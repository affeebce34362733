"use client";

import Link from "next/link";
import { useState } from "react";
import { LoadError, SectionCard } from "@/components/payments/section-card";
import { benefitText, pricePerPeriod } from "./autopay-text";
import { JoinMembershipDialog } from "./join-membership-dialog";
import { MembershipList } from "./membership-list";
import type { MyAutopay } from "./use-my-autopay";

/**
 * A student's own memberships, and the plans they may join online (with a saved card; without one,
 * where to save it). Nothing at all when they have none and none can be joined online.
 */
export function MyMemberships({
  autopay,
  studentId,
  currency,
  today,
}: {
  autopay: MyAutopay;
  studentId: string;
  currency: string;
  today: string;
}) {
  const [welcome, setWelcome] = useState<string | null>(null);
  const { memberships, plans, hasCard } = autopay;
  const mine = memberships.data?.memberships ?? [];
  const current = new Set(mine.filter((membership) => membership.state !== "ended").map((membership) => membership.planId));
  const joinable = plans.filter((plan) => !current.has(plan.id));
  if (memberships.error) return <LoadError message={memberships.error.message} onRetry={memberships.reload} />;
  if (mine.length === 0 && joinable.length === 0) return null;
  return (
    <SectionCard id="my-memberships-title" title="My memberships">
      {welcome && (
        <p role="status" className="rounded-md bg-success-soft px-3 py-2 text-sm text-success">
          {welcome}
        </p>
      )}
      {mine.length > 0 ? (
        <MembershipList memberships={mine} currency={currency} you />
      ) : (
        <p className="text-sm text-muted-foreground">You aren&apos;t a member yet.</p>
      )}
      {joinable.length > 0 && (
        <div className="grid gap-2 border-t border-border pt-3">
          <h3 className="text-sm font-semibold">Join a membership</h3>
          {!hasCard && (
            <p className="text-sm text-muted-foreground">
              Memberships are charged to a card you save with the studio.{" "}
              <Link href="/app/settings#settings-payment-methods" className="font-medium text-primary underline-offset-4 hover:underline">
                Add a card
              </Link>{" "}
              first, then join here.
            </p>
          )}
          <ul className="divide-y divide-border" aria-label="Memberships you can join">
            {joinable.map((plan) => (
              <li key={plan.id} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="font-medium">{plan.name}</span>
                  <span className="block text-muted-foreground">
                    {pricePerPeriod(plan.priceCents, plan.period, currency)} · {benefitText(plan)}
                  </span>
                </span>
                {hasCard && (
                  <JoinMembershipDialog
                    plan={plan}
                    studentId={studentId}
                    currency={currency}
                    today={today}
                    onDone={(text) => {
                      setWelcome(text);
                      autopay.reload();
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </SectionCard>
  );
}

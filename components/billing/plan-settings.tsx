"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useId, useState } from "react";
import { Switch } from "@/components/ui/switch";
import { failureResult } from "@/components/forms/failure-result";
import { ApiError, apiFetch } from "@/lib/api/api-fetch";
import { formatPlanDate } from "@/lib/billing/format";
import type { ChangeKind } from "@/lib/billing/plan-state";
import { PLANS, type BillingInterval, type PlanKey } from "@/lib/billing/plans";
import type { Subscription } from "@/lib/billing/resolve-subscription";
import { CurrentPlan } from "./current-plan";
import { PlanChangeDialog } from "./plan-change-dialog";
import { PlanChoiceCards } from "./plan-choice-cards";
import type { PlanPreview, PlanTarget } from "./plan-types";

type PutResult = { plan: Subscription; change: { change: ChangeKind; effectiveAt: string } } | { checkoutUrl: string };

/** The owner's plan: what it is now, the plans to choose from, and the confirm step for each change. */
export function PlanSettings({ initial }: { initial: Subscription }) {
  const router = useRouter();
  const returned = useSearchParams().get("checkout");
  const [subscription, setSubscription] = useState(initial);
  const [interval, setBillingInterval] = useState<BillingInterval>(initial.interval ?? "month");
  const [target, setTarget] = useState<PlanTarget | null>(null);
  const [preview, setPreview] = useState<PlanPreview | null>(null);
  const [checking, setChecking] = useState<PlanKey | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(
    returned === "success"
      ? "Payment received. Your new plan shows here as soon as Stripe confirms it."
      : returned === "cancelled"
        ? "Checkout was cancelled; your plan is unchanged."
        : null,
  );
  const switchId = useId();

  async function ask(next: PlanTarget) {
    setError(null);
    setNotice(null);
    setChecking(next.plan === "free" ? null : next.plan);
    try {
      const answer = await apiFetch<PlanPreview>(`/api/subscription/preview?plan=${next.plan}&interval=${next.interval}`);
      setTarget(next);
      setPreview(answer);
    } catch (caught) {
      setNotice(failureResult(caught, "Couldn't check that plan. Please try again.").text);
    } finally {
      setChecking(null);
    }
  }

  async function confirm() {
    if (!target) return;
    setSaving(true);
    setError(null);
    try {
      const result = await apiFetch<PutResult>("/api/subscription", {
        method: "PUT",
        // What the dialog showed: if the studio's plan changed meanwhile, the server answers 409 instead of charging another amount.
        body: { ...target, ...(preview && { expectedAmountCents: preview.amountCents }) },
      });
      if ("checkoutUrl" in result) {
        window.location.assign(result.checkoutUrl);
        return;
      }
      setSubscription(result.plan);
      setNotice(describe(result.change.change, target, result.change.effectiveAt));
      close();
      // The sidebar badge is rendered by the layout on the server.
      router.refresh();
    } catch (caught) {
      setError(failureResult(caught, "Couldn't change the plan. Please try again.").text);
      // The amount changed meanwhile: show the new one, so confirming again confirms what is charged.
      if (caught instanceof ApiError && caught.status === 409) {
        await apiFetch<PlanPreview>(`/api/subscription/preview?plan=${target.plan}&interval=${target.interval}`).then(
          setPreview,
          () => undefined,
        );
      }
    } finally {
      setSaving(false);
    }
  }

  function close() {
    setTarget(null);
    setPreview(null);
    setError(null);
  }

  const current = { plan: subscription.key, interval: subscription.interval ?? "month" };
  return (
    <div className="grid gap-6">
      <CurrentPlan
        subscription={subscription}
        busy={saving || checking !== null}
        onCancel={() => ask({ plan: "free", interval: current.interval })}
        onKeep={() => ask(current)}
      />
      {notice && (
        <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
          {notice}
        </p>
      )}
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-lg font-semibold">Plans</h3>
          <div className="flex items-center gap-3 text-sm font-medium">
            <span className={interval === "year" ? "text-muted-foreground" : "text-foreground"} aria-hidden>
              Monthly
            </span>
            <Switch
              id={switchId}
              checked={interval === "year"}
              onCheckedChange={(annual) => setBillingInterval(annual ? "year" : "month")}
              aria-label="Annual billing"
            />
            <label
              htmlFor={switchId}
              className={`flex cursor-pointer items-center gap-2 ${interval === "year" ? "text-foreground" : "text-muted-foreground"}`}
            >
              Annual
              <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">Save 20%</span>
            </label>
          </div>
        </div>
        <PlanChoiceCards subscription={subscription} interval={interval} busyPlan={checking} onChoose={(plan) => ask({ plan, interval })} />
      </div>
      <PlanChangeDialog
        target={target}
        preview={preview}
        currentName={subscription.name}
        startsFresh={subscription.status === "trialing" || subscription.interval === null}
        busy={saving}
        error={error}
        onConfirm={confirm}
        onClose={close}
      />
    </div>
  );
}

function describe(change: ChangeKind, target: PlanTarget, effectiveAt: string): string {
  const name = PLANS[target.plan].name;
  if (change === "upgrade") return `You're on ${name} now.`;
  if (change === "downgrade") return `Your plan changes to ${name} on ${formatPlanDate(effectiveAt)}.`;
  if (change === "cancel") return `Your plan ends on ${formatPlanDate(effectiveAt)}; the studio then moves to Free.`;
  return `You stay on ${name}.`;
}

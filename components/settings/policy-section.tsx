"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch, readApiError } from "@/lib/api/api-fetch";
import type { Session } from "@/lib/auth/session";
import { centsToInput, parseMoney } from "@/lib/money/money";
import type { StudioPolicies } from "@/lib/payments/types";
import { type MissedPolicy, PolicyChoice } from "./policy-choice";

type Values = { hours: string; late: MissedPolicy; lateFee: string; noShow: MissedPolicy; noShowFee: string };

function toValues(policies: StudioPolicies): Values {
  const fee = (cents: number) => (cents > 0 ? centsToInput(cents) : "");
  return {
    hours: String(policies.cancellationWindowHours),
    late: policies.lateCancelPolicy,
    lateFee: fee(policies.lateCancelFeeCents),
    noShow: policies.noShowPolicy,
    noShowFee: fee(policies.noShowFeeCents),
  };
}

/** Settings: the cancellation window and what late cancels and no-shows cost (owners). */
export function PolicySection(_props: { session: Session }) {
  const [values, setValues] = useState<Values | null>(null);
  const [currency, setCurrency] = useState("USD");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    apiFetch<{ policies: StudioPolicies }>("/api/studio/policies")
      .then(({ policies }) => {
        setValues(toValues(policies));
        setCurrency(policies.currency);
      })
      .catch((error) => setMessage(readApiError(error, "Couldn't load your policies. Reload the page to try again.").message));
  }, []);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setSaved(false);
    setValues((current) => (current ? { ...current, [key]: value } : current));
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!values) return;
    setSaved(false);
    setMessage(null);
    const local: Record<string, string> = {};
    const hours = /^\d+$/.test(values.hours.trim()) ? Number(values.hours) : NaN;
    if (Number.isNaN(hours)) local.cancellationWindowHours = "Enter a whole number of hours, e.g. 24.";
    const fee = (text: string, policy: MissedPolicy, key: string) => {
      const { cents } = parseMoney(text, { allowZero: policy !== "fee" });
      if (cents === undefined && policy === "fee") local[key] = "Enter the fee, e.g. 20 or 20.50.";
      return cents ?? 0;
    };
    const body = {
      cancellationWindowHours: hours,
      lateCancelPolicy: values.late,
      lateCancelFeeCents: fee(values.lateFee, values.late, "lateCancelFeeCents"),
      noShowPolicy: values.noShow,
      noShowFeeCents: fee(values.noShowFee, values.noShow, "noShowFeeCents"),
    };
    setErrors(local);
    if (Object.keys(local).length) return;
    setSaving(true);
    try {
      const { policies } = await apiFetch<{ policies: StudioPolicies }>("/api/studio/policies", { method: "PATCH", body });
      setValues(toValues(policies));
      setSaved(true);
    } catch (error) {
      const { message: text, fields } = readApiError(error);
      setMessage(text);
      setErrors(fields);
    } finally {
      setSaving(false);
    }
  }

  const symbol =
    new Intl.NumberFormat("en-US", { style: "currency", currency }).formatToParts(0).find((part) => part.type === "currency")?.value ?? "$";
  return (
    <section aria-labelledby="settings-policies" className="rounded-xl border border-border bg-card p-5 sm:p-6">
      <h2 id="settings-policies" className="scroll-mt-6 font-[family-name:var(--font-display)] text-2xl font-semibold text-foreground">
        Cancellations and missed lessons
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        What happens to a lesson unit or a lesson&apos;s price when a student cancels late or doesn&apos;t come. Changes apply to lessons
        posted from now on.
      </p>
      <div aria-busy={values === null} className="mt-5">
        {message && (
          <p role="alert" className="mb-4 rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
            {message}
          </p>
        )}
        {values && (
          <form onSubmit={submit} className="grid gap-6" noValidate>
            <FormField
              id="policy-window"
              label="Cancellation window (hours)"
              error={errors.cancellationWindowHours}
              hint="Students who cancel at least this long before the lesson get their unit or payment back. Cancelling later is a late cancel."
              className="max-w-md"
            >
              {(field) => (
                <Input
                  {...field}
                  inputMode="numeric"
                  value={values.hours}
                  onChange={(event) => set("hours", event.target.value)}
                  className="max-w-32"
                  autoComplete="off"
                />
              )}
            </FormField>
            <div className="grid gap-6 lg:grid-cols-2">
              <PolicyChoice
                name="late-cancel"
                legend="When a student cancels late"
                lessonText="The lesson counts as taken: a unit from their package is used, or the lesson's price stays on their account."
                value={values.late}
                onChange={(value) => set("late", value)}
                fee={values.lateFee}
                onFeeChange={(value) => set("lateFee", value)}
                feeLabel="Late-cancel fee"
                feeError={errors.lateCancelFeeCents}
                currencySymbol={symbol}
              />
              <PolicyChoice
                name="no-show"
                legend="When a student doesn't show up"
                lessonText="The lesson counts as taken: a unit from their package is used, or the lesson's price stays on their account."
                value={values.noShow}
                onChange={(value) => set("noShow", value)}
                fee={values.noShowFee}
                onFeeChange={(value) => set("noShowFee", value)}
                feeLabel="No-show fee"
                feeError={errors.noShowFeeCents}
                currencySymbol={symbol}
              />
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" disabled={saving}>
                {saving ? "Saving…" : "Save policies"}
              </Button>
              <p role="status" className="text-sm text-success">
                {saved ? "Policies saved." : ""}
              </p>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}

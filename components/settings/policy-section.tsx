"use client";

import { useController } from "react-hook-form";
import { z } from "zod";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { useApiData } from "@/components/payments/use-api-data";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import type { Session } from "@/lib/auth/session";
import { centsToInput, currencySymbol, parseMoney } from "@/lib/money/money";
import { ZPolicies } from "@/lib/payments/schemas";
import type { StudioPolicies } from "@/lib/payments/types";
import { type MissedPolicy, PolicyChoice } from "./policy-choice";

const ZPolicy = z.enum(["lesson", "fee", "none"]);
const FEE_MESSAGE = "Enter the fee, e.g. 20 or 20.50.";

// An empty box is NaN, which the route's schema refuses with its own message.
const whole = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/**
 * The policies as typed (hours and fees as text), turned into the route's body and checked by the
 * route's own schema. A fee is read only when its policy is "fee"; otherwise it is sent as 0.
 */
const policyForm = (currency: string) =>
  z
    .object({
      cancellationWindowHours: z.string(),
      lateCancelPolicy: ZPolicy,
      lateCancelFeeCents: z.string(),
      noShowPolicy: ZPolicy,
      noShowFeeCents: z.string(),
      autopayNoticeDays: z.string(),
    })
    .transform((values, ctx): z.input<typeof ZPolicies> => {
      const fee = (text: string, policy: MissedPolicy, name: string) => {
        const { cents } = parseMoney(text, { allowZero: policy !== "fee", currency });
        if (cents === undefined && policy === "fee") ctx.addIssue({ code: "custom", path: [name], message: FEE_MESSAGE });
        return cents ?? 0;
      };
      return {
        ...values,
        cancellationWindowHours: whole(values.cancellationWindowHours),
        autopayNoticeDays: whole(values.autopayNoticeDays),
        lateCancelFeeCents: fee(values.lateCancelFeeCents, values.lateCancelPolicy, "lateCancelFeeCents"),
        noShowFeeCents: fee(values.noShowFeeCents, values.noShowPolicy, "noShowFeeCents"),
      };
    })
    .pipe(ZPolicies);

function toValues(policies: StudioPolicies) {
  const fee = (cents: number) => (cents > 0 ? centsToInput(cents) : "");
  return {
    cancellationWindowHours: String(policies.cancellationWindowHours),
    lateCancelPolicy: policies.lateCancelPolicy,
    lateCancelFeeCents: fee(policies.lateCancelFeeCents),
    noShowPolicy: policies.noShowPolicy,
    noShowFeeCents: fee(policies.noShowFeeCents),
    autopayNoticeDays: String(policies.autopayNoticeDays),
  };
}

/** Settings: the cancellation window, what late cancels and no-shows cost, and the notice before an automatic payment (owners). */
export function PolicySection(_props: { session: Session }) {
  const { data, error } = useApiData<{ policies: StudioPolicies }>("/api/studio/policies");
  return (
    <section aria-labelledby="settings-policies" className="rounded-xl border border-border bg-card p-5 sm:p-6">
      <h2 id="settings-policies" className="scroll-mt-6 font-[family-name:var(--font-display)] text-2xl font-semibold text-foreground">
        Cancellations and missed lessons
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        What happens to a lesson unit or a lesson&apos;s price when a student cancels late or doesn&apos;t come. Changes apply to lessons
        posted from now on.
      </p>
      <div aria-busy={data === null && error === null} className="mt-5">
        {error && (
          <p role="alert" className="mb-4 rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
            Couldn&apos;t load your policies. Reload the page to try again.
          </p>
        )}
        {data && <PolicyForm policies={data.policies} />}
      </div>
    </section>
  );
}

function PolicyForm({ policies }: { policies: StudioPolicies }) {
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(policyForm(policies.currency), {
    defaultValues: toValues(policies),
    submit: (body) => apiFetch<{ policies: StudioPolicies }>("/api/studio/policies", { method: "PATCH", body }),
    successMessage: "Policies saved.",
    onSuccess: (saved): void => form.reset(toValues(saved.policies)),
  });
  const { control } = form;
  const late = useController({ control, name: "lateCancelPolicy" }).field;
  const lateFee = useController({ control, name: "lateCancelFeeCents" }).field;
  const noShow = useController({ control, name: "noShowPolicy" }).field;
  const noShowFee = useController({ control, name: "noShowFeeCents" }).field;
  const lessonText = "The lesson counts as taken: a unit from their package is used, or the lesson's price stays on their account.";
  const symbol = currencySymbol(policies.currency);

  return (
    <form onSubmit={onSubmit} className="grid gap-6" noValidate>
      <FormField
        id="policy-window"
        label="Cancellation window (hours)"
        error={fieldError("cancellationWindowHours")}
        hint="Students who cancel at least this long before the lesson get their unit or payment back. Cancelling later is a late cancel."
        className="max-w-md"
      >
        {(field) => (
          <Input {...field} {...form.register("cancellationWindowHours")} inputMode="numeric" className="max-w-32" autoComplete="off" />
        )}
      </FormField>
      <div className="grid gap-6 lg:grid-cols-2">
        <PolicyChoice
          name="late-cancel"
          legend="When a student cancels late"
          lessonText={lessonText}
          value={late.value}
          onChange={late.onChange}
          fee={lateFee.value}
          onFeeChange={lateFee.onChange}
          feeLabel="Late-cancel fee"
          feeError={fieldError("lateCancelFeeCents")}
          currencySymbol={symbol}
        />
        <PolicyChoice
          name="no-show"
          legend="When a student doesn't show up"
          lessonText={lessonText}
          value={noShow.value}
          onChange={noShow.onChange}
          fee={noShowFee.value}
          onFeeChange={noShowFee.onChange}
          feeLabel="No-show fee"
          feeError={fieldError("noShowFeeCents")}
          currencySymbol={symbol}
        />
      </div>
      <div className="grid gap-3 border-t border-border pt-5">
        <h3 className="text-base font-semibold text-foreground">Automatic payments</h3>
        <FormField
          id="policy-autopay-notice"
          label="Tell students before an automatic payment (days)"
          error={fieldError("autopayNoticeDays")}
          hint="An e-mail this many days before a membership or instalment is charged, 0 to 14; 0 sends none. Students can turn it off for themselves."
          className="max-w-md"
        >
          {(field) => (
            <Input {...field} {...form.register("autopayNoticeDays")} inputMode="numeric" className="max-w-32" autoComplete="off" />
          )}
        </FormField>
      </div>
      <FormStatus result={result} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Save policies"}
        </Button>
      </div>
    </form>
  );
}

"use client";

import { UserPlus } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { useIdempotencyKey } from "@/components/payments/use-idempotency-key";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { fieldClass, Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZEnrolInput } from "@/lib/autopay/schemas";
import { addDays } from "@/lib/dates/wall-time";
import { cn } from "@/lib/utils";
import { benefitText, firstChargesText, pricePerPeriod, termsText, type MembershipPlan } from "./autopay-text";
import { useStudioLocale } from "@/components/ui/studio-locale";

type Props = { studentId: string; studentName: string; plans: MembershipPlan[]; currency: string; today: string; onDone: () => void };

/** "Enrol in a membership" (owners): POST /api/students/{id}/memberships with a plan and a start day; its first charge follows. */
export function EnrolDialog(props: Props) {
  const [open, setOpen] = useState(false);
  const onSale = props.plans.filter((plan) => plan.active);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <UserPlus aria-hidden />
          Enrol in a membership
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Enrol in a membership"
        description={`${props.studentName} is charged at the start of each period: on a card they saved, or on their account if they have none.`}
      >
        {onSale.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No membership plans on sale yet. Create one under{" "}
            <Link href="/app/settings#settings-memberships" className="font-medium text-primary underline-offset-4 hover:underline">
              Settings → Memberships
            </Link>
            .
          </p>
        ) : (
          <EnrolForm {...props} plans={onSale} onClose={() => setOpen(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EnrolForm({ studentId, plans, currency, today, onDone, onClose }: Props & { onClose: () => void }) {
  const locale = useStudioLocale();
  const idempotency = useIdempotencyKey();
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZEnrolInput, {
    defaultValues: { planId: plans.length === 1 ? plans[0].id : "", startsOn: today, promoCode: "" },
    submit: (body) => apiFetch(`/api/students/${studentId}/memberships`, { body, idempotencyKey: idempotency.keyFor(body) }),
    errorMessage: "The enrolment couldn't be saved. Try again.",
    onSuccess: (): void => {
      idempotency.renew();
      onClose();
      onDone();
    },
  });
  const plan = plans.find((candidate) => candidate.id === form.watch("planId"));
  const startsOn = form.watch("startsOn");
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <FormStatus result={result} />
      <FormField id="enrol-plan" label="Plan" error={fieldError("planId")}>
        {(field) => (
          <select {...field} {...form.register("planId")} className={cn(fieldClass, "h-10")}>
            <option value="">Choose a plan</option>
            {plans.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name} — {pricePerPeriod(option.priceCents, option.period, currency)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Controller
        control={form.control}
        name="startsOn"
        render={({ field }) => (
          // A membership may start up to a week back (a student who began last week), or on a later day.
          <DatePicker
            id="enrol-start"
            label="Starts on"
            value={field.value}
            rules={{ min: addDays(today, -7) }}
            onChange={field.onChange}
          />
        )}
      />
      {fieldError("startsOn") && <p className="text-sm text-danger">{fieldError("startsOn")}</p>}
      <FormField
        id="enrol-promo"
        label="Promo code (optional)"
        error={fieldError("promoCode")}
        hint="Its discount comes off the first period."
      >
        {(field) => (
          <Input
            {...field}
            {...form.register("promoCode")}
            autoComplete="off"
            spellCheck={false}
            className="max-w-56 font-mono uppercase"
          />
        )}
      </FormField>
      {plan && (
        <div className="grid gap-1 rounded-lg bg-muted p-3 text-sm">
          <p className="font-medium">{benefitText(plan)}</p>
          <p className="text-muted-foreground">{termsText(plan, currency)}</p>
          <p>{firstChargesText(plan, startsOn, today, currency, locale)}</p>
        </div>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          Enrol
        </Button>
      </div>
    </form>
  );
}

"use client";

import { useState } from "react";
import { Controller } from "react-hook-form";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { useIdempotencyKey } from "@/components/payments/use-idempotency-key";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/ui/form-field";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZEnrolInput } from "@/lib/autopay/schemas";
import { benefitText, firstChargesText, termsText, type MembershipPlan } from "./autopay-text";
import { useStudioLocale } from "@/components/ui/studio-locale";

type Props = { plan: MembershipPlan; studentId: string; currency: string; today: string; onDone: (text: string) => void };

/** A student joins a plan open to online enrolment (POST /api/students/{me}/memberships), charged to their saved card. */
export function JoinMembershipDialog(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Join ${props.plan.name}`}>
          Join
        </Button>
      </DialogTrigger>
      <DialogContent title={`Join ${props.plan.name}`} description="Charged automatically to the card you saved with the studio.">
        <JoinForm {...props} onClose={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function JoinForm({ plan, studentId, currency, today, onDone, onClose }: Props & { onClose: () => void }) {
  const locale = useStudioLocale();
  const idempotency = useIdempotencyKey();
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZEnrolInput, {
    defaultValues: { planId: plan.id, startsOn: today, promoCode: "" },
    submit: (body) => apiFetch(`/api/students/${studentId}/memberships`, { body, idempotencyKey: idempotency.keyFor(body) }),
    errorMessage: "You couldn't be enrolled. Try again.",
    onSuccess: (): void => {
      idempotency.renew();
      onClose();
      onDone(`Welcome to ${plan.name}.`);
    },
  });
  const startsOn = form.watch("startsOn");
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <FormStatus result={result} />
      <div className="grid gap-1 text-sm">
        <p className="font-medium">{benefitText(plan)}</p>
        <p className="text-muted-foreground">{termsText(plan, currency)}</p>
      </div>
      <Controller
        control={form.control}
        name="startsOn"
        render={({ field }) => (
          <DatePicker id={`join-start-${plan.id}`} label="Start on" value={field.value} rules={{ min: today }} onChange={field.onChange} />
        )}
      />
      {fieldError("startsOn") && <p className="text-sm text-danger">{fieldError("startsOn")}</p>}
      {fieldError("planId") && <p className="text-sm text-danger">{fieldError("planId")}</p>}
      <FormField
        id={`join-promo-${plan.id}`}
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
      <p className="rounded-lg bg-muted p-3 text-sm">{firstChargesText(plan, startsOn, today, currency, locale)}</p>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onClose}>
          Not now
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          Join
        </Button>
      </div>
    </form>
  );
}

"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { numberText } from "@/components/forms/field-schemas";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { MoneyField } from "@/components/payments/money-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, fieldClass } from "@/components/ui/input";
import { RadioCard } from "@/components/ui/radio-card";
import { Switch } from "@/components/ui/switch";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZMembershipPlanInput, type TMembershipPlanInput } from "@/lib/autopay/schemas";
import { zMoneyText } from "@/lib/money/money-input";
import { cn } from "@/lib/utils";

const plan = ZMembershipPlanInput.shape;

/** The route's plan schema with amounts and counts typed as text; the route's own schema then checks the whole. */
const planForm = (currency: string) =>
  z
    .object({
      name: plan.name,
      priceCents: zMoneyText(plan.priceCents, { currency }),
      period: plan.period,
      unlimitedClasses: z.boolean(),
      privateUnits: numberText(plan.privateUnits.unwrap()),
      classUnits: numberText(plan.classUnits.unwrap()),
      unused: plan.unused.unwrap(),
      rollOverCap: numberText(plan.rollOverCap.unwrap()),
      commitmentMonths: numberText(plan.commitmentMonths.unwrap()),
      noticeDays: numberText(plan.noticeDays.unwrap()),
      signUpFeeCents: zMoneyText(plan.signUpFeeCents.unwrap(), { currency }),
      onlineEnrol: z.boolean(),
    })
    // Unlimited classes make a class count meaningless, and a cap only matters when lessons roll over.
    .transform((values) => ({
      ...values,
      classUnits: values.unlimitedClasses ? 0 : values.classUnits,
      rollOverCap: values.unused === "roll_over" ? values.rollOverCap : 0,
    }))
    // The whole plan is checked by the route's schema once more (its "give the plan a benefit" rule); its defaults never apply here.
    .pipe(ZMembershipPlanInput as unknown as z.ZodType<TMembershipPlanInput, TMembershipPlanInput>);

const DEFAULTS = {
  name: "",
  priceCents: "",
  period: "month" as const,
  unlimitedClasses: true,
  privateUnits: "0",
  classUnits: "0",
  unused: "expire" as const,
  rollOverCap: "0",
  commitmentMonths: "0",
  noticeDays: "0",
  signUpFeeCents: "0",
  onlineEnrol: false,
};

/** "New plan": POST /api/membership-plans (owners). The terms are copied to each enrolment, so members keep theirs. */
export function PlanFormDialog({ currency, onDone }: { currency: string; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden />
          New plan
        </Button>
      </DialogTrigger>
      <DialogContent
        title="New membership plan"
        description="Charged automatically every week or month. Members keep the terms they joined on, even if you change the plan later."
        className="max-w-xl"
      >
        {/* Mounted while open: each opening starts from an empty plan. */}
        <PlanForm currency={currency} onClose={() => setOpen(false)} onDone={onDone} />
      </DialogContent>
    </Dialog>
  );
}

function PlanForm({ currency, onClose, onDone }: { currency: string; onClose: () => void; onDone: () => void }) {
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(planForm(currency), {
    defaultValues: DEFAULTS,
    submit: (body) => apiFetch("/api/membership-plans", { body }),
    errorMessage: "The plan couldn't be saved. Try again.",
    onSuccess: (): void => {
      onClose();
      onDone();
    },
  });
  const unlimited = form.watch("unlimitedClasses");
  const unused = form.watch("unused");

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <FormStatus result={result} />
      <FormField id="plan-name" label="Name" error={fieldError("name")}>
        {(field) => <Input {...field} {...form.register("name")} placeholder="e.g. Unlimited group classes" autoComplete="off" />}
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="priceCents"
          render={({ field }) => (
            <MoneyField id="plan-price" label="Price" currency={currency} error={fieldError("priceCents")} {...field} />
          )}
        />
        <FormField id="plan-period" label="Charged every" error={fieldError("period")}>
          {(field) => (
            <select {...field} {...form.register("period")} className={cn(fieldClass, "h-10")}>
              <option value="month">Month</option>
              <option value="week">Week</option>
            </select>
          )}
        </FormField>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">What members get each period</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...form.register("unlimitedClasses")} className="size-4 accent-primary" />
          Unlimited group classes
        </label>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField id="plan-private" label="Private lessons" error={fieldError("privateUnits")} hint="0 for none.">
            {(field) => <Input {...field} {...form.register("privateUnits")} inputMode="numeric" />}
          </FormField>
          {!unlimited && (
            <FormField id="plan-classes" label="Group classes" error={fieldError("classUnits")} hint="0 for none.">
              {(field) => <Input {...field} {...form.register("classUnits")} inputMode="numeric" />}
            </FormField>
          )}
        </div>
      </fieldset>
      <Controller
        control={form.control}
        name="unused"
        render={({ field }) => (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Lessons not used in a period</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              <RadioCard
                name="plan-unused"
                value="expire"
                checked={field.value === "expire"}
                onChange={field.onChange}
                title="Expire"
                text="Each period starts afresh."
              />
              <RadioCard
                name="plan-unused"
                value="roll_over"
                checked={field.value === "roll_over"}
                onChange={field.onChange}
                title="Roll over"
                text="Carried into the next period, up to a cap."
              />
            </div>
          </fieldset>
        )}
      />
      {unused === "roll_over" && (
        <FormField id="plan-cap" label="Roll over at most (lessons)" error={fieldError("rollOverCap")}>
          {(field) => <Input {...field} {...form.register("rollOverCap")} inputMode="numeric" className="sm:w-40" />}
        </FormField>
      )}
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField id="plan-commitment" label="Minimum term" error={fieldError("commitmentMonths")} hint="In months; 0 for none.">
          {(field) => <Input {...field} {...form.register("commitmentMonths")} inputMode="numeric" />}
        </FormField>
        <FormField id="plan-notice" label="Notice to cancel" error={fieldError("noticeDays")} hint="In days; 0 ends it at once.">
          {(field) => <Input {...field} {...form.register("noticeDays")} inputMode="numeric" />}
        </FormField>
        <Controller
          control={form.control}
          name="signUpFeeCents"
          render={({ field }) => (
            <MoneyField
              id="plan-fee"
              label="Sign-up fee"
              currency={currency}
              error={fieldError("signUpFeeCents")}
              hint="0 for none."
              {...field}
            />
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="onlineEnrol"
        render={({ field }) => (
          <div className="flex items-start gap-3">
            <Switch id="plan-online" checked={field.value} onCheckedChange={field.onChange} aria-describedby="plan-online-hint" />
            <span className="grid gap-0.5">
              <label htmlFor="plan-online" className="text-sm font-medium">
                Students may join online
              </label>
              <span id="plan-online-hint" className="text-xs text-muted-foreground">
                From their Payments page, with a card they saved. Needs online payments switched on.
              </span>
            </span>
          </div>
        )}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          Create plan
        </Button>
      </div>
    </form>
  );
}

"use client";

import { Pencil } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { MoneyField } from "@/components/payments/money-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZMembershipPlanPatch } from "@/lib/autopay/schemas";
import { centsToInput } from "@/lib/money/money";
import { zMoneyText } from "@/lib/money/money-input";
import type { MembershipPlan } from "./autopay-text";

const patch = ZMembershipPlanPatch.shape;

const editForm = (currency: string) => ZMembershipPlanPatch.extend({ priceCents: zMoneyText(patch.priceCents.unwrap(), { currency }) });

type Props = { plan: MembershipPlan; currency: string; onDone: () => void };

/** PATCH /api/membership-plans/{id}: rename, reprice, online joining, on sale or not. Current members keep their terms. */
export function PlanEditDialog(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Edit ${props.plan.name}`}>
          <Pencil aria-hidden />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Edit ${props.plan.name}`}
        description="A new price applies to people who join from now on; current members keep the price and terms they joined on."
      >
        <PlanEditForm {...props} onClose={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function PlanEditForm({ plan, currency, onDone, onClose }: Props & { onClose: () => void }) {
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(editForm(currency), {
    defaultValues: { name: plan.name, priceCents: centsToInput(plan.priceCents), onlineEnrol: plan.onlineEnrol, active: plan.active },
    submit: (body) => apiFetch(`/api/membership-plans/${plan.id}`, { method: "PATCH", body }),
    errorMessage: "The plan couldn't be saved. Try again.",
    onSuccess: (): void => {
      onClose();
      onDone();
    },
  });
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <FormStatus result={result} />
      <FormField id={`plan-${plan.id}-name`} label="Name" error={fieldError("name")}>
        {(field) => <Input {...field} {...form.register("name")} autoComplete="off" />}
      </FormField>
      <Controller
        control={form.control}
        name="priceCents"
        render={({ field }) => (
          <MoneyField
            id={`plan-${plan.id}-price`}
            label={`Price a ${plan.period}`}
            currency={currency}
            error={fieldError("priceCents")}
            {...field}
            value={field.value ?? ""}
          />
        )}
      />
      {(["onlineEnrol", "active"] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch id={`plan-${plan.id}-${name}`} checked={field.value ?? false} onCheckedChange={field.onChange} />
              <label htmlFor={`plan-${plan.id}-${name}`} className="text-sm">
                {name === "active" ? "On sale (staff can enrol students)" : "Students may join online"}
              </label>
            </div>
          )}
        />
      ))}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          Save plan
        </Button>
      </div>
    </form>
  );
}

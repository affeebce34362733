"use client";

import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { MoneyField } from "@/components/payments/money-field";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, fieldClass } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZPromoCodeInput, type TPromoCodeInput } from "@/lib/growth/promo-schemas";
import { zMoneyText } from "@/lib/money/money-input";
import { cn } from "@/lib/utils";
import type { PromoCode } from "./promo-text";
import { choiceOf, idsOf, PromoTargetsField, type TargetChoice } from "./promo-targets-field";

/** A count typed as text: empty means no limit. */
const limitText = z
  .string()
  .transform((text) => (text.trim() === "" ? null : Number(text.trim())))
  .pipe(z.number("Type a whole number, or leave it empty for no limit.").int("Type a whole number.").min(1, "At least 1.").nullable());

const ZTargetChoice = z.object({ scope: z.enum(["all", "some", "none"]), ids: z.array(z.string()) });

/** "Only these…" with nothing ticked would cover nothing: say so where it was chosen. */
function someChosen(choice: TargetChoice, path: string, what: string, ctx: z.RefinementCtx) {
  if (choice.scope === "some" && choice.ids.length === 0)
    ctx.addIssue({ code: "custom", path: [path], message: `Tick at least one ${what}.` });
}

const moneyText = (currency: string) => zMoneyText(z.number().int().min(1, "At least 1 cent off."), { currency });

/** The form's values, turned into the route's body (what it is for: all of a kind, the ones chosen, or none). */
const promoForm = (currency: string) =>
  z
    .object({
      code: z.string(),
      description: z.string(),
      kind: z.enum(["percent", "amount"]),
      percent: z.string(),
      // Read only for an amount code: a percent code leaves it empty.
      amountCents: z.string(),
      packages: ZTargetChoice,
      memberships: ZTargetChoice,
      lessons: ZTargetChoice,
      startsOn: z.string().nullable(),
      endsOn: z.string().nullable(),
      maxUses: limitText,
      maxUsesPerStudent: limitText,
      firstTimeOnly: z.boolean(),
    })
    .superRefine((values, ctx) => {
      const amount = moneyText(currency).safeParse(values.amountCents);
      if (values.kind === "amount" && !amount.success)
        ctx.addIssue({ code: "custom", path: ["amountCents"], message: amount.error.issues[0]?.message ?? "Enter an amount." });
      someChosen(values.packages, "packages", "package", ctx);
      someChosen(values.memberships, "memberships", "plan", ctx);
      someChosen(values.lessons, "lessons", "service", ctx);
    })
    .transform((values): TPromoCodeInput => ({
      code: values.code,
      description: values.description.trim() || null,
      kind: values.kind,
      percent: values.kind === "percent" ? Number(values.percent) || null : null,
      amountCents: values.kind === "amount" ? moneyText(currency).parse(values.amountCents) || null : null,
      packageIds: idsOf(values.packages),
      membershipPlanIds: idsOf(values.memberships),
      serviceIds: idsOf(values.lessons),
      startsOn: values.startsOn || null,
      endsOn: values.endsOn || null,
      maxUses: values.maxUses,
      maxUsesPerStudent: values.maxUsesPerStudent,
      firstTimeOnly: values.firstTimeOnly,
    }))
    // The route's own schema checks the whole once more (percent or amount given, the end after the start).
    .pipe(ZPromoCodeInput as unknown as z.ZodType<TPromoCodeInput, TPromoCodeInput>);

type Props = { currency: string; code?: PromoCode; onDone: () => void };

/** "New code" (POST /api/promo-codes) or "Edit" (PATCH /api/promo-codes/{id}), owners. */
export function PromoCodeDialog({ currency, code, onDone }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {code ? (
          <Button variant="secondary" size="sm" aria-label={`Edit ${code.code}`}>
            <Pencil aria-hidden />
            Edit
          </Button>
        ) : (
          <Button size="sm">
            <Plus aria-hidden />
            New code
          </Button>
        )}
      </DialogTrigger>
      <DialogContent
        title={code ? `Edit ${code.code}` : "New promo code"}
        description="Students type it when they pay; you type it at the desk. Uses already made keep their discount."
        className="max-w-xl"
      >
        <PromoForm currency={currency} code={code} onClose={() => setOpen(false)} onDone={onDone} />
      </DialogContent>
    </Dialog>
  );
}

function PromoForm({ currency, code, onClose, onDone }: Props & { onClose: () => void }) {
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(promoForm(currency), {
    defaultValues: {
      code: code?.code ?? "",
      description: code?.description ?? "",
      kind: code?.kind ?? "percent",
      percent: code?.percent ? String(code.percent) : "",
      amountCents: code?.amountCents ? (code.amountCents / 100).toFixed(2) : "",
      packages: choiceOf(code?.packageIds),
      memberships: choiceOf(code?.membershipPlanIds),
      lessons: choiceOf(code?.serviceIds),
      startsOn: code?.startsOn ?? null,
      endsOn: code?.endsOn ?? null,
      maxUses: code?.maxUses ? String(code.maxUses) : "",
      maxUsesPerStudent: code?.maxUsesPerStudent ? String(code.maxUsesPerStudent) : "",
      firstTimeOnly: code?.firstTimeOnly ?? false,
    },
    submit: (body) => (code ? apiFetch(`/api/promo-codes/${code.id}`, { method: "PATCH", body }) : apiFetch("/api/promo-codes", { body })),
    errorMessage: "The promo code couldn't be saved. Try again.",
    // The route's lists of ids show beside the kind they belong to.
    serverFields: { packageIds: "packages", membershipPlanIds: "memberships", serviceIds: "lessons" },
    onSuccess: (): void => {
      onClose();
      onDone();
    },
  });
  const kind = form.watch("kind");
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <FormStatus result={result} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="promo-code" label="Code" error={fieldError("code")} hint="Letters and digits; case doesn't matter.">
          {(field) => <Input {...field} {...form.register("code")} placeholder="e.g. SPRING20" autoComplete="off" className="uppercase" />}
        </FormField>
        <FormField id="promo-kind" label="Discount" error={fieldError("kind")}>
          {(field) => (
            <select {...field} {...form.register("kind")} className={cn(fieldClass, "h-10")}>
              <option value="percent">Percent off</option>
              <option value="amount">Amount off</option>
            </select>
          )}
        </FormField>
      </div>
      {kind === "percent" ? (
        <FormField id="promo-percent" label="Percent off" error={fieldError("percent")}>
          {(field) => <Input {...field} {...form.register("percent")} inputMode="numeric" placeholder="20" />}
        </FormField>
      ) : (
        <Controller
          control={form.control}
          name="amountCents"
          render={({ field }) => (
            <MoneyField id="promo-amount" label="Amount off" currency={currency} error={fieldError("amountCents")} {...field} />
          )}
        />
      )}
      <FormField id="promo-description" label="Note (optional)" error={fieldError("description")}>
        {(field) => <Input {...field} {...form.register("description")} placeholder="e.g. Spring newsletter" autoComplete="off" />}
      </FormField>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Takes money off</legend>
        {(["packages", "memberships", "lessons"] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => <PromoTargetsField kind={name} value={field.value} onChange={field.onChange} error={fieldError(name)} />}
          />
        ))}
      </fieldset>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="startsOn"
          render={({ field }) => (
            <DatePicker id="promo-starts" label="First day (optional)" value={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={form.control}
          name="endsOn"
          render={({ field }) => <DatePicker id="promo-ends" label="Last day (optional)" value={field.value} onChange={field.onChange} />}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="promo-max" label="Uses in all" error={fieldError("maxUses")} hint="Empty: no limit.">
          {(field) => <Input {...field} {...form.register("maxUses")} inputMode="numeric" />}
        </FormField>
        <FormField id="promo-each" label="Uses per student" error={fieldError("maxUsesPerStudent")} hint="Empty: no limit.">
          {(field) => <Input {...field} {...form.register("maxUsesPerStudent")} inputMode="numeric" />}
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register("firstTimeOnly")} className="size-4 accent-primary" />
        First-time students only (nothing bought or charged before)
      </label>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {code ? "Save code" : "Make code"}
        </Button>
      </div>
    </form>
  );
}

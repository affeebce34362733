"use client";

import { Package } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import {
  previewSchedule,
  PaymentPlanChoice,
  PLAN_CHOICE_DEFAULT,
  SchedulePreview,
  ZPlanChoice,
  type PlanChoice,
} from "@/components/autopay/payment-plan-choice";
import { SaleSchedule } from "@/components/autopay/sale-schedule";
import type { PaymentItem } from "@/components/autopay/autopay-text";
import { addIssues, pickedId } from "@/components/forms/field-schemas";
import { failureResult } from "@/components/forms/failure-result";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { fieldClass } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { centsToInput, formatMoney } from "@/lib/money/money";
import { zMoneyText } from "@/lib/money/money-input";
import { MANUAL_METHODS, ZPaymentInput, ZSellPackage } from "@/lib/payments/schemas";
import type { PackageCover, PackageView } from "@/lib/payments/types";
import { cn } from "@/lib/utils";
import { MoneyField } from "./money-field";
import { SalePromoCode, type Quote, type QuoteCents } from "./sale-promo-code";
import { dueNow, saleForm, type SaleContext } from "./sell-package-form";
import { MethodField } from "./method-field";
import { StudentPicker, type StudentOption } from "./student-picker";
import { UnpaidLessonsChoice } from "./unpaid-lessons-choice";
import { useApiData } from "./use-api-data";
import { useIdempotencyKey } from "./use-idempotency-key";

/**
 * POST /api/students/{id}/packages: the sale is charged to the account; a payment now settles all or part of it.
 * When the package would pay for lessons the student owes for, "Apply to N unpaid lessons" (ticked) does so.
 * Paid in instalments or by the lesson, the schedule shows before the sale, and as the server wrote it after.
 * `today`: the studio's local day, when the first instalment falls due.
 */
export function SellPackageDialog({
  currency,
  packages,
  student,
  today,
  onDone,
}: {
  currency: string;
  packages: PackageView[];
  student?: StudentOption;
  today: string;
  onDone: () => void;
}) {
  const all = packages.filter((item) => item.active);
  const [open, setOpen] = useState(false);
  const idempotency = useIdempotencyKey();
  const [chosenStudent, setChosenStudent] = useState<StudentOption | null>(student ?? null);
  // Read again each time the dialog opens: what the student owes may have changed since.
  const covers = useApiData<{ covers: PackageCover[] }>(open && chosenStudent ? `/api/students/${chosenStudent.id}/unpaid-lessons` : null);
  const coverOf = (packageId: string) => (covers.loading ? undefined : covers.data?.covers.find((item) => item.packageId === packageId));
  // The sale's instalments as the server wrote them, shown until the dialog closes.
  const [sold, setSold] = useState<PaymentItem[] | null>(null);
  // What the typed code takes off, as the server checked it (POST /api/promo-codes/quote) for this student and package.
  const [quote, setQuote] = useState<Quote | null>(null);
  // The quoted package at its discounted price: what is due now, and the most a payment may be, start from it.
  const active = all.map((item) => (quote?.cents && quote.packageId === item.id ? { ...item, priceCents: quote.cents.priceCents } : item));
  const context: SaleContext = { currency, packages: active, today, plan: () => form.getValues("paymentPlan") };
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(saleForm(context), {
    defaultValues: {
      studentId: student ?? null,
      packageId: "",
      promoCode: "",
      paymentPlan: PLAN_CHOICE_DEFAULT,
      payNow: true,
      applyToUnpaid: true,
      payment: { method: "card", amountCents: "" },
    },
    submit: ({ studentId, applyToUnpaid, ...rest }) => {
      // Sent only when the dialog offered it: the server pays what the student owes at the moment of the sale.
      const sale = { ...rest, ...(applyToUnpaid && coverOf(rest.packageId)?.lessons.length ? { applyToUnpaid: true } : {}) };
      return apiFetch<{ items?: PaymentItem[] }>(`/api/students/${studentId}/packages`, {
        body: sale,
        idempotencyKey: idempotency.keyFor({ studentId, sale }),
      });
    },
    onSuccess: (answer): void => {
      idempotency.renew();
      form.reset();
      setQuote(null);
      setChosenStudent(student ?? null);
      onDone();
      if (answer.items?.length) setSold(answer.items);
      else setOpen(false);
    },
  });
  const payNow = form.watch("payNow");
  const packageId = form.watch("packageId");
  const plan = form.watch("paymentPlan");
  const cover = coverOf(packageId);
  const chosen = active.find((candidate) => candidate.id === packageId);
  const typedCode = (form.watch("promoCode") ?? "").trim().toUpperCase();
  // A quote holds only for the code, student and package it was asked for.
  const shownQuote =
    quote && quote.code === typedCode && quote.packageId === packageId && quote.studentId === chosenStudent?.id ? quote : null;
  const preview = chosen ? previewSchedule(plan, { ...chosen, currency }, today) : null;
  const planErrors = {
    kind: fieldError("paymentPlan.kind"),
    count: fieldError("paymentPlan.count"),
    lessons: fieldError("paymentPlan.lessons"),
  };
  // The amount taken now starts at what is due now: the price (less a code's discount), or the first instalment.
  const startAmount = (priced: SaleContext = context) => {
    const cents = dueNow(priced, form.getValues("packageId"));
    if (cents !== undefined) form.setValue("payment.amountCents", centsToInput(cents));
  };
  // Another code or package: the quote no longer holds, and the amount goes back to the full price until applied again.
  const dropQuote = () => {
    setQuote(null);
    startAmount({ ...context, packages: all });
  };
  const applyCode = async () => {
    const code = (form.getValues("promoCode") ?? "").trim().toUpperCase();
    const chosenId = form.getValues("packageId");
    if (!code || !chosenId || !chosenStudent) {
      setQuote(null);
      return;
    }
    const asked = { code, packageId: chosenId, studentId: chosenStudent.id };
    try {
      const cents = await apiFetch<QuoteCents>("/api/promo-codes/quote", { body: asked });
      setQuote({ ...asked, cents });
      const priced = all.map((item) => (item.id === chosenId ? { ...item, priceCents: cents.priceCents } : item));
      startAmount({ ...context, packages: priced });
    } catch (error) {
      setQuote({ ...asked, error: failureResult(error, "The code couldn't be checked. Try again.").text });
      startAmount({ ...context, packages: all });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setSold(null);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Package aria-hidden />
          Sell package
        </Button>
      </DialogTrigger>
      <DialogContent
        title={sold ? "Package sold" : "Sell package"}
        description={
          sold
            ? "Its instalments, as they will be charged."
            : "Pay in full, in instalments or by the lesson. What is due now is charged to the student's account; take all or part of it now, or leave it open."
        }
      >
        {sold ? (
          <SaleSchedule
            items={sold}
            currency={currency}
            onClose={() => {
              setSold(null);
              setOpen(false);
            }}
          />
        ) : (
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
            <FormStatus result={result} />
            {active.length === 0 && <p className="text-sm text-muted-foreground">Create a package first, under Packages.</p>}
            {!student && (
              <Controller
                control={form.control}
                name="studentId"
                render={({ field }) => (
                  <StudentPicker
                    idPrefix="sale"
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value);
                      setChosenStudent(value);
                      dropQuote();
                    }}
                    error={fieldError("studentId")}
                  />
                )}
              />
            )}
            <FormField id="sale-package" label="Package" error={fieldError("packageId")}>
              {(field) => (
                <select {...field} {...form.register("packageId", { onChange: dropQuote })} className={cn(fieldClass, "h-10")}>
                  <option value="">Choose a package</option>
                  {all.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name} — {formatMoney(item.priceCents, currency)}, {item.validDays} days
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {chosen && chosen.priceCents > 0 && (
              <Controller
                control={form.control}
                name="paymentPlan"
                render={({ field }) => (
                  <PaymentPlanChoice
                    idPrefix="sale"
                    value={field.value}
                    onChange={(choice) => {
                      field.onChange(choice);
                      startAmount();
                    }}
                    errors={planErrors}
                  />
                )}
              />
            )}
            {preview && <SchedulePreview preview={preview} currency={currency} />}
            <UnpaidLessonsChoice id="sale-apply" cover={cover} currency={currency} checkbox={form.register("applyToUnpaid")} />
            <SalePromoCode
              error={fieldError("promoCode")}
              input={form.register("promoCode", { onChange: dropQuote })}
              quote={shownQuote}
              currency={currency}
              canApply={Boolean(typedCode && packageId && chosenStudent)}
              onApply={applyCode}
            />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...form.register("payNow")} className="size-4 accent-primary" />
              {plan.kind === "full" ? "Take a payment now" : "Take the first instalment now"}
            </label>
            {!payNow && plan.kind !== "full" && (
              <p className="text-sm text-muted-foreground">
                The first instalment is charged to their saved card now, or goes on their account.
              </p>
            )}
            {payNow && (
              <div className="grid items-start gap-4 sm:grid-cols-2">
                <Controller
                  control={form.control}
                  name="payment.amountCents"
                  render={({ field }) => (
                    <MoneyField
                      id="sale-amount"
                      label="Amount paid"
                      currency={currency}
                      error={fieldError("payment.amountCents")}
                      hint={plan.kind === "full" ? "Less than the price leaves an open balance." : "Exactly the first instalment."}
                      {...field}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="payment.method"
                  render={({ field }) => <MethodField id="sale-method" error={fieldError("payment.method")} {...field} />}
                />
              </div>
            )}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={isSubmitting || active.length === 0}>
                Sell package
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

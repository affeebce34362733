"use client";

import { Package } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { addIssues, pickedId } from "@/components/forms/field-schemas";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { fieldClass } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { centsToInput, formatMoney } from "@/lib/money/money";
import { zMoneyText } from "@/lib/money/money-input";
import { MANUAL_METHODS, ZPaymentInput, ZSellPackage } from "@/lib/payments/schemas";
import type { PackageCover, PackageView } from "@/lib/payments/types";
import { cn } from "@/lib/utils";
import { MoneyField } from "./money-field";
import { MethodField } from "./method-field";
import { StudentPicker, type StudentOption } from "./student-picker";
import { UnpaidLessonsChoice } from "./unpaid-lessons-choice";
import { useApiData } from "./use-api-data";
import { useIdempotencyKey } from "./use-idempotency-key";

const ZSalePayment = ZSellPackage.shape.payment.unwrap();

/**
 * The route's sale schema, plus the student (a path parameter) and "Take a payment now": the payment
 * is checked, and sent, only when ticked, and never for more than the chosen package's price.
 */
const saleForm = (currency: string, packages: PackageView[]) =>
  z
    .object({
      studentId: pickedId("", ZPaymentInput.shape.studentId),
      packageId: ZSellPackage.shape.packageId,
      payNow: z.boolean(),
      applyToUnpaid: z.boolean(),
      payment: z.object({ method: z.enum(MANUAL_METHODS), amountCents: z.string() }),
    })
    .superRefine(
      (value, ctx) => {
        if (value.payNow) addIssues(paymentForm(currency, packages, value.packageId).safeParse(value.payment), ctx, ["payment"]);
      },
      // Checked even while another field is wrong, so every problem shows at once.
      { when: () => true },
    )
    .transform(({ payNow, payment, ...sale }) => ({
      ...sale,
      payment: payNow ? paymentForm(currency, packages, sale.packageId).parse(payment) : undefined,
    }));

const paymentForm = (currency: string, packages: PackageView[], packageId: string) =>
  ZSalePayment.extend({
    amountCents: zMoneyText(ZSalePayment.shape.amountCents, { currency, max: packages.find((item) => item.id === packageId)?.priceCents }),
  });

/**
 * POST /api/students/{id}/packages: the sale is charged to the account; a payment now settles all or part of it.
 * When the package would pay for lessons the student owes for, "Apply to N unpaid lessons" (ticked) does so.
 */
export function SellPackageDialog({
  currency,
  packages,
  student,
  onDone,
}: {
  currency: string;
  packages: PackageView[];
  student?: StudentOption;
  onDone: () => void;
}) {
  const active = packages.filter((item) => item.active);
  const [open, setOpen] = useState(false);
  const idempotency = useIdempotencyKey();
  const [chosenStudent, setChosenStudent] = useState<StudentOption | null>(student ?? null);
  // Read again each time the dialog opens: what the student owes may have changed since.
  const covers = useApiData<{ covers: PackageCover[] }>(open && chosenStudent ? `/api/students/${chosenStudent.id}/unpaid-lessons` : null);
  const coverOf = (packageId: string) => (covers.loading ? undefined : covers.data?.covers.find((item) => item.packageId === packageId));
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(saleForm(currency, active), {
    defaultValues: {
      studentId: student ?? null,
      packageId: "",
      payNow: true,
      applyToUnpaid: true,
      payment: { method: "card", amountCents: "" },
    },
    submit: ({ studentId, applyToUnpaid, ...rest }) => {
      // Sent only when the dialog offered it: the server pays what the student owes at the moment of the sale.
      const sale = { ...rest, ...(applyToUnpaid && coverOf(rest.packageId)?.lessons.length ? { applyToUnpaid: true } : {}) };
      return apiFetch(`/api/students/${studentId}/packages`, { body: sale, idempotencyKey: idempotency.keyFor({ studentId, sale }) });
    },
    onSuccess: (): void => {
      idempotency.renew();
      setOpen(false);
      form.reset();
      setChosenStudent(student ?? null);
      onDone();
    },
  });
  const payNow = form.watch("payNow");
  const cover = coverOf(form.watch("packageId"));

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Package aria-hidden />
          Sell package
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Sell package"
        description="The price is charged to the student's account; take all or part of it now, or leave it open."
      >
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
                  }}
                  error={fieldError("studentId")}
                />
              )}
            />
          )}
          <FormField id="sale-package" label="Package" error={fieldError("packageId")}>
            {(field) => (
              <select
                {...field}
                {...form.register("packageId", {
                  // The amount paid starts at the package's price.
                  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
                    const item = active.find((candidate) => candidate.id === event.target.value);
                    if (item) form.setValue("payment.amountCents", centsToInput(item.priceCents));
                  },
                })}
                className={cn(fieldClass, "h-10")}
              >
                <option value="">Choose a package</option>
                {active.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name} — {formatMoney(item.priceCents, currency)}, {item.validDays} days
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <UnpaidLessonsChoice id="sale-apply" cover={cover} currency={currency} checkbox={form.register("applyToUnpaid")} />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register("payNow")} className="size-4 accent-primary" />
            Take a payment now
          </label>
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
                    hint="Less than the price leaves an open balance."
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
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { blankAs, pickedId } from "@/components/forms/field-schemas";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { zMoneyText } from "@/lib/money/money-input";
import { ZPaymentInput } from "@/lib/payments/schemas";
import { MoneyField } from "./money-field";
import { MethodField } from "./method-field";
import { StudentPicker, type StudentOption } from "./student-picker";
import { useIdempotencyKey } from "./use-idempotency-key";

/** The route's payment schema, with the student chosen in a picker and the amount typed in the studio's currency. */
const paymentForm = (currency: string) =>
  ZPaymentInput.extend({
    studentId: pickedId("", ZPaymentInput.shape.studentId),
    amountCents: zMoneyText(ZPaymentInput.shape.amountCents, { currency }),
    note: blankAs(undefined, ZPaymentInput.shape.note),
  });

/** POST /api/payments: money a student handed over (cash, card terminal, check, other); partial payments welcome. */
export function RecordPaymentDialog({ currency, student, onDone }: { currency: string; student?: StudentOption; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const idempotency = useIdempotencyKey();
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(paymentForm(currency), {
    defaultValues: { studentId: student ?? null, amountCents: "", method: "cash", note: "" },
    submit: (body) => apiFetch("/api/payments", { body, idempotencyKey: idempotency.keyFor(body) }),
    onSuccess: (): void => {
      idempotency.renew();
      setOpen(false);
      form.reset();
      onDone();
    },
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          Record payment
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Record payment"
        description={student ? `Money ${student.name} paid at the studio.` : "Money a student paid at the studio."}
      >
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <FormStatus result={result} />
          {!student && (
            <Controller
              control={form.control}
              name="studentId"
              render={({ field }) => (
                <StudentPicker idPrefix="payment" value={field.value} onChange={field.onChange} error={fieldError("studentId")} />
              )}
            />
          )}
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Controller
              control={form.control}
              name="amountCents"
              render={({ field }) => (
                <MoneyField id="payment-amount" label="Amount" currency={currency} error={fieldError("amountCents")} {...field} />
              )}
            />
            <Controller
              control={form.control}
              name="method"
              render={({ field }) => <MethodField id="payment-method" error={fieldError("method")} {...field} />}
            />
          </div>
          <FormField id="payment-note" label="Note (optional)" error={fieldError("note")} hint="Shown on the receipt, e.g. a check number.">
            {(field) => <Input {...field} {...form.register("note")} maxLength={200} autoComplete="off" />}
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              Record payment
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

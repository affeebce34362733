"use client";

import { useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { apiFetch } from "@/lib/api/api-fetch";
import { centsToInput, formatMoney } from "@/lib/money/money";
import { zMoneyText } from "@/lib/money/money-input";
import { ZRefundInput } from "@/lib/payments/schemas";
import { MoneyField } from "./money-field";

/** POST /api/payments/{id}/refunds: all or part of a payment, never more than is left to refund. */
export function RefundDialog({
  paymentId,
  label,
  refundableCents,
  currency,
  onDone,
}: {
  paymentId: string;
  label: string;
  refundableCents: number;
  currency: string;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const maximum = formatMoney(refundableCents, currency);
  const refundForm = z.object({ amountCents: zMoneyText(ZRefundInput.shape.amountCents, { currency, max: refundableCents }) });
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(refundForm, {
    defaultValues: { amountCents: "" },
    submit: (body) => apiFetch(`/api/payments/${paymentId}/refunds`, { body }),
    onSuccess: (): void => {
      setOpen(false);
      form.reset();
      onDone();
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Opens with the whole refundable amount, or what was typed before it was closed.
        if (next && !form.getValues("amountCents")) form.setValue("amountCents", centsToInput(refundableCents));
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Refund ${label}`}>
          Refund
        </Button>
      </DialogTrigger>
      <DialogContent title="Refund payment" description={`${label}. You can refund up to ${maximum}.`}>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <FormStatus result={result} />
          <Controller
            control={form.control}
            name="amountCents"
            render={({ field }) => (
              <MoneyField
                id="refund-amount"
                label="Amount to refund"
                currency={currency}
                error={fieldError("amountCents")}
                hint={`At most ${maximum}.`}
                {...field}
              />
            )}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={isSubmitting}>
              Refund
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

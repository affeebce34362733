"use client";

import { useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { ApiError, apiFetch } from "@/lib/api/api-fetch";
import { centsToInput, formatMoney } from "@/lib/money/money";
import { zMoneyText } from "@/lib/money/money-input";
import { ZRefundInput } from "@/lib/payments/schemas";
import { MoneyField } from "./money-field";
import { useIdempotencyKey } from "./use-idempotency-key";

type RefundProps = { paymentId: string; label: string; refundableCents: number; currency: string; onDone: () => void };

/** POST /api/payments/{id}/refunds: all or part of a payment, never more than is left to refund. */
export function RefundDialog(props: RefundProps) {
  const [open, setOpen] = useState(false);
  const maximum = formatMoney(props.refundableCents, props.currency);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Refund ${props.label}`}>
          Refund
        </Button>
      </DialogTrigger>
      <DialogContent title="Refund payment" description={`${props.label}. You can refund up to ${maximum}.`}>
        {/* Mounted while open: a list of payments holds no idle forms, and each opening starts from what is refundable now. */}
        <RefundForm {...props} maximum={maximum} onClose={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function RefundForm({
  paymentId,
  refundableCents,
  currency,
  onDone,
  maximum,
  onClose,
}: RefundProps & { maximum: string; onClose: () => void }) {
  const refundForm = z.object({
    amountCents: zMoneyText(ZRefundInput.shape.amountCents, { currency, max: refundableCents }),
    recordOnly: ZRefundInput.shape.recordOnly,
  });
  const idempotency = useIdempotencyKey();
  // Offered once the server says Promenade can't refund this one at Stripe (its account was disconnected).
  const [elsewhere, setElsewhere] = useState(false);
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(refundForm, {
    defaultValues: { amountCents: centsToInput(refundableCents), recordOnly: false },
    submit: async (body) => {
      try {
        return await apiFetch(`/api/payments/${paymentId}/refunds`, { body, idempotencyKey: idempotency.keyFor(body) });
      } catch (error) {
        if (error instanceof ApiError && error.details.recordOnly === true) setElsewhere(true);
        throw error;
      }
    },
    onSuccess: (): void => {
      idempotency.renew();
      onClose();
      onDone();
    },
  });

  return (
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
      {elsewhere && (
        <label className="flex items-start gap-3 text-sm">
          <input type="checkbox" {...form.register("recordOnly")} className="mt-0.5 size-4 accent-primary" />I refunded it in that Stripe
          dashboard: record it here as a card refund
        </label>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={isSubmitting}>
          Refund
        </Button>
      </div>
    </form>
  );
}

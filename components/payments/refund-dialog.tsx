"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { apiFetch } from "@/lib/api/api-fetch";
import { centsToInput, formatMoney, parseMoney } from "@/lib/money/money";
import { MoneyField } from "./money-field";
import { FormAlert } from "./section-card";
import { serverError } from "./server-error";

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
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const maximum = formatMoney(refundableCents, currency);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = parseMoney(amount, { max: refundableCents, currency });
    setError(parsed.error);
    setAlert(null);
    if (parsed.error) return;
    setSaving(true);
    try {
      await apiFetch(`/api/payments/${paymentId}/refunds`, { body: { amountCents: parsed.cents } });
      setOpen(false);
      setAmount("");
      onDone();
    } catch (failure) {
      const { alert: text, fields } = serverError(failure, ["amountCents"]);
      setAlert(text);
      setError(fields.amountCents);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next && !amount) setAmount(centsToInput(refundableCents));
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Refund ${label}`}>
          Refund
        </Button>
      </DialogTrigger>
      <DialogContent title="Refund payment" description={`${label}. You can refund up to ${maximum}.`}>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FormAlert message={alert} />
          <MoneyField
            id="refund-amount"
            label="Amount to refund"
            currency={currency}
            value={amount}
            onChange={setAmount}
            error={error}
            hint={`At most ${maximum}.`}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={saving}>
              Refund
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

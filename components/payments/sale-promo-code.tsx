"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { formatMoney } from "@/lib/money/money";

export type QuoteCents = { listCents: number; discountCents: number; priceCents: number };
/** A code checked for one student and package: what it takes off, or why it can't be used. */
export type Quote = { code: string; packageId: string; studentId: string; cents?: QuoteCents; error?: string };

/** The desk sale's promo code: typed, applied (the server's quote), and what it takes off or why it can't. */
export function SalePromoCode({
  error,
  input,
  quote,
  currency,
  canApply,
  onApply,
}: {
  error?: string;
  input: UseFormRegisterReturn<"promoCode">;
  quote: Quote | null;
  currency: string;
  canApply: boolean;
  onApply: () => void;
}) {
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-end gap-2">
        <FormField id="sale-promo" label="Promo code (optional)" error={error}>
          {(field) => <Input {...field} {...input} autoComplete="off" spellCheck={false} className="max-w-56 font-mono uppercase" />}
        </FormField>
        <Button type="button" variant="secondary" onClick={onApply} disabled={!canApply}>
          Apply code
        </Button>
      </div>
      {quote?.cents && (
        <p className="text-sm" role="status">
          {quote.code}: {formatMoney(quote.cents.discountCents, currency)} off {formatMoney(quote.cents.listCents, currency)} —{" "}
          <span className="font-medium">{formatMoney(quote.cents.priceCents, currency)} to pay</span>
        </p>
      )}
      {quote?.error && (
        <p className="text-sm text-danger" role="alert">
          {quote.error}
        </p>
      )}
    </div>
  );
}

"use client";

import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { currencySymbol } from "@/lib/money/money";

/** An amount typed in the currency's units ("95.50"); the form converts it to cents with parseMoney. */
export function MoneyField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  currency,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  hint?: string;
  currency: string;
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(field) => (
        <div className="relative">
          <span aria-hidden className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground">
            {currencySymbol(currency)}
          </span>
          <Input
            {...field}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className="pl-7"
          />
        </div>
      )}
    </FormField>
  );
}

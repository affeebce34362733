"use client";

import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { currencySymbol } from "@/lib/money/money";

/**
 * An amount typed in the currency's units ("95.50"); the form turns it into cents (zMoneyText).
 * `name`, `onBlur` and `ref` let a form library drive it (react-hook-form's Controller field).
 */
export function MoneyField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  currency,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  hint?: string;
  currency: string;
  name?: string;
  onBlur?: () => void;
  ref?: React.Ref<HTMLInputElement>;
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
            {...input}
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

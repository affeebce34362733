"use client";
import { FormField } from "@/components/ui/form-field";
import { fieldClass } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { MANUAL_METHODS, METHOD_LABELS } from "./payment-labels";

export type ManualMethod = (typeof MANUAL_METHODS)[number];

/** How money was paid at the studio: cash, card (terminal), check or other ("online" is Stripe's). */
export function MethodField({
  id,
  value,
  onChange,
  error,
  ...select
}: {
  id: string;
  value: ManualMethod;
  onChange: (method: ManualMethod) => void;
  error?: string;
  name?: string;
  onBlur?: () => void;
  ref?: React.Ref<HTMLSelectElement>;
}) {
  return (
    <FormField id={id} label="Method" error={error}>
      {(field) => (
        <select
          {...field}
          {...select}
          value={value}
          onChange={(event) => onChange(event.target.value as ManualMethod)}
          className={cn(fieldClass, "h-10")}
        >
          {MANUAL_METHODS.map((method) => (
            <option key={method} value={method}>
              {METHOD_LABELS[method]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

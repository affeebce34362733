"use client";

import { Input } from "@/components/ui/input";

/**
 * "Promo code (optional)": typed before buying; the server checks it when the sale or Checkout
 * starts and answers with the reason when it can't be used ("This code ended on March 1.").
 */
export function PromoCodeInput({
  id,
  value,
  onChange,
  hint,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  /** What the code will be used on, under the field. */
  hint?: string;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Promo code <span className="font-normal text-muted-foreground">(optional)</span>
      </label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
        autoComplete="off"
        spellCheck={false}
        maxLength={32}
        placeholder="e.g. SPRING20"
        className="max-w-56 font-mono uppercase"
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

"use client";

import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { RadioCard } from "@/components/ui/radio-card";

export type MissedPolicy = "lesson" | "fee" | "none";

type PolicyChoiceProps = {
  name: string;
  legend: string;
  /** What "the lesson" means for this case, in the options' words. */
  lessonText: string;
  value: MissedPolicy;
  onChange: (value: MissedPolicy) => void;
  fee: string;
  onFeeChange: (value: string) => void;
  feeLabel: string;
  feeError?: string;
  currencySymbol: string;
};

/** One "what does a missed lesson cost" question: three plain-worded options, and the fee when chosen. */
export function PolicyChoice({
  name,
  legend,
  lessonText,
  value,
  onChange,
  fee,
  onFeeChange,
  feeLabel,
  feeError,
  currencySymbol,
}: PolicyChoiceProps) {
  const options: { value: MissedPolicy; title: string; text: string }[] = [
    { value: "lesson", title: "Count the lesson", text: lessonText },
    {
      value: "fee",
      title: "Charge a fee instead",
      text: "The lesson unit or its price is given back, and a fixed fee is added to the student's account.",
    },
    { value: "none", title: "No charge", text: "The lesson unit or its price is given back. Nothing is charged." },
  ];
  return (
    <fieldset className="grid content-start gap-2">
      <legend className="mb-2 text-sm font-semibold text-foreground">{legend}</legend>
      {options.map((option) => (
        <RadioCard
          key={option.value}
          name={name}
          value={option.value}
          checked={value === option.value}
          onChange={onChange}
          title={option.title}
          text={option.text}
        />
      ))}
      {value === "fee" && (
        <FormField id={`${name}-fee`} label={feeLabel} error={feeError} className="mt-1 max-w-48">
          {(field) => (
            <div className="relative">
              <span aria-hidden className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground">
                {currencySymbol}
              </span>
              <Input
                {...field}
                inputMode="decimal"
                value={fee}
                onChange={(event) => onFeeChange(event.target.value)}
                className="pl-7"
                autoComplete="off"
              />
            </div>
          )}
        </FormField>
      )}
    </fieldset>
  );
}

"use client";

import { Plus, Trash2 } from "lucide-react";
import { Controller, useFieldArray, type Path, type UseFormReturn } from "react-hook-form";
import type { TCompetitionInput } from "@/lib/competitions/events-schemas";
import { MoneyField } from "@/components/payments/money-field";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, fieldClass } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import type { EventFormValues } from "./event-form-schema";
import { ITEM_KIND_NAMES } from "./event-text";

/** The event's packages, extras and shared costs: one row each, added and removed in place. */
export function EventItemsFields({
  form,
  currency,
  fieldError,
}: {
  form: UseFormReturn<EventFormValues, unknown, TCompetitionInput>;
  currency: string;
  fieldError: (name: Path<EventFormValues>) => string | undefined;
}) {
  const { control, register } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "items" });
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Packages, extras and shared costs</legend>
      <p className="text-sm text-muted-foreground">
        A package covers that many heats&apos; entry fees; students choose a package and extras; shared costs (travel, hotel, coaching) are
        split among everyone going.
      </p>
      {fields.length === 0 && <p className="text-sm text-muted-foreground">No lines yet.</p>}
      <ul className="grid gap-3">
        {fields.map((row, index) => (
          <li key={row.id} className="grid items-start gap-2 rounded-lg border border-border p-3 sm:grid-cols-[9rem_1fr_8rem_6rem_auto]">
            <FormField id={`item-kind-${index}`} label="Kind" error={fieldError(`items.${index}.kind`)}>
              {(field) => (
                <select {...field} {...register(`items.${index}.kind`)} className={cn(fieldClass, "h-10")}>
                  {Object.entries(ITEM_KIND_NAMES).map(([kind, name]) => (
                    <option key={kind} value={kind}>
                      {name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id={`item-label-${index}`} label="Name" error={fieldError(`items.${index}.label`)}>
              {(field) => (
                <Input {...field} {...register(`items.${index}.label`)} placeholder="e.g. 10 heats + dinner" autoComplete="off" />
              )}
            </FormField>
            <Controller
              control={control}
              name={`items.${index}.amount`}
              render={({ field }) => (
                <MoneyField
                  id={`item-amount-${index}`}
                  label="Price"
                  currency={currency}
                  error={fieldError(`items.${index}.amount`)}
                  {...field}
                  value={String(field.value ?? "")}
                />
              )}
            />
            <FormField id={`item-heats-${index}`} label="Heats" error={fieldError(`items.${index}.includedHeats`)} hint="Packages">
              {(field) => <Input {...field} {...register(`items.${index}.includedHeats`)} inputMode="numeric" />}
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="sm:mt-7"
              aria-label={`Remove line ${index + 1}`}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => append({ kind: "package", label: "", amount: "", includedHeats: "" })}
        >
          <Plus aria-hidden />
          Add a line
        </Button>
      </div>
    </fieldset>
  );
}

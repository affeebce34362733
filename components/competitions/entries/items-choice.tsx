"use client";

import { useState } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input, Label, fieldClass } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZStudentItemsPut, type TStudentItemsPut } from "@/lib/competitions/entries-schemas";
import type { StudentItemChoice } from "@/lib/competitions/entries-views";
import { formatMoney } from "@/lib/money/money";
import { cn } from "@/lib/utils";

/** A package or extra a student may take (staff read its price; a student's cost sheet shows theirs). */
export type ChoosableItem = {
  id: string;
  kind: "package" | "extra" | "shared";
  label: string;
  includedHeats: number | null;
  amountCents?: number;
};

type Props = {
  competitionId: string;
  items: ChoosableItem[];
  choices: StudentItemChoice[];
  students: { id: string; name: string }[];
  currency: string;
  /** After the deadline a student's choice stays as it is. */
  locked: boolean;
  onDone: () => void;
};

/** A student's package (one at most) and extras with quantities: PUT /api/competitions/{id}/items. */
export function ItemsChoice({ competitionId, items, choices, students, currency, locked, onDone }: Props) {
  const [studentId, setStudentId] = useState(students[0]?.id ?? "");
  const packages = items.filter((item) => item.kind === "package");
  const extras = items.filter((item) => item.kind === "extra");
  if (!students.length || (!packages.length && !extras.length)) return null;
  const own = students.length === 1;
  return (
    <section aria-labelledby="items-title" className="grid gap-3 rounded-xl border border-border bg-card p-4">
      <h3 id="items-title" className="text-lg font-semibold">
        {own ? "Your package and extras" : "Packages and extras"}
      </h3>
      {!own && (
        <div className="grid max-w-sm gap-1.5">
          <Label htmlFor="items-student">Student</Label>
          <select
            id="items-student"
            value={studentId}
            onChange={(event) => setStudentId(event.target.value)}
            className={cn(fieldClass, "h-10")}
          >
            {students.map((row) => (
              <option key={row.id} value={row.id}>
                {row.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <ChoiceForm
        key={`${studentId}:${choices.length}`}
        competitionId={competitionId}
        studentId={studentId}
        packages={packages}
        extras={extras}
        chosen={choices.filter((choice) => choice.studentId === studentId)}
        currency={currency}
        locked={locked}
        onDone={onDone}
      />
    </section>
  );
}

/** The choice as the form holds it: the package's id ("" for none) and each extra's quantity as typed. */
const choiceForm = (studentId: string) =>
  z
    .object({ pkg: z.string(), extras: z.record(z.string(), z.string()) })
    .transform((values): TStudentItemsPut => ({
      studentId,
      items: [
        ...(values.pkg ? [{ itemId: values.pkg, quantity: 1 }] : []),
        ...Object.entries(values.extras).flatMap(([itemId, text]) =>
          text.trim() === "" || text.trim() === "0" ? [] : [{ itemId, quantity: Number(text) }],
        ),
      ],
    }))
    .pipe(ZStudentItemsPut as unknown as z.ZodType<TStudentItemsPut, TStudentItemsPut>);

function ChoiceForm({
  competitionId,
  studentId,
  packages,
  extras,
  chosen,
  currency,
  locked,
  onDone,
}: Omit<Props, "items" | "choices" | "students"> & {
  studentId: string;
  packages: ChoosableItem[];
  extras: ChoosableItem[];
  chosen: StudentItemChoice[];
}) {
  const { form, onSubmit, result, isSubmitting } = useApiForm(choiceForm(studentId), {
    defaultValues: {
      pkg: chosen.find((choice) => choice.kind === "package")?.itemId ?? "",
      extras: Object.fromEntries(
        extras.map((item) => [item.id, String(chosen.find((choice) => choice.itemId === item.id)?.quantity ?? 0)]),
      ),
    },
    submit: (body) => apiFetch(`/api/competitions/${competitionId}/items`, { method: "PUT", body }),
    successMessage: "Saved.",
    errorMessage: "The choice couldn't be saved. Try again.",
    onSuccess: onDone,
  });
  const price = (item: ChoosableItem) => (item.amountCents !== undefined ? ` · ${formatMoney(item.amountCents, currency)}` : "");
  return (
    <form onSubmit={onSubmit} className="grid gap-3" noValidate>
      {packages.length > 0 && (
        <fieldset className="grid gap-2" disabled={locked}>
          <legend className="mb-1 text-sm font-medium">Package</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="" {...form.register("pkg")} className="size-4 accent-primary" />
            No package: each heat at its entry fee
          </label>
          {packages.map((item) => (
            <label key={item.id} className="flex items-center gap-2 text-sm">
              <input type="radio" value={item.id} {...form.register("pkg")} className="size-4 accent-primary" />
              {item.label} ({item.includedHeats} heats){price(item)}
            </label>
          ))}
        </fieldset>
      )}
      {extras.length > 0 && (
        <fieldset className="grid gap-2" disabled={locked}>
          <legend className="mb-1 text-sm font-medium">Extras</legend>
          {extras.map((item) => (
            <label key={item.id} className="flex items-center gap-3 text-sm">
              <Input
                type="number"
                min={0}
                max={99}
                inputMode="numeric"
                {...form.register(`extras.${item.id}`)}
                className="h-9 w-20"
                aria-label={`How many: ${item.label}`}
              />
              {item.label}
              {price(item)}
            </label>
          ))}
        </fieldset>
      )}
      <FormStatus result={result} />
      {!locked && (
        <div>
          <Button type="submit" variant="secondary" size="sm" disabled={isSubmitting}>
            Save choice
          </Button>
        </div>
      )}
    </form>
  );
}

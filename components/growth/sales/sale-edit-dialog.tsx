"use client";

import { Pencil, Plus, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useFieldArray } from "react-hook-form";
import { z } from "zod";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { SALE_CATEGORY_KEYS, SALE_CATEGORY_LABELS, type SaleCategoryKey } from "@/lib/growth/sales-labels";
import { ZSalePatch } from "@/lib/growth/sales-schemas";

const SELECT = "h-10 w-full rounded-md border border-border bg-card px-3 text-sm";

export type SaleForEdit = {
  id: string;
  name: string;
  category: SaleCategoryKey;
  credits: { instructorId: string; percent: number }[];
};

/** The form: the category and the credit rows, percents typed as text; sent as the route's schema. */
const ZSaleForm = z
  .object({
    category: z.enum(SALE_CATEGORY_KEYS as [SaleCategoryKey, ...SaleCategoryKey[]]),
    credits: z.array(
      z.object({ instructorId: z.string().min(1, "Choose who is credited."), percent: z.coerce.number("Enter a percent.") }),
    ),
  })
  .transform((values, ctx) => {
    // The route's own rules (shares add up to 100, each person once), beside the fields they are about.
    const checked = ZSalePatch.safeParse(values);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    return z.NEVER;
  });

/** Change a sale's category (kept from then on) and who is credited, one person at 100% or a split. */
export function SaleEditDialog({ sale, instructors }: { sale: SaleForEdit; instructors: { id: string; name: string }[] }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZSaleForm, {
    defaultValues: { category: sale.category, credits: sale.credits.map((credit) => ({ ...credit })) },
    submit: (body) => apiFetch(`/api/sales/${sale.id}`, { method: "PATCH", body }),
    onSuccess: (): void => {
      setOpen(false);
      router.refresh();
    },
  });
  const credits = useFieldArray({ control: form.control, name: "credits" });
  const unused = () => instructors.find((person) => !form.getValues("credits").some((credit) => credit.instructorId === person.id));
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Edit the category and credit of ${sale.name}`}>
          <Pencil aria-hidden />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Sale: ${sale.name}`}
        description="Its category counts in Reports → Sales; the staff credited earn their commission on it."
      >
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <FormStatus result={result} />
          <FormField id={`sale-${sale.id}-category`} label="Category" error={fieldError("category")}>
            {(field) => (
              <select {...field} {...form.register("category")} className={SELECT}>
                {SALE_CATEGORY_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {SALE_CATEGORY_LABELS[key]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Credited to</legend>
            {credits.fields.length === 0 && <p className="text-sm text-muted-foreground">Nobody is credited with this sale.</p>}
            {credits.fields.map((row, index) => (
              <div key={row.id} className="grid grid-cols-[1fr_6rem_auto] items-end gap-2">
                <FormField id={`sale-${sale.id}-credit-${index}`} label="Instructor" error={fieldError(`credits.${index}.instructorId`)}>
                  {(field) => (
                    <select {...field} {...form.register(`credits.${index}.instructorId`)} className={SELECT}>
                      {instructors.map((person) => (
                        <option key={person.id} value={person.id}>
                          {person.name}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                <FormField id={`sale-${sale.id}-percent-${index}`} label="Share (%)" error={fieldError(`credits.${index}.percent`)}>
                  {(field) => <Input {...field} {...form.register(`credits.${index}.percent`)} inputMode="numeric" />}
                </FormField>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => credits.remove(index)}
                  aria-label={`Remove credit ${index + 1}`}
                >
                  <X aria-hidden />
                </Button>
              </div>
            ))}
            {fieldError("credits") && <p className="text-sm text-danger">{fieldError("credits")}</p>}
            {instructors.length > credits.fields.length && (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                className="justify-self-start"
                onClick={() => {
                  const next = unused();
                  if (next) credits.append({ instructorId: next.id, percent: credits.fields.length === 0 ? 100 : 50 });
                }}
              >
                <Plus aria-hidden />
                Add a person
              </Button>
            )}
            <p className="text-xs text-muted-foreground">One person at 100%, or several whose shares add up to 100%.</p>
          </fieldset>
          <Button type="submit" disabled={isSubmitting} className="justify-self-start">
            Save sale
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

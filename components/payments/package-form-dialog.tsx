"use client";

import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { numberText } from "@/components/forms/field-schemas";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { fieldClass, Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { apiFetch } from "@/lib/api/api-fetch";
import { centsToInput } from "@/lib/money/money";
import { zMoneyText } from "@/lib/money/money-input";
import { type TPackageInput, ZPackageInput } from "@/lib/payments/schemas";
import type { PackageView } from "@/lib/payments/types";
import { SALE_CATEGORY_KEYS, SALE_CATEGORY_LABELS, type SaleCategoryKey } from "@/lib/growth/sales-labels";
import { cn } from "@/lib/utils";
import { MoneyField } from "./money-field";

type ServiceOption = { id: string; name: string };

/** The route's package schema, with numbers and the price typed as text in the studio's currency. */
const packageForm = (currency: string) =>
  ZPackageInput.extend({
    units: numberText(ZPackageInput.shape.units),
    priceCents: zMoneyText(ZPackageInput.shape.priceCents, { currency }),
    validDays: numberText(ZPackageInput.shape.validDays),
    active: z.boolean(),
    introOffer: z.boolean(),
    // "" in the select: derived from the student's history.
    saleCategory: z.union([z.literal(""), z.enum(SALE_CATEGORY_KEYS as [SaleCategoryKey])]).transform((value) => value || null),
  });

type PackageFormProps = { item?: PackageView; services: ServiceOption[]; currency: string; onDone: () => void };

/** Create a lesson package or change one (POST /api/packages, PATCH /api/packages/{id}); sold packages keep their terms. */
export function PackageFormDialog(props: PackageFormProps) {
  const { item } = props;
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {item ? (
          <Button variant="ghost" size="sm" aria-label={`Edit ${item.name}`}>
            <Pencil aria-hidden />
            Edit
          </Button>
        ) : (
          <Button variant="secondary" size="sm">
            <Plus aria-hidden />
            New package
          </Button>
        )}
      </DialogTrigger>
      <DialogContent
        title={item ? `Edit ${item.name}` : "New package"}
        description="Lessons sold together at one price, usable until they expire. Packages already sold keep their terms."
      >
        {/* Mounted while open: each opening starts from the package as it is now, and a list holds no idle forms. */}
        <PackageForm {...props} onClose={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function PackageForm({ item, services, currency, onDone, onClose }: PackageFormProps & { onClose: () => void }) {
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(packageForm(currency), {
    defaultValues: {
      name: item?.name ?? "",
      units: item ? String(item.units) : "10",
      priceCents: item ? centsToInput(item.priceCents) : "",
      validDays: item ? String(item.validDays) : "180",
      serviceIds: item?.serviceIds ?? [],
      active: item?.active ?? true,
      introOffer: item?.introOffer ?? false,
      saleCategory: item?.saleCategory ?? "",
    },
    // A new package is on sale; taking one off sale is an edit.
    submit: ({ active, ...fields }) =>
      item
        ? apiFetch(`/api/packages/${item.id}`, { method: "PATCH", body: { ...fields, active } })
        : apiFetch("/api/packages", { body: fields }),
    onSuccess: (): void => {
      onClose();
      onDone();
    },
  });
  const servicesError = fieldError("serviceIds");

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <FormStatus result={result} />
      <FormField id="package-name" label="Name" error={fieldError("name")}>
        {(field) => <Input {...field} {...form.register("name")} placeholder="10 Private Lessons" autoComplete="off" />}
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField id="package-units" label="Lessons" error={fieldError("units")}>
          {(field) => <Input {...field} {...form.register("units")} inputMode="numeric" />}
        </FormField>
        <Controller
          control={form.control}
          name="priceCents"
          render={({ field }) => (
            <MoneyField id="package-price" label="Price" currency={currency} error={fieldError("priceCents")} {...field} />
          )}
        />
        <FormField id="package-days" label="Valid for (days)" error={fieldError("validDays")}>
          {(field) => <Input {...field} {...form.register("validDays")} inputMode="numeric" />}
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="serviceIds"
        render={({ field }) => (
          <fieldset className="grid gap-2" aria-describedby={servicesError ? "package-services-error" : undefined}>
            <legend className="mb-1 text-sm font-medium">Services it covers</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {services.map((service) => (
                <label key={service.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={field.value.includes(service.id)}
                    onChange={(e) =>
                      field.onChange(e.target.checked ? [...field.value, service.id] : field.value.filter((id) => id !== service.id))
                    }
                  />
                  {service.name}
                </label>
              ))}
            </div>
            {servicesError && (
              <p id="package-services-error" className="text-sm text-danger">
                {servicesError}
              </p>
            )}
          </fieldset>
        )}
      />
      <Controller
        control={form.control}
        name="introOffer"
        render={({ field }) => (
          <div className="flex items-start gap-3">
            <Switch
              id="package-intro-offer"
              checked={field.value}
              onCheckedChange={field.onChange}
              aria-describedby="package-intro-offer-hint"
              className="mt-0.5"
            />
            <div className="grid gap-1">
              <label htmlFor="package-intro-offer" className="text-sm font-medium">
                Intro offer (new students only, sold on the public page)
              </label>
              <p id="package-intro-offer-hint" className="text-xs text-muted-foreground">
                A newcomer buys it and books their first lesson in one go, paying online. Your page shows it once Stripe is connected.
              </p>
            </div>
          </div>
        )}
      />
      <FormField
        id="package-sale-category"
        label="Sales count as"
        error={fieldError("saleCategory")}
        hint="Usually worked out from the student's history. An intro offer counts as a first-lesson offer."
      >
        {(field) => (
          <select {...field} {...form.register("saleCategory")} className={cn(fieldClass, "h-10")}>
            <option value="">From the student&apos;s history</option>
            {SALE_CATEGORY_KEYS.map((key) => (
              <option key={key} value={key}>
                {SALE_CATEGORY_LABELS[key]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {item && (
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch id="package-active" checked={field.value} onCheckedChange={field.onChange} />
              <label htmlFor="package-active" className="text-sm">
                On sale
              </label>
            </div>
          )}
        />
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {item ? "Save package" : "Create package"}
        </Button>
      </div>
    </form>
  );
}

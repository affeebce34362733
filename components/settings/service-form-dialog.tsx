"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { z } from "zod";
import { useApiForm } from "@/components/forms/use-api-form";
import { CatalogFormDialog } from "./catalog-form-dialog";
import { MoneyField } from "@/components/payments/money-field";
import { FormField } from "@/components/ui/form-field";
import { fieldClass, Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { centsToInput, parseMoney } from "@/lib/money/money";
import type { ServiceRow } from "@/lib/scheduling/catalog";
import { CATALOG_PALETTE } from "@/lib/scheduling/catalog-colors";
import { ZServiceInput } from "@/lib/scheduling/schemas";
import { cn } from "@/lib/utils";
import { KIND_LABELS, SERVICE_KIND_OPTIONS } from "./service-kinds";

/** The route's own schema, with the price typed in the currency's units ("95.50") instead of cents. */
const ZServiceForm = ZServiceInput.omit({ priceCents: true, active: true }).extend({
  price: z.string().transform((text, ctx) => {
    const parsed = parseMoney(text, { allowZero: true });
    if (parsed.error !== undefined) {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return parsed.cents;
  }),
});

const NEW_SERVICE = {
  name: "",
  kind: "private",
  durationMinutes: 45,
  price: "",
  defaultCapacity: 1,
  color: CATALOG_PALETTE[0],
  bookableOnline: true,
  danceId: null,
} as const;

/** A dance the service may teach, labelled with its style; dances taken out of use stay only where already chosen. */
export type DanceChoice = { id: string; label: string; active: boolean };

/**
 * Add a service, or edit one (POST /api/services, PATCH /api/services/{id}): what it is, how long, what it
 * costs, who books it. A new service starts in `newColor`, the next colour the studio's services don't wear yet.
 */
export function ServiceFormDialog({
  service,
  currency,
  dances,
  newColor = CATALOG_PALETTE[0],
}: {
  service?: ServiceRow;
  currency: string;
  dances: DanceChoice[];
  newColor?: string;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const initial = service ? { ...service, price: centsToInput(service.priceCents) } : { ...NEW_SERVICE, color: newColor };
  const { form, onSubmit, result, setResult, fieldError, isSubmitting } = useApiForm(ZServiceForm, {
    defaultValues: initial,
    submit: ({ price, ...values }) => {
      const body = { ...values, priceCents: price };
      return service ? apiFetch(`/api/services/${service.id}`, { method: "PATCH", body }) : apiFetch("/api/services", { body });
    },
    serverFields: { priceCents: "price" },
    errorMessage: "The service couldn't be saved. Try again.",
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
  });
  return (
    <CatalogFormDialog
      noun="service"
      editing={service}
      description="What it is, how long it lasts, what it costs and who can book it."
      open={open}
      setOpen={setOpen}
      onOpen={() => {
        form.reset(initial);
        setResult(null);
      }}
      onSubmit={onSubmit}
      result={result}
      isSubmitting={isSubmitting}
    >
      <FormField id="service-name" label="Name" error={fieldError("name")}>
        {(field) => <Input {...field} {...form.register("name")} autoComplete="off" placeholder="e.g. Bronze Waltz" />}
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="service-kind" label="Kind" error={fieldError("kind")}>
          {(field) => (
            <select {...field} {...form.register("kind")} className={cn(fieldClass, "h-10")}>
              {SERVICE_KIND_OPTIONS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="service-duration" label="Duration (minutes)" error={fieldError("durationMinutes")}>
          {(field) => (
            <Input {...field} {...form.register("durationMinutes", { valueAsNumber: true })} type="number" min={5} inputMode="numeric" />
          )}
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <MoneyField
          id="service-price"
          label="Price"
          currency={currency}
          value={form.watch("price") ?? ""}
          onChange={(text) => form.setValue("price", text, { shouldDirty: true })}
          error={fieldError("price")}
          hint="Charged when a lesson isn't covered by a package."
        />
        <FormField id="service-capacity" label="Default capacity" error={fieldError("defaultCapacity")} hint="Places in a new class.">
          {(field) => (
            <Input {...field} {...form.register("defaultCapacity", { valueAsNumber: true })} type="number" min={1} inputMode="numeric" />
          )}
        </FormField>
      </div>
      {dances.length > 0 && (
        <FormField
          id="service-dance"
          label="Dance"
          error={fieldError("danceId")}
          hint="Its lessons count under this dance in reports; a lesson can name another."
        >
          {(field) => (
            <select
              {...field}
              {...form.register("danceId", { setValueAs: (value: string | null) => value || null })}
              className={cn(fieldClass, "h-10")}
            >
              <option value="">No single dance</option>
              {dances
                .filter((dance) => dance.active || dance.id === service?.danceId)
                .map((dance) => (
                  <option key={dance.id} value={dance.id}>
                    {dance.label}
                  </option>
                ))}
            </select>
          )}
        </FormField>
      )}
      <FormField id="service-color" label="Colour" error={fieldError("color")} hint="Shown on the calendar.">
        {(field) => <Input {...field} {...form.register("color")} type="color" className="h-10 w-20 p-1" />}
      </FormField>
      <label className="flex cursor-pointer items-start gap-3 text-sm">
        <input type="checkbox" {...form.register("bookableOnline")} className="mt-0.5 size-4 accent-[var(--primary)]" />
        <span className="grid gap-0.5">
          <span className="font-medium">Students can book it online</span>
          <span className="text-muted-foreground">Untick for services only staff book, such as coaching or wedding dances.</span>
        </span>
      </label>
    </CatalogFormDialog>
  );
}

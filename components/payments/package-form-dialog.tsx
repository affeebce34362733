"use client";

import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { apiFetch } from "@/lib/api/api-fetch";
import { centsToInput, parseMoney } from "@/lib/money/money";
import type { PackageView } from "@/lib/payments/types";
import { MoneyField } from "./money-field";
import { FormAlert } from "./section-card";
import { serverError } from "./server-error";

type ServiceOption = { id: string; name: string };

/** Create a lesson package or change one (POST /api/packages, PATCH /api/packages/{id}); sold packages keep their terms. */
export function PackageFormDialog({
  item,
  services,
  currency,
  onDone,
}: {
  item?: PackageView;
  services: ServiceOption[];
  currency: string;
  onDone: () => void;
}) {
  const initial = () => ({
    name: item?.name ?? "",
    units: item ? String(item.units) : "10",
    price: item ? centsToInput(item.priceCents) : "",
    validDays: item ? String(item.validDays) : "180",
    serviceIds: item?.serviceIds ?? [],
    active: item?.active ?? true,
  });
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((current) => ({ ...current, [key]: value }));
  const toggleService = (id: string, on: boolean) =>
    set("serviceIds", on ? [...values.serviceIds, id] : values.serviceIds.filter((other) => other !== id));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const price = parseMoney(values.price, { allowZero: true, currency });
    const units = Number(values.units);
    const validDays = Number(values.validDays);
    const local: Record<string, string> = {};
    if (!values.name.trim()) local.name = "Give the package a name, e.g. 10 Private Lessons.";
    if (!Number.isInteger(units) || units < 1) local.units = "Enter a whole number of lessons, at least 1.";
    if (price.error) local.priceCents = price.error;
    if (!Number.isInteger(validDays) || validDays < 1) local.validDays = "Enter whole days, at least 1.";
    if (values.serviceIds.length === 0) local.serviceIds = "Choose at least one service the package pays for.";
    setErrors(local);
    setAlert(null);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    const fields = { name: values.name.trim(), units, priceCents: price.cents, validDays, serviceIds: values.serviceIds };
    // A new package is on sale; taking one off sale is an edit.
    const body = item ? { ...fields, active: values.active } : fields;
    try {
      await apiFetch(item ? `/api/packages/${item.id}` : "/api/packages", { method: item ? "PATCH" : "POST", body });
      setOpen(false);
      onDone();
    } catch (error) {
      const { alert: text, fields } = serverError(error, ["name", "units", "priceCents", "validDays", "serviceIds"]);
      setAlert(text);
      setErrors(fields);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setValues(initial());
          setErrors({});
          setAlert(null);
        }
        setOpen(next);
      }}
    >
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
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FormAlert message={alert} />
          <FormField id="package-name" label="Name" error={errors.name}>
            {(field) => (
              <Input
                {...field}
                value={values.name}
                onChange={(e) => set("name", e.target.value)}
                placeholder="10 Private Lessons"
                autoComplete="off"
              />
            )}
          </FormField>
          <div className="grid items-start gap-4 sm:grid-cols-3">
            <FormField id="package-units" label="Lessons" error={errors.units}>
              {(field) => <Input {...field} inputMode="numeric" value={values.units} onChange={(e) => set("units", e.target.value)} />}
            </FormField>
            <MoneyField
              id="package-price"
              label="Price"
              currency={currency}
              value={values.price}
              onChange={(text) => set("price", text)}
              error={errors.priceCents}
            />
            <FormField id="package-days" label="Valid for (days)" error={errors.validDays}>
              {(field) => (
                <Input {...field} inputMode="numeric" value={values.validDays} onChange={(e) => set("validDays", e.target.value)} />
              )}
            </FormField>
          </div>
          <fieldset className="grid gap-2" aria-describedby={errors.serviceIds ? "package-services-error" : undefined}>
            <legend className="mb-1 text-sm font-medium">Services it covers</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {services.map((service) => (
                <label key={service.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={values.serviceIds.includes(service.id)}
                    onChange={(e) => toggleService(service.id, e.target.checked)}
                  />
                  {service.name}
                </label>
              ))}
            </div>
            {errors.serviceIds && (
              <p id="package-services-error" className="text-sm text-danger">
                {errors.serviceIds}
              </p>
            )}
          </fieldset>
          {item && (
            <div className="flex items-center gap-3">
              <Switch id="package-active" checked={values.active} onCheckedChange={(checked) => set("active", checked)} />
              <label htmlFor="package-active" className="text-sm">
                On sale
              </label>
            </div>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {item ? "Save package" : "Create package"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

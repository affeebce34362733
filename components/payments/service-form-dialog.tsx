"use client";

import { Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { fieldClass, Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { apiFetch } from "@/lib/api/api-fetch";
import { centsToInput, parseMoney } from "@/lib/money/money";
import { cn } from "@/lib/utils";
import { FormAlert } from "./section-card";
import { serverError } from "./server-error";
import { MoneyField } from "./money-field";

export const SERVICE_KINDS = ["private", "group", "practice", "rental"] as const;
export type ServiceRow = {
  id: string;
  name: string;
  kind: (typeof SERVICE_KINDS)[number];
  durationMinutes: number;
  priceCents: number;
  active: boolean;
};

export const KIND_LABELS: Record<ServiceRow["kind"], string> = {
  private: "Private lesson",
  group: "Group class",
  practice: "Practice party",
  rental: "Floor rental",
};

/** Edit a service's name, kind, duration, price and whether it can be booked (PATCH /api/services/{id}). */
export function ServiceFormDialog({ service, currency, onSaved }: { service: ServiceRow; currency: string; onSaved: () => void }) {
  const initial = () => ({
    name: service.name,
    kind: service.kind,
    duration: String(service.durationMinutes),
    price: centsToInput(service.priceCents),
    active: service.active,
  });
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const price = parseMoney(values.price, { allowZero: true, currency });
    const duration = Number(values.duration);
    const local: Record<string, string> = {};
    if (!values.name.trim()) local.name = "Give the service a name.";
    if (price.error) local.priceCents = price.error;
    if (!Number.isInteger(duration) || duration < 5 || duration > 720) local.durationMinutes = "Enter whole minutes from 5 to 720.";
    setErrors(local);
    setAlert(null);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    try {
      await apiFetch(`/api/services/${service.id}`, {
        method: "PATCH",
        body: { name: values.name.trim(), kind: values.kind, durationMinutes: duration, priceCents: price.cents, active: values.active },
      });
      setOpen(false);
      onSaved();
    } catch (error) {
      const { alert: text, fields } = serverError(error, ["name", "kind", "durationMinutes", "priceCents"]);
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
        if (next) setValues(initial());
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Edit ${service.name}`}>
          <Pencil aria-hidden />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent title={`Edit ${service.name}`} description="What it is, how long it lasts and what it costs.">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FormAlert message={alert} />
          <FormField id="service-name" label="Name" error={errors.name}>
            {(field) => <Input {...field} value={values.name} onChange={(e) => set("name", e.target.value)} autoComplete="off" />}
          </FormField>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField id="service-kind" label="Kind" error={errors.kind}>
              {(field) => (
                <select
                  {...field}
                  value={values.kind}
                  onChange={(e) => set("kind", e.target.value as ServiceRow["kind"])}
                  className={cn(fieldClass, "h-10")}
                >
                  {SERVICE_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {KIND_LABELS[kind]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id="service-duration" label="Duration (minutes)" error={errors.durationMinutes}>
              {(field) => (
                <Input {...field} inputMode="numeric" value={values.duration} onChange={(e) => set("duration", e.target.value)} />
              )}
            </FormField>
          </div>
          <MoneyField
            id="service-price"
            label="Price"
            currency={currency}
            value={values.price}
            onChange={(text) => set("price", text)}
            error={errors.priceCents}
            hint="Charged to a student's account when a lesson isn't covered by a package."
          />
          <div className="flex items-center gap-3">
            <Switch id="service-active" checked={values.active} onCheckedChange={(checked) => set("active", checked)} />
            <label htmlFor="service-active" className="text-sm">
              Can be booked
            </label>
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              Save service
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

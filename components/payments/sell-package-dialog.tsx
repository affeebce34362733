"use client";

import { Package } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { fieldClass } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { centsToInput, formatMoney, parseMoney } from "@/lib/money/money";
import type { PackageView } from "@/lib/payments/types";
import { cn } from "@/lib/utils";
import { MoneyField } from "./money-field";
import { type ManualMethod, MethodField } from "./method-field";
import { FormAlert } from "./section-card";
import { serverError } from "./server-error";
import { StudentPicker, type StudentOption } from "./student-picker";

/** POST /api/students/{id}/packages: the sale is charged to the account; a payment now settles all or part of it. */
export function SellPackageDialog({
  currency,
  packages,
  student,
  onDone,
}: {
  currency: string;
  packages: PackageView[];
  student?: StudentOption;
  onDone: () => void;
}) {
  const active = packages.filter((item) => item.active);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<StudentOption | null>(student ?? null);
  const [packageId, setPackageId] = useState("");
  const [payNow, setPayNow] = useState(true);
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState<ManualMethod>("card");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const selected = active.find((item) => item.id === packageId);

  function choosePackage(id: string) {
    setPackageId(id);
    const item = active.find((candidate) => candidate.id === id);
    if (item) setAmount(centsToInput(item.priceCents));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = payNow ? parseMoney(amount, { currency, max: selected?.priceCents }) : null;
    const local: Record<string, string> = {};
    if (!chosen) local.studentId = "Choose the student buying the package.";
    if (!selected) local.packageId = "Choose a package.";
    if (parsed?.error) local.amountCents = parsed.error;
    setErrors(local);
    setAlert(null);
    if (Object.keys(local).length > 0 || !chosen || !selected) return;
    setSaving(true);
    try {
      const payment = parsed?.cents !== undefined ? { method, amountCents: parsed.cents } : undefined;
      await apiFetch(`/api/students/${chosen.id}/packages`, { body: { packageId: selected.id, payment } });
      setOpen(false);
      setPackageId("");
      setAmount("");
      if (!student) setChosen(null);
      onDone();
    } catch (error) {
      const { alert: text, fields } = serverError(error, ["studentId", "packageId", "amountCents", "method"], {
        "payment.amountCents": "amountCents",
        "payment.method": "method",
      });
      setAlert(text);
      setErrors(fields);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Package aria-hidden />
          Sell package
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Sell package"
        description="The price is charged to the student's account; take all or part of it now, or leave it open."
      >
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FormAlert message={alert} />
          {active.length === 0 && <p className="text-sm text-muted-foreground">Create a package first, under Packages.</p>}
          {!student && <StudentPicker idPrefix="sale" value={chosen} onChange={setChosen} error={errors.studentId} />}
          <FormField id="sale-package" label="Package" error={errors.packageId}>
            {(field) => (
              <select {...field} value={packageId} onChange={(e) => choosePackage(e.target.value)} className={cn(fieldClass, "h-10")}>
                <option value="">Choose a package</option>
                {active.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name} — {formatMoney(item.priceCents, currency)}, {item.validDays} days
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={payNow} onChange={(e) => setPayNow(e.target.checked)} className="size-4 accent-primary" />
            Take a payment now
          </label>
          {payNow && (
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <MoneyField
                id="sale-amount"
                label="Amount paid"
                currency={currency}
                value={amount}
                onChange={setAmount}
                error={errors.amountCents}
                hint="Less than the price leaves an open balance."
              />
              <MethodField id="sale-method" value={method} onChange={setMethod} error={errors.method} />
            </div>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving || active.length === 0}>
              Sell package
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { parseMoney } from "@/lib/money/money";
import { MoneyField } from "./money-field";
import { type ManualMethod, MethodField } from "./method-field";
import { FormAlert } from "./section-card";
import { serverError } from "./server-error";
import { StudentPicker, type StudentOption } from "./student-picker";

/** POST /api/payments: money a student handed over (cash, card terminal, check, other); partial payments welcome. */
export function RecordPaymentDialog({ currency, student, onDone }: { currency: string; student?: StudentOption; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<StudentOption | null>(student ?? null);
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState<ManualMethod>("cash");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = parseMoney(amount, { currency });
    const local: Record<string, string> = {};
    if (!chosen) local.studentId = "Choose the student who paid.";
    if (parsed.error) local.amountCents = parsed.error;
    setErrors(local);
    setAlert(null);
    if (!chosen || parsed.error) return;
    setSaving(true);
    try {
      await apiFetch("/api/payments", {
        body: { studentId: chosen.id, amountCents: parsed.cents, method, note: note.trim() || undefined },
      });
      setOpen(false);
      setAmount("");
      setNote("");
      if (!student) setChosen(null);
      onDone();
    } catch (error) {
      const { alert: text, fields } = serverError(error, ["studentId", "amountCents", "method", "note"]);
      setAlert(text);
      setErrors(fields);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          Record payment
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Record payment"
        description={student ? `Money ${student.name} paid at the studio.` : "Money a student paid at the studio."}
      >
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FormAlert message={alert} />
          {!student && <StudentPicker idPrefix="payment" value={chosen} onChange={setChosen} error={errors.studentId} />}
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <MoneyField
              id="payment-amount"
              label="Amount"
              currency={currency}
              value={amount}
              onChange={setAmount}
              error={errors.amountCents}
            />
            <MethodField id="payment-method" value={method} onChange={setMethod} error={errors.method} />
          </div>
          <FormField id="payment-note" label="Note (optional)" error={errors.note} hint="Shown on the receipt, e.g. a check number.">
            {(field) => <Input {...field} value={note} onChange={(e) => setNote(e.target.value)} maxLength={200} autoComplete="off" />}
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              Record payment
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

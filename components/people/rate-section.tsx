"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch, readApiError } from "@/lib/api/api-fetch";
import { formatDate } from "@/lib/dates/date-rules";
import { formatMoney, parseMoney } from "./people-constants";

export type Rate = { privateCents: number; classCents: number; effectiveFrom: string };

/**
 * Pay rates with their history, newest first. A new rate starts on its date; earlier lessons keep
 * the rate that was in force then, so the history is never rewritten.
 */
export function RateSection({
  instructorId,
  rates,
  today,
  canEdit,
}: {
  instructorId: string;
  rates: Rate[];
  today: string;
  canEdit: boolean;
}) {
  const router = useRouter();
  const [privateText, setPrivateText] = useState("");
  const [classText, setClassText] = useState("");
  const [effectiveFrom, setEffectiveFrom] = useState(today);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const privateCents = parseMoney(privateText);
    const classCents = parseMoney(classText);
    const local: Record<string, string> = {};
    if (privateCents === null) local.privateCents = "Enter an amount like 65 or 65.50.";
    if (classCents === null) local.classCents = "Enter an amount like 40 or 40.50.";
    setErrors(local);
    setMessage(null);
    if (privateCents === null || classCents === null) return;
    setSaving(true);
    try {
      await apiFetch(`/api/instructors/${instructorId}/rates`, { body: { privateCents, classCents, effectiveFrom } });
      setPrivateText("");
      setClassText("");
      setMessage("Rate saved.");
      router.refresh();
    } catch (error) {
      const { message: text, fields } = readApiError(error);
      setMessage(text);
      setErrors(fields);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="rates-title" className="grid content-start gap-4 rounded-xl border border-border bg-card p-4">
      <h2 id="rates-title" className="text-lg font-semibold">
        Pay rates
      </h2>
      {rates.length === 0 ? (
        <p className="text-sm text-muted-foreground">No rate yet.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Rate history, newest first</caption>
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 font-medium">
                From
              </th>
              <th scope="col" className="py-1 font-medium">
                Private lesson
              </th>
              <th scope="col" className="py-1 font-medium">
                Class
              </th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate) => (
              <tr key={rate.effectiveFrom} className="border-t border-border">
                <td className="py-1.5">{formatDate(rate.effectiveFrom)}</td>
                <td className="py-1.5">{formatMoney(rate.privateCents)}</td>
                <td className="py-1.5">{formatMoney(rate.classCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canEdit && (
        <form onSubmit={submit} noValidate className="grid gap-3 border-t border-border pt-4 sm:grid-cols-3 sm:items-start">
          <FormField id="rate-private" label="Per private lesson ($)" error={errors.privateCents}>
            {(field) => <Input {...field} inputMode="decimal" value={privateText} onChange={(e) => setPrivateText(e.target.value)} />}
          </FormField>
          <FormField id="rate-class" label="Per class ($)" error={errors.classCents}>
            {(field) => <Input {...field} inputMode="decimal" value={classText} onChange={(e) => setClassText(e.target.value)} />}
          </FormField>
          <DatePicker id="rate-from" label="Effective from" value={effectiveFrom} onChange={setEffectiveFrom} />
          {errors.effectiveFrom && <p className="text-sm text-danger sm:col-span-3">{errors.effectiveFrom}</p>}
          <div className="flex items-center gap-3 sm:col-span-3">
            <Button type="submit" disabled={saving}>
              Add rate
            </Button>
            {message && (
              <p
                role={message === "Rate saved." ? "status" : "alert"}
                className={message === "Rate saved." ? "text-sm text-success" : "text-sm text-danger"}
              >
                {message}
              </p>
            )}
          </div>
        </form>
      )}
    </section>
  );
}

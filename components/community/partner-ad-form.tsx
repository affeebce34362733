"use client";

import { useRouter } from "next/navigation";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import type { MyPartnerSearch } from "@/lib/community/partner-search";
import { ZPartnerSearch } from "@/lib/community/schemas";
import { DANCE_STYLES, WEEKDAY_NAMES } from "@/lib/community/values";
import { STUDENT_LEVELS, type StudentLevel } from "@/lib/people/levels";
import { STYLE_NAMES } from "@/lib/progress/levels";

const SELECT = "h-10 rounded-md border border-border bg-card px-3 text-sm";
const toHeight = (value: unknown) => (value === "" || value === null || value === undefined ? null : Number(value));

/** "I'm looking for a partner": style, level, optional height range and practice days. Others see first name and level. */
export function PartnerAdForm({ profile, level }: { profile: MyPartnerSearch["profile"]; level: string }) {
  const router = useRouter();
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZPartnerSearch, {
    defaultValues: {
      active: true,
      style: profile?.style ?? "international-standard",
      level: (profile?.level ?? level) as StudentLevel,
      heightMinCm: profile?.heightMinCm ?? null,
      heightMaxCm: profile?.heightMaxCm ?? null,
      days: profile?.days ?? [],
    },
    submit: (values) => apiFetch("/api/me/partner-search", { method: "PUT", body: values }),
    successMessage: "You're listed. Others in the studio see your first name and level.",
    errorMessage: "Your listing couldn't be saved. Try again.",
    onSuccess: () => router.refresh(),
  });
  const days = form.watch("days") ?? [];
  const toggleDay = (day: number) =>
    form.setValue("days", days.includes(day) ? days.filter((value) => value !== day) : [...days, day].sort(), { shouldDirty: true });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-lg border border-border bg-card p-4" aria-labelledby="partner-ad">
      <h2 id="partner-ad" className="text-base font-semibold">
        {profile?.active ? "Your listing" : "Look for a partner"}
      </h2>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="partner-style" label="Style" error={fieldError("style")}>
          {(field) => (
            <select {...field} {...form.register("style")} className={SELECT}>
              {DANCE_STYLES.map((style) => (
                <option key={style} value={style}>
                  {STYLE_NAMES[style]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="partner-level" label="Level" error={fieldError("level")}>
          {(field) => (
            <select {...field} {...form.register("level")} className={SELECT}>
              {STUDENT_LEVELS.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="partner-height-min" label="Partner's height from (cm, optional)" error={fieldError("heightMinCm")}>
          {(field) => <Input {...field} {...form.register("heightMinCm", { setValueAs: toHeight })} type="number" inputMode="numeric" />}
        </FormField>
        <FormField id="partner-height-max" label="Partner's height to (cm, optional)" error={fieldError("heightMaxCm")}>
          {(field) => <Input {...field} {...form.register("heightMaxCm", { setValueAs: toHeight })} type="number" inputMode="numeric" />}
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Days you can practise</legend>
        <div className="flex flex-wrap gap-3">
          {WEEKDAY_NAMES.map((name, day) => (
            <label key={name} className="flex items-center gap-1.5 text-sm">
              <input type="checkbox" checked={days.includes(day)} onChange={() => toggleDay(day)} className="size-4" />
              {name}
            </label>
          ))}
        </div>
        {fieldError("days") && <p className="text-sm text-danger">{fieldError("days")}</p>}
      </fieldset>
      <FormStatus result={result} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {profile?.active ? "Update listing" : "List me as looking"}
        </Button>
        {profile?.active && (
          <Button
            type="button"
            variant="secondary"
            disabled={isSubmitting}
            onClick={() => {
              form.setValue("active", false);
              void onSubmit();
            }}
          >
            Stop looking
          </Button>
        )}
      </div>
    </form>
  );
}

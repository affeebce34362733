"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { CurrencySelect } from "@/components/forms/currency-select";
import { FormStatus } from "@/components/forms/form-status";
import { TimeZoneInput } from "@/components/forms/time-zone-input";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { fieldClass, Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { CURRENCIES, type CurrencyCode } from "@/lib/money/currencies";
import { isValidTimeZone } from "@/lib/dates/wall-time";
import { WEEKDAY_NAMES } from "@/lib/studio/business-hours";
import { localeExample, localeName, STUDIO_LOCALES } from "@/lib/studio/locales";
import { WEEK_START_DAYS, ZStudioForm, type TStudioFormInput } from "@/lib/studio/schemas";
import type { StudioSettings } from "@/lib/studio/studio-settings";
import { describeTimeZoneChange } from "@/lib/studio/time-zone-change";
import { cn } from "@/lib/utils";
import { BusinessHoursFields } from "./business-hours-fields";
import { ContactFields } from "./contact-fields";

/** "English (United Kingdom): 27/11/2026 · 18:00": each choice with its own example, worked out once, not on each keystroke. */
const LOCALE_CHOICES = STUDIO_LOCALES.map((locale) => ({ locale, label: `${localeName(locale)}: ${localeExample(locale)}` }));

/** A week as the form edits it; a studio without hours starts from the usual ones (saving sets them). */
function toFormValues(studio: StudioSettings): TStudioFormInput {
  const typical = (weekday: number) =>
    weekday === 0 ? null : weekday === 6 ? { opens: "10:00", closes: "18:00" } : { opens: "12:00", closes: "22:00" };
  const week = Array.from({ length: 7 }, (_, weekday) => {
    const open = studio.businessHours ? studio.businessHours.find((day) => day.weekday === weekday) : typical(weekday);
    const closes = open?.closes === "24:00" ? "00:00" : (open?.closes ?? "22:00");
    return { weekday, isOpen: Boolean(open), opens: open?.opens ?? "12:00", closes };
  });
  const { address, phone, email, website } = studio.contact;
  return {
    name: studio.name,
    timeZone: studio.timeZone,
    currency: studio.currency as CurrencyCode,
    locale: studio.locale,
    weekStartsOn: studio.weekStartsOn,
    week,
    contact: { address: address ?? "", phone: phone ?? "", email: email ?? "", website: website ?? "" },
  };
}

type Props = { studio: StudioSettings; nextLesson: { title: string; startsAt: string } | null };

/** Settings → Studio (owners): name, clock, currency, week, hours and contact details, saved together. */
export function StudioForm({ studio, nextLesson }: Props) {
  const router = useRouter();
  const [saved, setSaved] = useState(studio);
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZStudioForm, {
    defaultValues: toFormValues(studio),
    submit: ({ week, currency, ...values }) =>
      apiFetch<{ studio: StudioSettings }>("/api/studio", {
        method: "PATCH",
        body: { ...values, businessHours: week, ...(saved.currencyLocked ? {} : { currency }) },
      }),
    serverFields: { businessHours: "week" },
    successMessage: "Studio saved.",
    errorMessage: "Your studio couldn't be saved. Try again.",
    onSuccess: ({ studio: next }) => {
      setSaved(next);
      form.reset(toFormValues(next));
      // The sidebar shows the studio's name, the schedule its clock: both come from the server.
      router.refresh();
    },
  });
  const zone = (form.watch("timeZone") ?? "").trim();
  const zoneChanges = zone !== saved.timeZone && isValidTimeZone(zone);
  const weekStartsOn = Number(form.watch("weekStartsOn"));
  const select = cn(fieldClass, "h-10");

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label="Studio details">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="studio-name" label="Studio name" error={fieldError("name")}>
          {(field) => <Input {...field} {...form.register("name")} autoComplete="organization" />}
        </FormField>
        <FormField
          id="studio-time-zone"
          label="Time zone"
          error={fieldError("timeZone")}
          hint={zoneChanges ? undefined : "The calendar, bookings and reminders use this zone. Type to find another."}
        >
          {(field) => <TimeZoneInput {...field} {...form.register("timeZone")} />}
        </FormField>
      </div>
      {zoneChanges && !fieldError("timeZone") && (
        <p role="status" className="-mt-3 rounded-md bg-accent-soft px-3 py-2 text-sm text-foreground">
          {describeTimeZoneChange(saved.timeZone, zone, nextLesson, saved.locale)} Business hours stay as set, in the new zone.
        </p>
      )}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {saved.currencyLocked ? (
          <FormField
            id="studio-currency"
            label="Currency"
            error={fieldError("currency")}
            hint={`Payments and charges are already recorded in ${saved.currency}, so the currency can't change.`}
          >
            {(field) => (
              <Input
                {...field}
                readOnly
                value={`${saved.currency} — ${CURRENCIES.find((item) => item.code === saved.currency)?.name ?? ""}`}
              />
            )}
          </FormField>
        ) : (
          <FormField
            id="studio-currency"
            label="Currency"
            error={fieldError("currency")}
            hint="Prices and payments use it. It can change until money is recorded."
          >
            {(field) => <CurrencySelect {...field} {...form.register("currency")} />}
          </FormField>
        )}
        <FormField id="studio-locale" label="Date and time formats" error={fieldError("locale")}>
          {(field) => (
            <select {...field} {...form.register("locale")} className={select}>
              {LOCALE_CHOICES.map(({ locale, label }) => (
                <option key={locale} value={locale}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="studio-week-start" label="Week starts on" error={fieldError("weekStartsOn")}>
          {(field) => (
            <select {...field} {...form.register("weekStartsOn", { setValueAs: Number })} className={select}>
              {WEEK_START_DAYS.map((day) => (
                <option key={day} value={day}>
                  {WEEKDAY_NAMES[day]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <BusinessHoursFields form={form} fieldError={fieldError} weekStartsOn={weekStartsOn} isSet={saved.businessHours !== null} />
      <ContactFields form={form} fieldError={fieldError} />
      <FormStatus result={result} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Save studio"}
        </Button>
      </div>
    </form>
  );
}

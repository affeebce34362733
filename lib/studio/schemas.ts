import { z } from "zod";
import { multiline, ZHexColor } from "@/lib/api/zod-fields";
import { ZSignup } from "@/lib/auth/schemas";
import { CURRENCY_CODES } from "@/lib/money/currencies";
import { STUDIO_LOCALES } from "@/lib/studio/locales";
import { isValidTimeZone } from "@/lib/dates/wall-time";
import { ZBookingWindowPatch } from "./booking-window-schema";

/**
 * The studio's own settings (GET/PATCH /api/studio). The sign-up form, the Settings → Studio form
 * and the route parse with these pieces, so a field's message is the same everywhere.
 */

export const TIME_ZONE_MESSAGE = "Choose a time zone from the list, e.g. America/New_York.";
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const CLOSING_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
/** Sunday, Monday or Saturday: the weeks studios actually plan by. */
export const WEEK_START_DAYS = [0, 1, 6] as const;
export const STARTERS = ["ballroom", "empty"] as const;

/** The zone's canonical IANA name ("europe/paris" → "Europe/Paris"), as the runtime spells it. */
export function canonicalTimeZone(timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone;
}

/** An IANA zone name the runtime knows (offsets like "+05:00" are not zones: they ignore daylight saving). */
export const ZTimeZone = z
  .string({ error: TIME_ZONE_MESSAGE })
  .trim()
  .min(1, "Choose your studio's time zone.")
  .max(64, TIME_ZONE_MESSAGE)
  .refine((value) => /^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value) && isValidTimeZone(value), TIME_ZONE_MESSAGE)
  .transform(canonicalTimeZone);

export const ZCurrency = z.enum(CURRENCY_CODES, { error: "Choose one of the listed currencies." });

/** How the studio writes dates and times (lib/studio/locales.ts). */
export const ZLocale = z.enum(STUDIO_LOCALES, { error: "Choose one of the listed date and time formats." });

export const ZOpenDay = z
  .object({
    weekday: z.number({ error: "Use a weekday from 0 (Sunday) to 6 (Saturday)." }).int().min(0).max(6),
    opens: z.string({ error: "Use a time like 09:00." }).regex(TIME_OF_DAY, "Use a time like 09:00."),
    closes: z.string({ error: "Use a time like 22:00." }).regex(CLOSING_TIME, "Use a time like 22:00 (24:00 for midnight)."),
  })
  .refine((day) => day.closes > day.opens, { path: ["closes"], message: "Closing time must be after opening time." });

/** Open days only (a weekday left out is closed); null clears the hours (open around the clock). */
export const ZBusinessHours = z
  .array(ZOpenDay)
  .max(7)
  .superRefine((days, ctx) => {
    const seen = new Set<number>();
    days.forEach((day, index) => {
      if (seen.has(day.weekday)) ctx.addIssue({ code: "custom", path: [index, "weekday"], message: "Give each weekday once." });
      seen.add(day.weekday);
    });
  })
  .nullable();

/** Optional text: blank means "none" (stored as null). */
function optionalText(max: number, label: string) {
  return z
    .string()
    .trim()
    .max(max, `Please keep the ${label} under ${max} characters.`)
    .nullable()
    .transform((value) => value || null);
}

export const ZContact = z
  .object({
    address: multiline(optionalText(300, "address")),
    phone: optionalText(40, "phone number").refine(
      (value) => value === null || (/^[0-9+()./\s-]+$/.test(value) && value.replace(/\D/g, "").length >= 5),
      "Enter a phone number, e.g. +1 212 555 0134.",
    ),
    email: optionalText(254, "e-mail address").refine(
      (value) => value === null || z.email().safeParse(value).success,
      "Enter an e-mail address like hello@yourstudio.com.",
    ),
    website: optionalText(200, "website address")
      .transform((value) => (value && !/^https?:\/\//i.test(value) ? `https://${value}` : value))
      .refine((value) => value === null || isWebAddress(value), "Enter a web address like yourstudio.com."),
  })
  .partial();

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export const ZStudioName = z
  .string({ error: "Give your studio a name." })
  .trim()
  .min(1, "Give your studio a name.")
  .max(100, "Please keep the studio name under 100 characters.");

export const ZWeekStart = z
  .number({ error: "Choose Sunday, Monday or Saturday." })
  .refine((value) => (WEEK_START_DAYS as readonly number[]).includes(value), "Choose Sunday, Monday or Saturday.");

export const ZStudioPatch = z.object({
  name: ZStudioName.optional(),
  timeZone: ZTimeZone.optional(),
  /** Changeable until the first money entry (409 after). */
  currency: ZCurrency.optional(),
  locale: ZLocale.optional(),
  weekStartsOn: ZWeekStart.optional(),
  businessHours: ZBusinessHours.optional(),
  contact: ZContact.optional(),
  /** "checkout" needs online payment configured (422 otherwise). */
  paymentAtBooking: z.enum(["account", "checkout"], { error: "Choose account or checkout." }).optional(),
  /** Premium (custom_branding); white text on the colour needs 4.5:1. null removes it. */
  branding: z.object({ color: ZHexColor.nullable() }).partial().optional(),
  ...ZBookingWindowPatch.shape,
});
export type TStudioPatch = z.infer<typeof ZStudioPatch>;

export const ZChecklistPatch = z.object({ dismissed: z.boolean({ error: "Send dismissed: true or false." }) });

/** A time field shows midnight as 00:00; as a closing time it means the end of the day (24:00). */
function openDayOf(row: { weekday: number; opens: string; closes: string }) {
  return { weekday: row.weekday, opens: row.opens, closes: row.closes === "00:00" ? "24:00" : row.closes };
}

/** One row of the Settings hours editor: every weekday, open or closed. */
const ZWeekRow = z.object({ weekday: z.number().int().min(0).max(6), isOpen: z.boolean(), opens: z.string(), closes: z.string() });

/**
 * Settings → Studio's form: ZStudioPatch's own fields, with the hours as seven rows (open or
 * closed) that become the API's list of open days. Errors point at the row's field.
 */
export const ZStudioForm = z.object({
  name: ZStudioName,
  timeZone: ZTimeZone,
  currency: ZCurrency,
  locale: ZLocale,
  weekStartsOn: ZWeekStart,
  week: z
    .array(ZWeekRow)
    .length(7)
    .superRefine((rows, ctx) => {
      rows.forEach((row, index) => {
        if (!row.isOpen) return;
        const checked = ZOpenDay.safeParse(openDayOf(row));
        for (const issue of checked.error?.issues ?? [])
          ctx.addIssue({ code: "custom", path: [index, ...issue.path], message: issue.message });
      });
    })
    .transform((rows) => rows.filter((row) => row.isOpen).map(openDayOf)),
  contact: ZContact.required(),
});
export type TStudioFormInput = z.input<typeof ZStudioForm>;
export type TStudioForm = z.output<typeof ZStudioForm>;

/**
 * POST /api/auth/signup: the account (lib/auth's fields) and the studio it opens. Defined here, not in
 * lib/auth, because creating a studio is this domain's job (lib/studio/sign-up.ts).
 */
export const ZStudioSignup = ZSignup.extend({
  /** The studio's IANA time zone (the form starts from the browser's); absent: America/New_York; unknown: 400 on the field. */
  timeZone: ZTimeZone.optional(),
  /** The studio's currency (the form starts from the browser's locale); absent: USD. */
  currency: ZCurrency.optional(),
  /** How the studio writes dates and times (the form sends the browser's, lib/studio/locales.ts); absent: en-US. */
  locale: ZLocale.optional(),
  /** "ballroom": typical services, a room and business hours from the start; "empty" (the default): nothing. */
  starter: z.enum(STARTERS, { error: "Choose how to start: a typical ballroom studio, or empty." }).optional(),
});
export type TStudioSignup = z.infer<typeof ZStudioSignup>;

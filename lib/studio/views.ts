import { z } from "zod";
import { ZTimeOut } from "@/lib/api/answer-fields";
import { PAYMENT_AT_BOOKING } from "@/lib/db/schema/accounts";
import { STUDIO_LOCALES } from "@/lib/studio/locales";
import { PRIORITY_RULES } from "@/lib/db/schema/community-values";
import { CHECKLIST_STEPS } from "./setup-checklist";
import { LOGO_TYPES } from "./logo-rules";

/**
 * What every member reads about their studio (GET /api/studio): its clock, money, hours, the contact
 * details printed on receipts, how lessons are paid at booking, branding and booking windows.
 */
export const ZStudioSettingsView = z.object({
  name: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  locale: z.enum(STUDIO_LOCALES),
  weekStartsOn: z.number().int(),
  /** Open days only; null when the owner never set hours (bookable around the clock). */
  businessHours: z.array(z.object({ weekday: z.number().int(), opens: ZTimeOut, closes: ZTimeOut })).nullable(),
  contact: z.object({
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
  }),
  paymentAtBooking: z.enum(PAYMENT_AT_BOOKING),
  branding: z.object({ color: z.string().nullable(), logoUrl: z.string().nullable() }),
  /** Money is recorded in this currency already, so it can no longer change. */
  currencyLocked: z.boolean(),
  bookingWindowDays: z.number().int().nullable(),
  priorityWindowDays: z.number().int().nullable(),
  priorityRule: z.enum(PRIORITY_RULES),
});

/** The first-week steps, each ticked from the studio's data, and whether the list shows on the schedule. */
export const ZSetupChecklistView = z.object({
  steps: z.array(z.object({ key: z.enum(CHECKLIST_STEPS), done: z.boolean() })),
  done: z.number().int(),
  complete: z.boolean(),
  dismissed: z.boolean(),
  visible: z.boolean(),
});

/** The logo just stored: its address (by content hash, cached for a year), type, size in pixels and bytes. */
export const ZStudioLogoView = z.object({
  url: z.string(),
  contentType: z.enum(LOGO_TYPES),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});

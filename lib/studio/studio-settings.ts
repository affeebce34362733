import "server-only";
import { count, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import { assertFeature } from "@/lib/billing/plan-required";
import type { Db } from "@/lib/db/client";
import { ledgerEntries, studios } from "@/lib/db/schema";
import { type BookingWindowSettings, getBookingWindowSettings, saveBookingWindow } from "./booking-window-settings";
import { hoursToList, listToHours, type OpenDay } from "./business-hours";
import { contrastWithWhite, formatContrast, MIN_CONTRAST_WITH_WHITE } from "./contrast";
import { studioLogoUrl } from "./logo-url";
import type { TStudioPatch } from "./schemas";
import type { StudioLocale } from "@/lib/studio/locales";
import { plural } from "@/lib/text/plural";

/** GET /api/studio: what every member may read about their studio. */
export type StudioSettings = {
  name: string;
  timeZone: string;
  currency: string;
  locale: StudioLocale;
  weekStartsOn: number;
  /** Open days only; null when the owner never set hours (bookable around the clock). */
  businessHours: OpenDay[] | null;
  /** Printed on receipts and e-mails. */
  contact: { address: string | null; phone: string | null; email: string | null; website: string | null };
  paymentAtBooking: "account" | "checkout";
  branding: { color: string | null; logoUrl: string | null };
  /** Money is recorded in this currency already, so it can no longer change. */
  currencyLocked: boolean;
} & BookingWindowSettings;

/** The studio columns its settings are read from (never its plan's Stripe ids). */
const SETTINGS_COLUMNS = {
  id: studios.id,
  name: studios.name,
  timeZone: studios.timeZone,
  currency: studios.currency,
  locale: studios.locale,
  weekStart: studios.weekStart,
  businessHours: studios.businessHours,
  contactAddress: studios.contactAddress,
  contactPhone: studios.contactPhone,
  contactEmail: studios.contactEmail,
  contactWebsite: studios.contactWebsite,
  paymentAtBooking: studios.paymentAtBooking,
  brandColor: studios.brandColor,
  logoHash: studios.logoHash,
};
type StudioRow = { [Key in keyof typeof SETTINGS_COLUMNS]: (typeof studios.$inferSelect)[Key] };

function toSettings(row: StudioRow, moneyEntries: number, window: BookingWindowSettings): StudioSettings {
  return {
    ...window,
    name: row.name,
    timeZone: row.timeZone,
    currency: row.currency,
    locale: row.locale,
    weekStartsOn: row.weekStart,
    businessHours: hoursToList(row.businessHours ?? null),
    contact: { address: row.contactAddress, phone: row.contactPhone, email: row.contactEmail, website: row.contactWebsite },
    paymentAtBooking: row.paymentAtBooking,
    branding: { color: row.brandColor, logoUrl: studioLogoUrl(row.id, row.logoHash) },
    currencyLocked: moneyEntries > 0,
  };
}

async function countMoneyEntries(db: Db, studioId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(ledgerEntries).where(eq(ledgerEntries.studioId, studioId));
  // count(*) is a number from PGlite and a string from pg.
  return Number(row?.value ?? 0);
}

export async function getStudioSettings(db: Db, session: Session): Promise<StudioSettings> {
  const [[row], entries, window] = await Promise.all([
    db.select(SETTINGS_COLUMNS).from(studios).where(eq(studios.id, session.studioId)),
    countMoneyEntries(db, session.studioId),
    getBookingWindowSettings(db, session.studioId),
  ]);
  return toSettings(row, entries, window);
}

/**
 * PATCH /api/studio (owners). Changing the time zone moves nothing: lessons are instants and keep
 * them (the form says how they will read in the new zone before saving). The currency is checked
 * under the studio row's lock, against the ledger, since amounts already recorded can't be converted.
 */
export async function updateStudioSettings(
  db: Db,
  session: Session,
  patch: TStudioPatch,
  /** Whether this server takes online payments (lib/stripe/config, asked by the route: lib/studio sits below lib/stripe). */
  onlinePayment: boolean,
): Promise<StudioSettings> {
  const color = patch.branding?.color;
  if (color) {
    // Removing a colour is always allowed (a studio that moved off Premium can clean up).
    assertFeature(session.studioPlan, "custom_branding");
    const ratio = contrastWithWhite(color);
    if (ratio < MIN_CONTRAST_WITH_WHITE) {
      const message = `This colour has a contrast of ${formatContrast(ratio)} with white text; choose a darker one (at least 4.5:1).`;
      throw new AppError("rule", message, { fields: { "branding.color": message } });
    }
  }
  if (patch.paymentAtBooking === "checkout" && !onlinePayment) {
    const message = "Connect Stripe to take payments online (Settings → Online payments); until then, bill the student's account.";
    throw new AppError("rule", message, { fields: { paymentAtBooking: message } });
  }

  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(studios).where(eq(studios.id, session.studioId)).for("update");
    if (patch.currency && patch.currency !== current.currency) {
      const entries = await countMoneyEntries(tx, session.studioId);
      if (entries > 0) {
        const message = `${plural(entries, "payment or charge is", "payments and charges are")} already recorded in ${current.currency}, so the currency can't change.`;
        throw new AppError("conflict", message, { fields: { currency: message } });
      }
    }
    const { contact, branding, businessHours, weekStartsOn, bookingWindowDays, priorityWindowDays, priorityRule, ...plain } = patch;
    await saveBookingWindow(tx, session, { bookingWindowDays, priorityWindowDays, priorityRule });
    const set: Partial<typeof studios.$inferInsert> = { ...plain };
    if (weekStartsOn !== undefined) set.weekStart = weekStartsOn;
    if (businessHours !== undefined) set.businessHours = businessHours === null ? null : listToHours(businessHours);
    if (contact?.address !== undefined) set.contactAddress = contact.address;
    if (contact?.phone !== undefined) set.contactPhone = contact.phone;
    if (contact?.email !== undefined) set.contactEmail = contact.email;
    if (contact?.website !== undefined) set.contactWebsite = contact.website;
    if (branding?.color !== undefined) set.brandColor = branding.color;
    if (Object.keys(set).length > 0) await tx.update(studios).set(set).where(eq(studios.id, session.studioId));
  });
  return getStudioSettings(db, session);
}

import "server-only";
import { eq } from "drizzle-orm";
import { hasFeature } from "@/lib/billing/plans";
import { resolveSubscription } from "@/lib/billing/subscription";
import type { Db } from "@/lib/db/client";
import type { StudioLocale } from "@/lib/studio/locales";
import { studios } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { studioLogoUrl } from "@/lib/studio/logo-url";
import { isSmsConfigured } from "./sms-transport";

/** What every message of a studio needs: its name, zone, contact and (Premium) branding. */
export type StudioContext = {
  id: string;
  name: string;
  timeZone: string;
  /** How its dates and times are written (lib/studio/locales.ts). */
  locale: StudioLocale;
  currency: string;
  contactEmail: string | null;
  /** Absolute URLs: a mail client has no base address. */
  color: string | null;
  logoUrl: string | null;
  /** Texts go: SMS settings present and the plan includes them (Pro and up). */
  sms: boolean;
};

export async function loadStudioContext(db: Db, studioId: string, now = new Date()): Promise<StudioContext> {
  const [row] = await db.select().from(studios).where(eq(studios.id, studioId)).limit(1);
  if (!row) throw new Error(`Studio ${studioId} not found for a message.`);
  const plan = resolveSubscription(row, now).key;
  const isBranded = hasFeature(plan, "custom_branding");
  const logo = isBranded ? studioLogoUrl(row.id, row.logoHash) : null;
  return {
    id: row.id,
    name: row.name,
    timeZone: row.timeZone,
    locale: row.locale,
    currency: row.currency,
    contactEmail: row.contactEmail,
    color: isBranded ? row.brandColor : null,
    logoUrl: logo ? `${env.SITE_URL}${logo}` : null,
    sms: isSmsConfigured() && hasFeature(plan, "sms_notifications"),
  };
}

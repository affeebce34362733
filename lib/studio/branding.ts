import "server-only";
import { eq } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import { cheapestPlanWith, hasFeature } from "@/lib/billing/plans";
import { resolveSubscription, type StudioPlan } from "@/lib/billing/subscription";
import { getDb, type Db } from "@/lib/db/client";
import { studioLogos, studios } from "@/lib/db/schema";
import { studioLogoUrl } from "./logo-url";

/** What the studio's screens, receipts and e-mails wear: its colour and logo (null = Promenade's own). */
export type StudioBranding = { color: string | null; logoUrl: string | null };

export const NO_BRANDING: StudioBranding = { color: null, logoUrl: null };

/**
 * The branding to show now. Custom branding is Premium: on a lower plan (a downgrade, an ended
 * trial) the saved colour and logo are kept but not shown, and come back with Premium.
 */
export async function getStudioBranding(db: Db, studioId: string, studioPlan: StudioPlan, now = new Date()): Promise<StudioBranding> {
  if (!hasFeature(resolveSubscription(studioPlan, now).key, "custom_branding")) return NO_BRANDING;
  const [row] = await db
    .select({ color: studios.brandColor, logoHash: studios.logoHash })
    .from(studios)
    .where(eq(studios.id, studioId))
    .limit(1);
  return row ? { color: row.color, logoUrl: studioLogoUrl(studioId, row.logoHash) } : NO_BRANDING;
}

/** For server components (the shell, Settings), which take the session and open nothing themselves. */
export async function loadStudioBranding(session: Session): Promise<StudioBranding> {
  return getStudioBranding(await getDb(), session.studioId, session.studioPlan);
}

export type BrandingSettings = {
  color: string | null;
  logo: { url: string; width: number; height: number } | null;
  /** Lower plans see the section locked, naming the plan that has it. */
  lockedUntil: string | null;
};

/** Settings → Branding: what is saved (whatever the plan), and whether the plan lets it show. */
export async function loadBrandingSettings(session: Session, now = new Date()): Promise<BrandingSettings> {
  const db = await getDb();
  const allowed = hasFeature(resolveSubscription(session.studioPlan, now).key, "custom_branding");
  const [row] = await db
    .select({ color: studios.brandColor, hash: studios.logoHash, width: studioLogos.width, height: studioLogos.height })
    .from(studios)
    .leftJoin(studioLogos, eq(studioLogos.studioId, studios.id))
    .where(eq(studios.id, session.studioId))
    .limit(1);
  const url = studioLogoUrl(session.studioId, row?.hash ?? null);
  return {
    color: row?.color ?? null,
    logo: url && row?.width && row.height ? { url, width: row.width, height: row.height } : null,
    lockedUntil: allowed ? null : (cheapestPlanWith("custom_branding")?.name ?? "Premium"),
  };
}

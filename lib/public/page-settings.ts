import "server-only";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import { assertFeature } from "@/lib/billing/plan-required";
import type { Db } from "@/lib/db/client";
import { postgresCode } from "@/lib/db/postgres-error";
import { instructors, publicInstructorConsents, studioPublicPages } from "@/lib/db/schema";
import type { TPublicPagePatch, TPublicPageSettings } from "./schemas";

export type PublicPageSettings = TPublicPageSettings & {
  /** Instructors who agreed to appear (the owner picks among them); the others are listed so the owner knows whom to ask. */
  instructors: { id: string; name: string; hasAgreed: boolean }[];
};

const DEFAULTS = { enabled: false, slug: null, description: null, showInstructorIds: [], widgetOrigins: [], trialNeedsConfirmation: false };

/** GET /api/studio/public-page (owners). A studio that never opened it reads the defaults: off, no slug. */
export async function getPublicPageSettings(db: Db, session: Session): Promise<PublicPageSettings> {
  const [[page], people] = await Promise.all([
    db.select().from(studioPublicPages).where(eq(studioPublicPages.studioId, session.studioId)).limit(1),
    listInstructorConsents(db, session.studioId),
  ]);
  const row = page ?? DEFAULTS;
  const agreed = new Set(people.filter((person) => person.hasAgreed).map((person) => person.id));
  return {
    enabled: row.enabled,
    slug: row.slug,
    description: row.description,
    showInstructors: row.showInstructorIds.filter((id) => agreed.has(id)),
    widgetOrigins: row.widgetOrigins,
    trialNeedsConfirmation: row.trialNeedsConfirmation,
    instructors: people,
  };
}

/** PATCH /api/studio/public-page: turning it on needs a slug; a slug another studio has is refused by name. */
export async function updatePublicPageSettings(db: Db, session: Session, input: TPublicPagePatch): Promise<PublicPageSettings> {
  const current = await getPublicPageSettings(db, session);
  const next = { ...current, ...input };
  if (next.enabled && !next.slug)
    throw new AppError("validation", "Choose the page's address before turning it on.", { fields: { slug: "Choose an address." } });
  // The embeddable widget is a Pro feature (marketing tools): listing origins for it needs the plan.
  if (input.widgetOrigins?.length)
    assertFeature(session.studioPlan, "marketing_tools", "The embeddable widget is part of marketing tools.");
  if (input.showInstructors) await assertAgreed(db, session.studioId, input.showInstructors, current.instructors);
  if (input.slug) await assertSlugFree(db, session.studioId, input.slug);
  const values = {
    enabled: next.enabled,
    slug: next.slug,
    description: next.description || null,
    showInstructorIds: [...new Set(next.showInstructors)],
    widgetOrigins: [...new Set(next.widgetOrigins)],
    trialNeedsConfirmation: next.trialNeedsConfirmation,
    updatedAt: new Date(),
  };
  try {
    await db
      .insert(studioPublicPages)
      .values({ studioId: session.studioId, ...values })
      .onConflictDoUpdate({ target: studioPublicPages.studioId, set: values });
  } catch (error) {
    // Two studios claiming one slug at the same moment: the unique index decides.
    if (postgresCode(error) === "23505") throw slugTaken();
    throw error;
  }
  return getPublicPageSettings(db, session);
}

async function assertSlugFree(db: Db, studioId: string, slug: string) {
  const [other] = await db
    .select({ studioId: studioPublicPages.studioId })
    .from(studioPublicPages)
    .where(and(eq(studioPublicPages.slug, slug), ne(studioPublicPages.studioId, studioId)))
    .limit(1);
  if (other) throw slugTaken();
}

function slugTaken() {
  return new AppError("conflict", "Another studio already uses this address. Choose another.", {
    fields: { slug: "This address is taken." },
  });
}

async function assertAgreed(db: Db, studioId: string, ids: string[], people: PublicPageSettings["instructors"]) {
  const byId = new Map(people.map((person) => [person.id, person]));
  const unknown = ids.find((id) => !byId.has(id));
  if (unknown)
    throw new AppError("not_found", "That instructor isn't in your studio.", { fields: { showInstructors: "Choose your instructors." } });
  const notAgreed = ids.map((id) => byId.get(id)!).find((person) => !person.hasAgreed);
  if (notAgreed)
    throw new AppError("rule", `${notAgreed.name} hasn't agreed to appear on the public page. Ask them to turn it on in their profile.`, {
      fields: { showInstructors: `${notAgreed.name} hasn't agreed yet.` },
    });
}

/** The studio's active instructors and whether each agreed to be shown. */
export async function listInstructorConsents(db: Db, studioId: string) {
  const rows = await db
    .select({ id: instructors.id, name: instructors.name, agreedAt: publicInstructorConsents.agreedAt })
    .from(instructors)
    .leftJoin(
      publicInstructorConsents,
      and(eq(publicInstructorConsents.studioId, instructors.studioId), eq(publicInstructorConsents.instructorId, instructors.id)),
    )
    .where(and(eq(instructors.studioId, studioId), eq(instructors.active, true)))
    .orderBy(asc(instructors.name));
  return rows.map((row) => ({ id: row.id, name: row.name, hasAgreed: row.agreedAt !== null }));
}

/** GET/PUT /api/me/public-page (instructors): their own "appear on the public page" choice. */
export async function getOwnConsent(db: Db, session: Session): Promise<{ showOnPublicPage: boolean }> {
  const instructorId = ownInstructorId(session);
  const [row] = await db
    .select({ agreedAt: publicInstructorConsents.agreedAt })
    .from(publicInstructorConsents)
    .where(and(eq(publicInstructorConsents.studioId, session.studioId), eq(publicInstructorConsents.instructorId, instructorId)))
    .limit(1);
  return { showOnPublicPage: Boolean(row) };
}

export async function setOwnConsent(db: Db, session: Session, showOnPublicPage: boolean) {
  const instructorId = ownInstructorId(session);
  if (showOnPublicPage)
    await db.insert(publicInstructorConsents).values({ studioId: session.studioId, instructorId }).onConflictDoNothing();
  else
    await db
      .delete(publicInstructorConsents)
      .where(and(eq(publicInstructorConsents.studioId, session.studioId), inArray(publicInstructorConsents.instructorId, [instructorId])));
  return { showOnPublicPage };
}

function ownInstructorId(session: Session): string {
  if (!session.instructorId) throw new AppError("not_found", "Only instructors with a profile in the studio can choose this.");
  return session.instructorId;
}

import "server-only";
import type { StudioLocale } from "@/lib/studio/locales";
import { and, asc, eq, inArray } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db } from "@/lib/db/client";
import { instructorPhotos, instructors, publicInstructorConsents, services, studioPublicPages, studios } from "@/lib/db/schema";
import { type BookingPrice, bookingPricer } from "@/lib/payments/booking-price";
import { instructorPhotoUrl } from "@/lib/people/instructor-photo";
import { listIntakeFields, type IntakeFieldKind } from "@/lib/records/intake";
import { studioLogoUrl } from "@/lib/studio/logo-url";

/** What anyone may read about a studio whose page is on. Nothing about students, ever. */
export type PublicStudio = {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  timeZone: string;
  /** How the studio writes dates and times (lib/studio/locales.ts). */
  locale: StudioLocale;
  /** The currency the studio's prices are in. */
  currency: string;
  logoUrl: string | null;
  brandColor: string | null;
  contact: { address: string | null; phone: string | null; email: string | null; website: string | null };
  instructors: { id: string; name: string; styles: string[]; bio: string | null; photoUrl: string | null }[];
  /** `price`: what a first lesson of it costs a visitor, by booking's own rules (lib/payments/booking-price.ts). */
  privateLessons: { id: string; name: string; durationMinutes: number; price: BookingPrice }[];
  trialNeedsConfirmation: boolean;
  /** The studio's questions a newcomer answers with a first-lesson request (never a staff-only one). */
  intakeQuestions: { id: string; label: string; kind: IntakeFieldKind; choices: string[]; required: boolean }[];
};

/** The page row of an enabled slug: 404 otherwise (a page that is off looks like one that never was). */
export async function findPublicPage(db: Db, slug: string) {
  const [page] = await db
    .select()
    .from(studioPublicPages)
    .where(and(eq(studioPublicPages.slug, slug.toLowerCase()), eq(studioPublicPages.enabled, true)))
    .limit(1);
  if (!page) throw new AppError("not_found", "There is no studio page at this address.");
  return page;
}

export async function getPublicStudio(db: Db, slug: string): Promise<PublicStudio> {
  const page = await findPublicPage(db, slug);
  const studioId = page.studioId;
  const [[studio], shown, privateLessons, questions] = await Promise.all([
    db
      .select({
        id: studios.id,
        name: studios.name,
        timeZone: studios.timeZone,
        locale: studios.locale,
        currency: studios.currency,
        logoHash: studios.logoHash,
        brandColor: studios.brandColor,
        contactAddress: studios.contactAddress,
        contactPhone: studios.contactPhone,
        contactEmail: studios.contactEmail,
        contactWebsite: studios.contactWebsite,
      })
      .from(studios)
      .where(eq(studios.id, studioId))
      .limit(1),
    findShownInstructors(db, studioId, page.showInstructorIds),
    db
      .select({ id: services.id, name: services.name, durationMinutes: services.durationMinutes, priceCents: services.priceCents })
      .from(services)
      .where(
        and(eq(services.studioId, studioId), eq(services.kind, "private"), eq(services.active, true), eq(services.bookableOnline, true)),
      )
      .orderBy(asc(services.name)),
    listIntakeFields(db, studioId, { forStudent: true }),
  ]);
  // A visitor has no package yet: the price a student without one pays.
  const priceOf = await bookingPricer(db, { studioId, studentId: null, studioCurrency: studio.currency });
  const now = new Date();
  return {
    id: studio.id,
    slug: page.slug!,
    name: studio.name,
    description: page.description,
    timeZone: studio.timeZone,
    locale: studio.locale,
    currency: studio.currency,
    logoUrl: studioLogoUrl(studio.id, studio.logoHash),
    brandColor: studio.brandColor,
    contact: {
      address: studio.contactAddress,
      phone: studio.contactPhone,
      email: studio.contactEmail,
      website: studio.contactWebsite,
    },
    instructors: shown,
    privateLessons: privateLessons.map(({ priceCents, ...service }) => ({
      ...service,
      price: priceOf({ serviceId: service.id, priceCents, startsAt: now }),
    })),
    trialNeedsConfirmation: page.trialNeedsConfirmation,
    intakeQuestions: questions.map(({ id, label, kind, choices, required }) => ({ id, label, kind, choices, required })),
  };
}

/** The owner's picks that still agree and are active: withdrawing consent removes them at once. */
export async function findShownInstructors(db: Db, studioId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: instructors.id,
      name: instructors.name,
      styles: instructors.styles,
      bio: instructors.bio,
      photoHash: instructorPhotos.hash,
    })
    .from(instructors)
    .innerJoin(
      publicInstructorConsents,
      and(eq(publicInstructorConsents.studioId, instructors.studioId), eq(publicInstructorConsents.instructorId, instructors.id)),
    )
    .leftJoin(instructorPhotos, and(eq(instructorPhotos.studioId, instructors.studioId), eq(instructorPhotos.instructorId, instructors.id)))
    .where(and(eq(instructors.studioId, studioId), eq(instructors.active, true), inArray(instructors.id, ids)))
    .orderBy(asc(instructors.name));
  // Only those who agreed to be shown reach here, so only their photos are on the page.
  return rows.map(({ photoHash, ...person }) => ({ ...person, photoUrl: instructorPhotoUrl(studioId, person.id, photoHash) }));
}

/** Enabled pages for the sitemap. */
export async function listPublicSlugs(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ slug: studioPublicPages.slug, updatedAt: studioPublicPages.updatedAt })
    .from(studioPublicPages)
    .where(eq(studioPublicPages.enabled, true));
  return rows.filter((row): row is { slug: string; updatedAt: Date } => row.slug !== null);
}

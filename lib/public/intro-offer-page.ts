import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { events } from "@/lib/db/schema";
import { listIntroOffers } from "@/lib/growth/intro-offers";
import { takesOnlinePayments } from "@/lib/stripe/studio-account";
import { MIN_ONLINE_CENTS } from "./intro-offer-checkout";
import type { PublicStudio } from "./public-studio";
import type { PublicClass } from "./timetable";

/** An intro offer as the public page shows it, with the first lessons it may be booked with. */
type ShownIntroOffer = {
  id: string;
  name: string;
  units: number;
  priceCents: number;
  validDays: number;
  /** What its lessons cost one by one, at the least (0: no price to compare). */
  regularCents: number;
  /** The timetable's classes its units pay for. */
  classIds: string[];
  /** Its units pay for the page's first private lesson. */
  coversPrivate: boolean;
};

/**
 * The studio's intro offers for its public page: only when it takes online payments on its own
 * Stripe account (the offer is paid at Checkout), only offers Stripe can charge, and only those
 * with a first lesson to book on the page now.
 */
export async function loadIntroOffers(studio: PublicStudio, classes: PublicClass[], privateDays: string[]): Promise<ShownIntroOffer[]> {
  const db = await getDb();
  if (!(await takesOnlinePayments(db, studio.id))) return [];
  const offers = (await listIntroOffers(db, studio.id)).filter((offer) => offer.priceCents >= MIN_ONLINE_CENTS);
  if (offers.length === 0) return [];
  const open = classes.filter((item) => item.placesLeft > 0);
  const services = open.length
    ? await db
        .select({ id: events.id, serviceId: events.serviceId })
        .from(events)
        .where(
          and(
            eq(events.studioId, studio.id),
            inArray(
              events.id,
              open.map((item) => item.id),
            ),
          ),
        )
    : [];
  const privateService = privateDays.length ? studio.privateLessons[0]?.id : undefined;
  return offers
    .map(({ serviceIds, ...offer }) => ({
      ...offer,
      classIds: services.filter((row) => serviceIds.includes(row.serviceId)).map((row) => row.id),
      coversPrivate: Boolean(privateService && serviceIds.includes(privateService)),
    }))
    .filter((offer) => offer.classIds.length > 0 || offer.coversPrivate);
}

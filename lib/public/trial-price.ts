import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { events, services, students, studioPublicPages, studios, type TrialAsked } from "@/lib/db/schema";
import { type BookingPrice, bookingPricer } from "@/lib/payments/booking-price";
import { resolveWantedLesson } from "./trial-lesson";

/**
 * What confirming a first lesson will cost, shown on the confirmation page before the button: the
 * lesson's price, or a unit of a package when the address is a student the studio added (and sold
 * a package to) — the student confirming becomes, as lib/public/trial-confirmation.ts books it.
 * Null when the lesson can no longer be booked: pressing the button says why.
 */
export async function priceWantedLesson(
  db: Db,
  studioId: string,
  asked: TrialAsked,
  email: string,
  now: Date,
): Promise<BookingPrice | null> {
  const [page] = await db.select().from(studioPublicPages).where(eq(studioPublicPages.studioId, studioId)).limit(1);
  if (!page) return null;
  const lesson = await resolveWantedLesson(db, page, asked, now).catch(() => null);
  if (!lesson) return null;
  const [service] =
    lesson.kind === "class"
      ? await db
          .select({ id: services.id, priceCents: services.priceCents })
          .from(events)
          .innerJoin(services, and(eq(services.studioId, events.studioId), eq(services.id, events.serviceId)))
          .where(and(eq(events.studioId, studioId), eq(events.id, lesson.eventId)))
      : await db
          .select({ id: services.id, priceCents: services.priceCents })
          .from(services)
          .where(and(eq(services.studioId, studioId), eq(services.id, lesson.serviceId)));
  if (!service) return null;
  const [[known], [studio]] = await Promise.all([
    db
      .select({ id: students.id, active: students.active })
      .from(students)
      .where(and(eq(students.studioId, studioId), eq(students.email, email), isNull(students.userId)))
      .limit(1),
    db.select({ currency: studios.currency }).from(studios).where(eq(studios.id, studioId)),
  ]);
  const buyer = { studioId, studentId: known?.active ? known.id : null, studioCurrency: studio.currency };
  const priceOf = await bookingPricer(db, buyer, now);
  return priceOf({ serviceId: service.id, priceCents: service.priceCents, startsAt: lesson.startsAt });
}

import "server-only";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import type { BookingPrice } from "@/lib/money/price-text";
import { listUsablePackages, pickUnit } from "./package-units";

export type { BookingPrice } from "@/lib/money/price-text";

/** A bookable lesson as its price reads it: the service's price, and when it starts (a package must be valid then). */
export type PricedLesson = { serviceId: string; priceCents: number; startsAt: Date };

/** Who would pay: a student of the studio (their packages count), or nobody known yet (a visitor, staff). */
export type Buyer = Pick<Session, "studioId" | "studentId" | "studioCurrency">;

/**
 * Prices lessons for a buyer by booking's own rules (placeBookingMoney): the unit comes from the
 * package pickUnit chooses, else the service's price is charged, else it is free. A student's own
 * packages count (one query for the whole list); staff and visitors see what a student without a
 * package pays.
 */
export async function bookingPricer(db: Db, buyer: Buyer, now = new Date()): Promise<(lesson: PricedLesson) => BookingPrice> {
  const packages = buyer.studentId ? await listUsablePackages(db, buyer.studioId, buyer.studentId, now) : [];
  return (lesson) => {
    const unit = pickUnit(packages, { serviceId: lesson.serviceId, lessonAt: lesson.startsAt });
    if (unit) return { kind: "unit", packageName: unit.name, unitsLeft: unit.units - unit.unitsUsed };
    if (lesson.priceCents <= 0) return { kind: "free" };
    return { kind: "charge", amountCents: lesson.priceCents, currency: buyer.studioCurrency };
  };
}

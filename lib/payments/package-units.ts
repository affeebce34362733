import "server-only";
import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db, Tx } from "@/lib/db/client";
import { bookings, creditEntries, studentPackages } from "@/lib/db/schema";

type Reserve = {
  studioId: string;
  studentId: string;
  serviceId: string;
  bookingId: string;
  lessonAt: Date;
  now: Date;
  studentPackageId?: string;
};

/** A student's package as the choice of a lesson's unit reads it. */
export type UnitSource = {
  id: string;
  name: string;
  units: number;
  unitsUsed: number;
  expiresAt: Date;
  purchasedAt: Date;
  serviceIds: string[];
  /** A membership's units while it is past due: never used until it is paid. */
  suspended?: boolean;
};

const UNIT_SOURCE = {
  id: studentPackages.id,
  name: studentPackages.name,
  units: studentPackages.units,
  unitsUsed: studentPackages.unitsUsed,
  expiresAt: studentPackages.expiresAt,
  purchasedAt: studentPackages.purchasedAt,
  serviceIds: studentPackages.serviceIds,
  suspended: studentPackages.suspended,
};

/**
 * The package a lesson takes its unit from: valid at the lesson's start, covering its service, with
 * a unit left, not suspended (a membership past due); of those, the one that expires first (then the
 * one bought first). The one rule both booking (reserveUnit) and the prices shown before booking
 * (lib/payments/booking-price.ts) follow.
 */
export function pickUnit<T extends UnitSource>(packages: T[], lesson: { serviceId: string; lessonAt: Date }): T | null {
  const usable = packages.filter(
    (item) =>
      !item.suspended &&
      item.expiresAt.getTime() > lesson.lessonAt.getTime() &&
      item.unitsUsed < item.units &&
      item.serviceIds.includes(lesson.serviceId),
  );
  usable.sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.purchasedAt.getTime() - b.purchasedAt.getTime());
  return usable[0] ?? null;
}

/** The student's packages with a unit left, not expired now and not suspended: what lessons from now on can be paid with. */
export async function listUsablePackages(db: Db | Tx, studioId: string, studentId: string, now: Date): Promise<UnitSource[]> {
  return db
    .select(UNIT_SOURCE)
    .from(studentPackages)
    .where(
      and(
        eq(studentPackages.studioId, studioId),
        eq(studentPackages.studentId, studentId),
        gt(studentPackages.expiresAt, now),
        lt(studentPackages.unitsUsed, studentPackages.units),
        eq(studentPackages.suspended, false),
      ),
    );
}

/**
 * Reserves one unit for a booking from the student's package that expires first among those valid
 * at the lesson's start (for a future lesson, so not expired now either) and covering its service. Every
 * candidate row is locked (`for update`) before the counter moves, so parallel bookings of the same
 * student queue on it; on PostgreSQL the filter is re-checked after the wait, and the table's check
 * (units_used <= units) refuses a double-spent unit whatever happens.
 */
export async function reserveUnit(
  tx: Tx,
  input: Reserve,
): Promise<{ id: string; name: string; unitsLeft: number; expiresAt: Date } | null> {
  // Valid when the lesson happens: a correction after the package expired still uses it.
  const validFrom = input.lessonAt;
  if (input.studentPackageId) await assertUsable(tx, input, validFrom);
  const candidates = await tx
    .select(UNIT_SOURCE)
    .from(studentPackages)
    .where(
      and(
        eq(studentPackages.studioId, input.studioId),
        eq(studentPackages.studentId, input.studentId),
        ...(input.studentPackageId ? [eq(studentPackages.id, input.studentPackageId)] : []),
        gt(studentPackages.expiresAt, validFrom),
        lt(studentPackages.unitsUsed, studentPackages.units),
        eq(studentPackages.suspended, false),
        sql`${input.serviceId} = any(${studentPackages.serviceIds})`,
      ),
    )
    .orderBy(asc(studentPackages.expiresAt), asc(studentPackages.purchasedAt))
    .for("update");
  // The query narrows and locks the rows; the choice itself is pickUnit's, as the prices shown before booking.
  const chosen = pickUnit(candidates, { serviceId: input.serviceId, lessonAt: validFrom });
  if (!chosen) return null;
  await tx
    .update(studentPackages)
    .set({ unitsUsed: sql`${studentPackages.unitsUsed} + 1` })
    .where(eq(studentPackages.id, chosen.id));
  await tx.update(bookings).set({ studentPackageId: chosen.id }).where(eq(bookings.id, input.bookingId));
  await tx
    .insert(creditEntries)
    .values({ studioId: input.studioId, studentPackageId: chosen.id, bookingId: input.bookingId, kind: "reserve", createdAt: input.now });
  return { id: chosen.id, name: chosen.name, unitsLeft: chosen.units - chosen.unitsUsed - 1, expiresAt: chosen.expiresAt };
}

/** Gives the booking's unit back to its package (a timely cancel, or a policy that doesn't cost a unit). */
export async function releaseUnit(tx: Tx, studioId: string, bookingId: string, studentPackageId: string, now: Date): Promise<void> {
  await tx.select({ id: studentPackages.id }).from(studentPackages).where(eq(studentPackages.id, studentPackageId)).for("update");
  await tx
    .update(studentPackages)
    .set({ unitsUsed: sql`${studentPackages.unitsUsed} - 1` })
    .where(eq(studentPackages.id, studentPackageId));
  await tx.update(bookings).set({ studentPackageId: null }).where(eq(bookings.id, bookingId));
  await tx.insert(creditEntries).values({ studioId, studentPackageId, bookingId, kind: "release", createdAt: now });
}

/** Marks the booking's reserved unit as used (attended, or missed under the "lesson" policy); once only. */
export async function consumeUnit(tx: Tx, studioId: string, bookingId: string, studentPackageId: string, now: Date): Promise<void> {
  const [last] = await tx
    .select({ kind: creditEntries.kind })
    .from(creditEntries)
    .where(and(eq(creditEntries.bookingId, bookingId), eq(creditEntries.studentPackageId, studentPackageId)))
    .orderBy(desc(creditEntries.createdAt), desc(sql`${creditEntries.kind} = 'consume'`))
    .limit(1);
  if (last?.kind === "consume") return;
  await tx.insert(creditEntries).values({ studioId, studentPackageId, bookingId, kind: "consume", createdAt: now });
}

/**
 * A package the caller named explicitly (`studentPackageId` on a booking) must be usable, or the
 * booking is refused (422) and its transaction — booking included — rolls back: nothing is recorded.
 */
async function assertUsable(tx: Tx, input: Reserve, validFrom: Date): Promise<void> {
  const field = (message: string) => ({ fields: { studentPackageId: message } });
  const [pkg] = await tx
    .select({
      name: studentPackages.name,
      units: studentPackages.units,
      unitsUsed: studentPackages.unitsUsed,
      expiresAt: studentPackages.expiresAt,
      serviceIds: studentPackages.serviceIds,
      suspended: studentPackages.suspended,
    })
    .from(studentPackages)
    .where(
      and(
        eq(studentPackages.studioId, input.studioId),
        eq(studentPackages.studentId, input.studentId),
        eq(studentPackages.id, input.studentPackageId!),
      ),
    )
    .for("update");
  if (!pkg) throw new AppError("not_found", "That package isn't one of this student's.", field("Choose one of the student's packages."));
  const day = pkg.expiresAt.toISOString().slice(0, 10);
  if (pkg.expiresAt.getTime() <= input.now.getTime())
    throw new AppError("rule", `${pkg.name} expired on ${day}; its lessons can't be used.`, field("This package has expired."));
  if (pkg.expiresAt.getTime() <= validFrom.getTime())
    throw new AppError("rule", `${pkg.name} expires on ${day}, before this lesson.`, field("This package expires before the lesson."));
  if (!pkg.serviceIds.includes(input.serviceId))
    throw new AppError("rule", `${pkg.name} doesn't cover this lesson.`, field("This package doesn't cover this lesson."));
  if (pkg.suspended)
    throw new AppError("rule", `${pkg.name} can't be used while its membership is past due.`, field("This membership is past due."));
  if (pkg.unitsUsed >= pkg.units) throw new AppError("rule", `${pkg.name} has no lessons left.`, field("No lessons left in this package."));
}

import "server-only";
import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { bookings, creditEntries, packageServices, studentPackages } from "@/lib/db/schema";

type Reserve = { studioId: string; studentId: string; serviceId: string; bookingId: string; lessonAt: Date; now: Date };

/**
 * Reserves one unit for a booking from the student's package that expires first among those valid
 * for the lesson (not expired now nor at the lesson's start) and covering its service. Every
 * candidate row is locked (`for update`) before the counter moves, so parallel bookings of the same
 * student queue on it; on PostgreSQL the filter is re-checked after the wait, and the table's check
 * (units_used <= units) refuses a double-spent unit whatever happens.
 */
export async function reserveUnit(tx: Db, input: Reserve): Promise<{ id: string; name: string; unitsLeft: number; expiresAt: Date } | null> {
  const validFrom = input.lessonAt.getTime() > input.now.getTime() ? input.lessonAt : input.now;
  const candidates = await tx
    .select({ id: studentPackages.id, name: studentPackages.name, units: studentPackages.units, unitsUsed: studentPackages.unitsUsed, expiresAt: studentPackages.expiresAt })
    .from(studentPackages)
    .where(
      and(
        eq(studentPackages.studioId, input.studioId),
        eq(studentPackages.studentId, input.studentId),
        gt(studentPackages.expiresAt, validFrom),
        lt(studentPackages.unitsUsed, studentPackages.units),
        sql`exists (select 1 from ${packageServices} where ${packageServices.packageId} = ${studentPackages.packageId} and ${packageServices.serviceId} = ${input.serviceId})`,
      ),
    )
    .orderBy(asc(studentPackages.expiresAt), asc(studentPackages.purchasedAt))
    .for("update");
  const chosen = candidates.find((row) => row.unitsUsed < row.units);
  if (!chosen) return null;
  await tx.update(studentPackages).set({ unitsUsed: sql`${studentPackages.unitsUsed} + 1` }).where(eq(studentPackages.id, chosen.id));
  await tx.update(bookings).set({ studentPackageId: chosen.id }).where(eq(bookings.id, input.bookingId));
  await tx.insert(creditEntries).values({ studioId: input.studioId, studentPackageId: chosen.id, bookingId: input.bookingId, kind: "reserve", createdAt: input.now });
  return { id: chosen.id, name: chosen.name, unitsLeft: chosen.units - chosen.unitsUsed - 1, expiresAt: chosen.expiresAt };
}

/** Gives the booking's unit back to its package (a timely cancel, or a policy that doesn't cost a unit). */
export async function releaseUnit(tx: Db, studioId: string, bookingId: string, studentPackageId: string, now: Date): Promise<void> {
  await tx.select({ id: studentPackages.id }).from(studentPackages).where(eq(studentPackages.id, studentPackageId)).for("update");
  await tx.update(studentPackages).set({ unitsUsed: sql`${studentPackages.unitsUsed} - 1` }).where(eq(studentPackages.id, studentPackageId));
  await tx.update(bookings).set({ studentPackageId: null }).where(eq(bookings.id, bookingId));
  await tx.insert(creditEntries).values({ studioId, studentPackageId, bookingId, kind: "release", createdAt: now });
}

/** Marks the booking's reserved unit as used (attended, or missed under the "lesson" policy); once only. */
export async function consumeUnit(tx: Db, studioId: string, bookingId: string, studentPackageId: string, now: Date): Promise<void> {
  const [last] = await tx
    .select({ kind: creditEntries.kind })
    .from(creditEntries)
    .where(and(eq(creditEntries.bookingId, bookingId), eq(creditEntries.studentPackageId, studentPackageId)))
    .orderBy(desc(creditEntries.createdAt), desc(sql`${creditEntries.kind} = 'consume'`))
    .limit(1);
  if (last?.kind === "consume") return;
  await tx.insert(creditEntries).values({ studioId, studentPackageId, bookingId, kind: "consume", createdAt: now });
}

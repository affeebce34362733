import "server-only";
import { and, desc, eq, lte } from "drizzle-orm";
import { canManageInstructor } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { instructorAvailability, instructorExceptions, instructorRates } from "@/lib/db/schema";
import { findInstructor, getInstructor } from "./instructors";
import type { TAvailability, TRateInput } from "./schemas";

/** Replaces the weekly hours (and, when sent, the days off) in one transaction. */
export async function setAvailability(db: Db, session: Session, id: string, input: TAvailability) {
  await findInstructor(db, session.studioId, id);
  if (!canManageInstructor(session, id)) {
    throw new AppError("forbidden", "Instructors can only change their own availability.");
  }
  const studioId = session.studioId;
  await db.transaction(async (tx) => {
    await tx
      .delete(instructorAvailability)
      .where(and(eq(instructorAvailability.studioId, studioId), eq(instructorAvailability.instructorId, id)));
    if (input.slots.length)
      await tx.insert(instructorAvailability).values(input.slots.map((slot) => ({ ...slot, studioId, instructorId: id })));
    if (input.exceptions) {
      await tx
        .delete(instructorExceptions)
        .where(and(eq(instructorExceptions.studioId, studioId), eq(instructorExceptions.instructorId, id)));
      if (input.exceptions.length) {
        await tx.insert(instructorExceptions).values(
          input.exceptions.map((item) => ({
            ...item,
            startTime: item.startTime ?? null,
            endTime: item.endTime ?? null,
            reason: item.reason ?? null,
            studioId,
            instructorId: id,
          })),
        );
      }
    }
  });
  return getInstructor(db, session, id);
}

/**
 * Adds a rate from a date on. Earlier rates stay: pay for a past lesson is read with `findRateOn`
 * at the lesson's date, so a raise never rewrites what was already earned. A second rate for the
 * same date replaces that one (a correction), not an earlier one.
 */
export async function addRate(db: Db, session: Session, id: string, input: TRateInput) {
  await findInstructor(db, session.studioId, id);
  const [rate] = await db
    .insert(instructorRates)
    .values({ ...input, studioId: session.studioId, instructorId: id })
    .onConflictDoUpdate({
      target: [instructorRates.studioId, instructorRates.instructorId, instructorRates.effectiveFrom],
      set: { privateCents: input.privateCents, classCents: input.classCents },
    })
    .returning({
      privateCents: instructorRates.privateCents,
      classCents: instructorRates.classCents,
      effectiveFrom: instructorRates.effectiveFrom,
    });
  return rate;
}

/** The rate in force on a local date ("YYYY-MM-DD"), or null before the first one. */
export async function findRateOn(db: Db, studioId: string, instructorId: string, date: string) {
  const [rate] = await db
    .select({
      privateCents: instructorRates.privateCents,
      classCents: instructorRates.classCents,
      effectiveFrom: instructorRates.effectiveFrom,
    })
    .from(instructorRates)
    .where(
      and(eq(instructorRates.studioId, studioId), eq(instructorRates.instructorId, instructorId), lte(instructorRates.effectiveFrom, date)),
    )
    .orderBy(desc(instructorRates.effectiveFrom))
    .limit(1);
  return rate ?? null;
}

import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import { assertFeature } from "@/lib/billing/plan-required";
import { getDb, type Db, type Tx } from "@/lib/db/client";
import { bookingWindows, priorityStudents, students } from "@/lib/db/schema";
import type { PriorityRule } from "@/lib/db/schema/community-values";
import { plural } from "@/lib/text/plural";

export type BookingWindowSettings = { bookingWindowDays: number | null; priorityWindowDays: number | null; priorityRule: PriorityRule };
export type TBookingWindowPatch = Partial<BookingWindowSettings>;

export async function getBookingWindowSettings(db: Db, studioId: string): Promise<BookingWindowSettings> {
  const [row] = await db.select().from(bookingWindows).where(eq(bookingWindows.studioId, studioId)).limit(1);
  return {
    bookingWindowDays: row?.bookingWindowDays ?? null,
    priorityWindowDays: row?.priorityWindowDays ?? null,
    priorityRule: row?.priorityRule ?? "packages",
  };
}

/**
 * Part of PATCH /api/studio. Setting a window is Premium (priority booking); clearing one is always
 * allowed. The early window must open no later than the regular one.
 */
export async function saveBookingWindow(tx: Tx, session: Session, patch: TBookingWindowPatch): Promise<void> {
  if (patch.bookingWindowDays === undefined && patch.priorityWindowDays === undefined && patch.priorityRule === undefined) return;
  const current = await getBookingWindowSettings(tx, session.studioId);
  const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const next: BookingWindowSettings = { ...current, ...given };
  if (next.bookingWindowDays !== null || next.priorityWindowDays !== null) assertFeature(session.studioPlan, "priority_booking");
  if (next.priorityWindowDays !== null && next.bookingWindowDays === null) {
    const message = "Set the booking window for everyone first; the early window opens before it.";
    throw new AppError("validation", message, { fields: { bookingWindowDays: message } });
  }
  if (next.priorityWindowDays !== null && next.bookingWindowDays !== null && next.priorityWindowDays < next.bookingWindowDays) {
    const message = `Priority students should be able to book earlier: choose ${plural(next.bookingWindowDays, "day")} or more.`;
    throw new AppError("validation", message, { fields: { priorityWindowDays: message } });
  }
  await tx
    .insert(bookingWindows)
    .values({ studioId: session.studioId, ...next, updatedAt: new Date() })
    .onConflictDoUpdate({ target: bookingWindows.studioId, set: { ...next, updatedAt: new Date() } });
}

/** PUT /api/priority-students: the owner's chosen list (priority rule "list"), replaced whole. */
export async function replacePriorityStudents(db: Db, session: Session, studentIds: string[]) {
  const ids = [...new Set(studentIds)];
  await db.transaction(async (tx) => {
    if (ids.length) {
      const found = await tx
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.studioId, session.studioId), inArray(students.id, ids)));
      if (found.length !== ids.length)
        throw new AppError("not_found", "One of those students isn't in your studio.", {
          fields: { studentIds: "Choose your own students." },
        });
    }
    await tx.delete(priorityStudents).where(eq(priorityStudents.studioId, session.studioId));
    if (ids.length) await tx.insert(priorityStudents).values(ids.map((studentId) => ({ studioId: session.studioId, studentId })));
  });
  return listPriorityStudents(db, session);
}

export async function listPriorityStudents(db: Db, session: Session) {
  const rows = await db
    .select({ id: students.id, name: students.name })
    .from(priorityStudents)
    .innerJoin(students, and(eq(students.studioId, priorityStudents.studioId), eq(students.id, priorityStudents.studentId)))
    .where(eq(priorityStudents.studioId, session.studioId))
    .orderBy(students.name);
  return { students: rows };
}

/** For Settings (a server component can't import lib/db): the list GET /api/priority-students answers. */
export async function loadPriorityStudents(session: Session) {
  return listPriorityStudents(await getDb(), session);
}

import "server-only";
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { assertCanSeeAccount } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { bookings, events, ledgerEntries, services, studentPackages } from "@/lib/db/schema";
import { formatDay, formatTimeRange } from "@/lib/dates/wall-time";
import { isFee } from "./booking-money";
import { addVoid, requireStudent, studentBalance, studioMoneySettings } from "./ledger";
import { listPackages } from "./packages";
import { consumeUnit, reserveUnit } from "./package-units";
import type { PackageCover, UnpaidLessonView } from "./types";

const DAY_MS = 86_400_000;

/** Places that cost a lesson: booked, or posted with the lesson kept (a missed lesson's charge stays only under the "lesson" policy). */
const PLACED = ["booked", "attended", "no_show", "late_cancel"] as const;

type UnpaidLesson = {
  bookingId: string;
  serviceId: string;
  status: (typeof PLACED)[number];
  startsAt: Date;
  endsAt: Date;
  serviceName: string;
  amountCents: number;
  /** The booking's lesson charges not voided yet (fees are not lessons and stay). */
  charges: (typeof ledgerEntries.$inferSelect)[];
};

/** What a package pays for: units left, the services it covers, and when it stops. */
type Terms = { unitsLeft: number; serviceIds: string[]; expiresAt: Date };

/**
 * The student's lessons still charged as money, oldest first: a place no package unit pays for whose
 * lesson charge is not voided, in an event that still takes place. Taught lessons count as well as
 * lessons ahead.
 */
async function findUnpaidLessons(db: Db, studioId: string, studentId: string): Promise<UnpaidLesson[]> {
  const rows = await db
    .select({
      charge: ledgerEntries,
      bookingId: bookings.id,
      status: bookings.status,
      serviceId: events.serviceId,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      serviceName: services.name,
    })
    .from(ledgerEntries)
    .innerJoin(bookings, and(eq(bookings.studioId, ledgerEntries.studioId), eq(bookings.id, ledgerEntries.bookingId)))
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(services, eq(services.id, events.serviceId))
    .where(
      and(
        eq(ledgerEntries.studioId, studioId),
        eq(ledgerEntries.studentId, studentId),
        eq(ledgerEntries.kind, "charge"),
        eq(bookings.studentId, studentId),
        isNull(bookings.studentPackageId),
        inArray(bookings.status, [...PLACED]),
        ne(events.status, "cancelled"),
        sql`not exists (select 1 from ledger_entries v where v.studio_id = ${ledgerEntries.studioId}
          and v.kind = 'void' and v.related_entry_id = ${ledgerEntries.id})`,
      ),
    )
    .orderBy(asc(events.startsAt), asc(bookings.id), asc(ledgerEntries.createdAt));
  const lessons = new Map<string, UnpaidLesson>();
  for (const row of rows) {
    if (isFee(row.charge.description)) continue;
    const lesson = lessons.get(row.bookingId) ?? {
      bookingId: row.bookingId,
      serviceId: row.serviceId,
      status: row.status as UnpaidLesson["status"],
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      serviceName: row.serviceName,
      amountCents: 0,
      charges: [],
    };
    lesson.charges.push(row.charge);
    lesson.amountCents += row.charge.amountCents;
    lessons.set(row.bookingId, lesson);
  }
  return [...lessons.values()];
}

/**
 * The lessons a package would pay for, oldest first, by the rules a booking uses a unit with: a
 * service it covers, a lesson before it expires, one unit a lesson and never more lessons than units
 * left. Only what the student owes is cleared: a charge counts as unpaid while the balance still owes
 * at least its amount (the rule voiding a charge follows), so lessons paid at the desk don't become credit.
 */
export function pickCoveredLessons<T extends { serviceId: string; startsAt: Date; amountCents: number }>(
  lessons: T[],
  terms: Terms,
  owedCents: number,
): T[] {
  const chosen: T[] = [];
  let cleared = 0;
  for (const lesson of lessons) {
    if (chosen.length >= terms.unitsLeft) break;
    if (!terms.serviceIds.includes(lesson.serviceId) || lesson.startsAt.getTime() >= terms.expiresAt.getTime()) continue;
    if (cleared + lesson.amountCents > owedCents) continue;
    chosen.push(lesson);
    cleared += lesson.amountCents;
  }
  return chosen;
}

function toView(lesson: UnpaidLesson, timeZone: string, now: Date): UnpaidLessonView {
  const state =
    lesson.startsAt.getTime() > now.getTime()
      ? "upcoming"
      : lesson.status === "booked" || lesson.status === "attended"
        ? "taught"
        : "missed";
  return {
    bookingId: lesson.bookingId,
    label: `${lesson.serviceName} · ${formatDay(lesson.startsAt, timeZone)}, ${formatTimeRange(lesson.startsAt, lesson.endsAt, timeZone)}`,
    startsAt: lesson.startsAt.toISOString(),
    amountCents: lesson.amountCents,
    state,
  };
}

/**
 * GET /api/students/{id}/unpaid-lessons: for each package on sale, the student's unpaid lessons it
 * would pay for if sold now with `applyToUnpaid` (owners; a student for their own account).
 */
export async function previewPackageCovers(db: Db, session: Session, studentId: string, now = new Date()) {
  assertCanSeeAccount(session, studentId);
  await requireStudent(db, session.studioId, studentId);
  const [lessons, owedCents, catalog, studio] = await Promise.all([
    findUnpaidLessons(db, session.studioId, studentId),
    studentBalance(db, session.studioId, studentId),
    listPackages(db, session),
    studioMoneySettings(db, session.studioId),
  ]);
  const covers: PackageCover[] = catalog
    .filter((pkg) => pkg.active)
    .map((pkg) => {
      const terms = { unitsLeft: pkg.units, serviceIds: pkg.serviceIds, expiresAt: new Date(now.getTime() + pkg.validDays * DAY_MS) };
      const chosen = pickCoveredLessons(lessons, terms, owedCents);
      return {
        packageId: pkg.id,
        lessons: chosen.map((lesson) => toView(lesson, studio.timeZone, now)),
        amountCents: chosen.reduce((sum, lesson) => sum + lesson.amountCents, 0),
      };
    });
  return { covers };
}

/**
 * Pays the student's unpaid lessons with a package of theirs, oldest first, inside the caller's
 * transaction (a sale's own): each lesson's charge is voided and a unit of the package is reserved
 * for it, exactly as if it had been booked with the package — and used at once when the lesson was
 * already posted. The student's bookings are locked before the package row (the order a booking's
 * money moves in), then everything is read again: two applications at once run one after the other,
 * so no unit is used twice and no charge is voided twice.
 */
export async function applyPackageToUnpaid(
  tx: Tx,
  input: { studioId: string; studentId: string; studentPackageId: string; now: Date },
): Promise<{ lessons: { bookingId: string; amountCents: number }[]; amountCents: number }> {
  const { studioId, studentId, now } = input;
  await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.studioId, studioId),
        eq(bookings.studentId, studentId),
        isNull(bookings.studentPackageId),
        inArray(bookings.status, [...PLACED]),
      ),
    )
    .orderBy(asc(bookings.id))
    .for("update");
  const [pkg] = await tx
    .select()
    .from(studentPackages)
    .where(
      and(eq(studentPackages.studioId, studioId), eq(studentPackages.studentId, studentId), eq(studentPackages.id, input.studentPackageId)),
    )
    .for("update");
  if (!pkg || pkg.expiresAt.getTime() <= now.getTime()) return { lessons: [], amountCents: 0 };
  const lessons = await findUnpaidLessons(tx, studioId, studentId);
  const owedCents = await studentBalance(tx, studioId, studentId);
  const chosen = pickCoveredLessons(
    lessons,
    { unitsLeft: pkg.units - pkg.unitsUsed, serviceIds: pkg.serviceIds, expiresAt: pkg.expiresAt },
    owedCents,
  );
  for (const lesson of chosen) {
    for (const charge of lesson.charges) await addVoid(tx, charge, now);
    await reserveUnit(tx, {
      studioId,
      studentId,
      serviceId: lesson.serviceId,
      bookingId: lesson.bookingId,
      lessonAt: lesson.startsAt,
      now,
      studentPackageId: pkg.id,
    });
    if (lesson.status !== "booked") await consumeUnit(tx, studioId, lesson.bookingId, pkg.id, now);
  }
  return {
    lessons: chosen.map((lesson) => ({ bookingId: lesson.bookingId, amountCents: lesson.amountCents })),
    amountCents: chosen.reduce((sum, lesson) => sum + lesson.amountCents, 0),
  };
}

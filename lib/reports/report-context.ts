import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { instructors, studios, type BusinessHours } from "@/lib/db/schema";
import { addDays, daysBetween, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { MAX_PERIOD_DAYS, presetRange, previousSpan } from "./period-presets";
import { foldBeforeReading } from "./rollups/refresh-rollups";
import type { DateSpan } from "./report-types";
import type { TReportQuery } from "./schemas";
import { isInstructor } from "@/lib/access/rules";

/** A span of local dates and the instants it covers: [start, end). */
export type Window = DateSpan & { start: Date; end: Date };

/** What every report needs: the studio's clock and money, the period and its predecessor, the scope. */
export type ReportContext = {
  studioId: string;
  timeZone: string;
  currency: string;
  weekStart: number;
  businessHours: BusinessHours | null;
  payMissedLessons: boolean;
  period: Window;
  previous: Window;
  /** Limits the report to one instructor: an instructor's own id, or an owner's filter. */
  instructorId: string | null;
  now: Date;
};

function toWindow(span: DateSpan, timeZone: string): Window {
  return { ...span, start: localToInstant(span.from, "00:00", timeZone), end: localToInstant(addDays(span.to, 1), "00:00", timeZone) };
}

/**
 * The period asked for (this week by default, in the studio's zone), refused when it ends before it
 * starts or spans more than five years. Instructors are limited to themselves: asking for another
 * instructor is 403, as is an instructor account not linked to an instructor record.
 */
export async function reportContext(db: Db, session: Session, query: TReportQuery, now = new Date()): Promise<ReportContext> {
  const [studio] = await db
    .select({
      timeZone: studios.timeZone,
      currency: studios.currency,
      weekStart: studios.weekStart,
      businessHours: studios.businessHours,
      payMissedLessons: studios.payMissedLessons,
    })
    .from(studios)
    .where(eq(studios.id, session.studioId));
  const today = instantToLocal(now, studio.timeZone).date;
  const fallback = presetRange("this-week", today, studio.weekStart);
  const span = { from: query.from ?? query.to ?? fallback.from, to: query.to ?? (query.from ? today : fallback.to) };
  if (daysBetween(span.from, span.to) < 0)
    throw new AppError("validation", "The period must end on or after its start.", {
      fields: { to: "Choose an end on or after the start." },
    });
  if (daysBetween(span.from, span.to) + 1 > MAX_PERIOD_DAYS)
    throw new AppError("validation", "Reports cover at most five years at a time.", { fields: { from: "Choose a shorter period." } });
  const instructorId = await scopeInstructor(db, session, query.instructorId);
  // Days changed since the last report are recomputed from the sources first: what follows reads exact sums.
  await foldBeforeReading(db, session.studioId, studio.timeZone);
  return {
    studioId: session.studioId,
    timeZone: studio.timeZone,
    currency: studio.currency,
    weekStart: studio.weekStart,
    businessHours: studio.businessHours,
    payMissedLessons: studio.payMissedLessons,
    period: toWindow(span, studio.timeZone),
    previous: toWindow(previousSpan(span), studio.timeZone),
    instructorId,
    now,
  };
}

async function scopeInstructor(db: Db, session: Session, asked: string | undefined): Promise<string | null> {
  if (isInstructor(session)) {
    if (!session.instructorId) throw new AppError("forbidden", "Your account isn't linked to an instructor record yet.");
    if (asked && asked !== session.instructorId) throw new AppError("forbidden", "Instructors see their own reports only.");
    return session.instructorId;
  }
  if (!asked) return null;
  const [row] = await db
    .select({ id: instructors.id })
    .from(instructors)
    .where(and(eq(instructors.studioId, session.studioId), eq(instructors.id, asked)))
    .limit(1);
  if (!row)
    throw new AppError("not_found", "That instructor isn't in your studio.", {
      fields: { instructorId: "Choose one of your instructors." },
    });
  return row.id;
}

/** Reports about the whole studio (money, rooms, students) can't be narrowed to one instructor. */
export function refuseInstructorFilter(query: TReportQuery, report: string): void {
  if (query.instructorId)
    throw new AppError("validation", `The ${report} report covers the whole studio.`, {
      fields: { instructorId: "Leave out instructorId for this report." },
    });
}

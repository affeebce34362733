import "server-only";
import { AppError } from "@/lib/api/app-error";
import { assertCanSchedule } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { events, series } from "@/lib/db/schema";
import { assertInstructorWhenNeeded, loadReferences } from "./references";
import { guardOverlaps } from "./conflicts";
import { findEventViewsByIds, type EventView } from "./event-view";
import type { TCreateSeries } from "./schemas";
import { meetingUrlFor } from "./meeting-link";
import { seriesDates } from "./series-dates";
import { getStudioTimeZone } from "./studio-clock";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";

const HORIZON_DAYS = 730;

/** A series as its answer shows it (ZSeriesView). */
const SERIES_COLUMNS = {
  id: series.id,
  serviceId: series.serviceId,
  instructorId: series.instructorId,
  roomId: series.roomId,
  weekdays: series.weekdays,
  startTime: series.startTime,
  durationMinutes: series.durationMinutes,
  startDate: series.startDate,
  untilDate: series.untilDate,
  count: series.count,
  capacity: series.capacity,
  notes: series.notes,
  createdAt: series.createdAt,
};

/** A weekly class at a local wall-clock time; every occurrence is created now, or none is. */
export async function createSeries(db: Db, session: Session, input: TCreateSeries) {
  assertCanSchedule(session, [input.instructorId ?? null]);
  const { service } = await loadReferences(db, session.studioId, input);
  assertInstructorWhenNeeded(service!.kind, input.instructorId);
  const timeZone = await getStudioTimeZone(db, session.studioId);
  const today = instantToLocal(new Date(), timeZone).date;
  const horizon = addDays(today, HORIZON_DAYS);
  if (input.startDate > horizon || input.startDate < addDays(today, -HORIZON_DAYS)) {
    throw new AppError("validation", "Choose a start date within two years of today.", {
      fields: { startDate: "Choose a start date within two years of today." },
    });
  }
  const { dates, reachedHorizon } = seriesDates({ ...input, horizon });
  if (reachedHorizon) {
    throw new AppError("validation", "A series can be scheduled at most two years ahead.", {
      fields: { until: "Choose an end date within two years." },
    });
  }
  if (dates.length === 0) {
    throw new AppError("validation", "No class falls on the chosen weekdays in that period.", {
      fields: { weekdays: "No class falls on these weekdays in that period." },
    });
  }
  const slots = dates.map((date) => {
    const startsAt = localToInstant(date, input.startTime, timeZone);
    return {
      startsAt,
      endsAt: new Date(startsAt.getTime() + input.durationMinutes * 60_000),
      instructorId: input.instructorId ?? null,
      roomId: input.roomId ?? null,
    };
  });
  const capacity = input.capacity ?? service!.defaultCapacity;
  // Every class of the series meets in the same room (one link, copied to each).
  const meetingUrl = meetingUrlFor(session, input) ?? null;

  const created = await guardOverlaps(db, { studioId: session.studioId, timeZone, slots }, async (tx) => {
    const [row] = await tx
      .insert(series)
      .values({
        studioId: session.studioId,
        serviceId: service!.id,
        instructorId: input.instructorId ?? null,
        roomId: input.roomId ?? null,
        weekdays: input.weekdays,
        startTime: input.startTime,
        durationMinutes: input.durationMinutes,
        startDate: input.startDate,
        untilDate: input.until ?? dates[dates.length - 1],
        count: input.count ?? null,
        capacity,
        notes: input.notes || null,
      })
      .returning(SERIES_COLUMNS);
    const inserted = await tx
      .insert(events)
      .values(
        slots.map((slot) => ({
          studioId: session.studioId,
          serviceId: service!.id,
          seriesId: row.id,
          capacity,
          notes: input.notes || null,
          meetingUrl,
          ...slot,
        })),
      )
      .returning({ id: events.id });
    return { series: row, ids: inserted.map((event) => event.id) };
  });
  const views: EventView[] = await findEventViewsByIds(db, session.studioId, created.ids);
  return { series: created.series, events: views };
}

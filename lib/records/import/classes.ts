import "server-only";
import { isBlankRow } from "./csv";
import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/db/client";
import { events, series, services } from "@/lib/db/schema";
import { addDays, localToInstant } from "@/lib/dates/wall-time";
import { seriesDates } from "@/lib/scheduling/series-dates";
import { loadLinks, writeLinks, type NewLink } from "./links";
import { chunks, type ImportContext, type MappedSheet, type Planned } from "./plan";
import { instructorDirectory, roomDirectory, serviceDirectory } from "./refs";
import { clashOf, scheduledBetween, type Slot } from "./timeline";
import { nameKey, readDate, readMinutes, readText, readTime, readWeekdays, readWholeNumber } from "./values";

const HORIZON_DAYS = 730;
const DEFAULT_WEEKS_DAYS = 364;

type NewService = { id: string; name: string; durationMinutes: number; defaultCapacity: number };
type Planned_ = {
  key: string;
  id: string;
  row: number;
  serviceId: string;
  instructorId: string | null;
  roomId: string | null;
  weekdays: number[];
  startTime: string;
  durationMinutes: number;
  startDate: string;
  untilDate: string;
  capacity: number;
  slots: Slot[];
};

/**
 * Weekly classes: each row a series with its occurrences written now (as the schedule's own series
 * are), from the later of its start and today, until its end (empty: a year), at most two years
 * ahead, at the local time in the studio's zone. A class name the studio doesn't have becomes a
 * new group class. Occurrences overlapping the instructor's or the room's schedule are errors.
 */
export async function planClasses(context: ImportContext, sheet: MappedSheet): Promise<Planned> {
  const { db, studioId, timeZone, now, today } = context;
  sheet.requireMapped(["title", "weekday", "time"]);
  const [teachers, catalog, rooms, links] = await Promise.all([
    instructorDirectory(db, studioId),
    serviceDirectory(db, studioId),
    roomDirectory(db, studioId),
    loadLinks(db, studioId, "series"),
  ]);
  const newServices = new Map<string, NewService>();
  const classes: Planned_[] = [];
  let skipped = 0;
  if (sheet.errors.length) return { errors: [], created: 0, updated: 0, skipped: 0, apply: async () => {} };
  sheet.rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const before = sheet.errors.length;
    const title = sheet.read(row, index, "title", (text) => readText(text, 100));
    if (!title) sheet.error(index, "title", "Name the class.");
    const weekdays = sheet.read(row, index, "weekday", readWeekdays);
    if (weekdays === undefined) sheet.error(index, "weekday", "Name the weekday.");
    const time = sheet.read(row, index, "time", readTime);
    if (time === undefined) sheet.error(index, "time", "Write the start time.");
    const duration = sheet.read(row, index, "duration", (text) => readMinutes(text));
    const instructor = sheet.read(row, index, "instructor", (text) => teachers.find(text));
    const room = sheet.read(row, index, "room", (text) => rooms.find(text));
    const startsOn = sheet.read(row, index, "startsOn", (text) => readDate(text, context.dayOrder));
    const until = sheet.read(row, index, "until", (text) => readDate(text, context.dayOrder));
    const capacity = sheet.read(row, index, "capacity", (text) => readWholeNumber(text, 1, 500));
    if (sheet.errors.length > before || !title || !weekdays || !time) return;
    const found = catalog.find(title);
    let service: { id: string; kind?: string; durationMinutes: number; defaultCapacity: number };
    if ("value" in found) service = found.value;
    else if (found.error.includes("are called")) return sheet.error(index, "title", found.error);
    else {
      service = newServices.get(nameKey(title)) ?? {
        id: randomUUID(),
        name: title,
        durationMinutes: duration ?? 60,
        defaultCapacity: capacity ?? 20,
      };
      newServices.set(nameKey(title), service as NewService);
    }
    if (service.kind === "private" && !instructor)
      return sheet.error(index, "instructor", `${title} is a private lesson: name its instructor.`);
    const startDate = startsOn && startsOn > today ? startsOn : today;
    const untilDate = until ?? addDays(startsOn ?? today, DEFAULT_WEEKS_DAYS);
    if (untilDate < startDate)
      return sheet.error(
        index,
        "until",
        untilDate < today
          ? `${sheet.cell(row, "until")} has passed: the class has ended.`
          : `${sheet.cell(row, "until")} is before the class starts.`,
      );
    if (untilDate > addDays(today, HORIZON_DAYS)) return sheet.error(index, "until", "A class can be scheduled at most two years ahead.");
    const minutes = duration ?? service.durationMinutes;
    const slots = seriesDates({ weekdays, startDate, until: untilDate, horizon: addDays(today, HORIZON_DAYS) })
      .dates.map((date) => {
        const startsAt = localToInstant(date, time, timeZone);
        return {
          startsAt,
          endsAt: new Date(startsAt.getTime() + minutes * 60_000),
          instructorId: instructor?.id ?? null,
          roomId: room?.id ?? null,
          studentIds: [],
          row: sheet.rowNumber(index),
        };
      })
      .filter((slot) => slot.startsAt > now);
    if (slots.length === 0) return sheet.error(index, "weekday", "No class falls on these weekdays between its start and its end.");
    const externalId = sheet.cell(row, "externalId");
    const key = externalId
      ? `id:${externalId}`
      : `row:${nameKey(title)}|${weekdays.join(",")}|${time}|${instructor?.id ?? ""}|${room?.id ?? ""}`;
    if (links.has(key)) {
      skipped++;
      return;
    }
    if (classes.some((each) => each.key === key)) return sheet.error(index, null, "The same class is on an earlier row.");
    classes.push({
      key,
      id: randomUUID(),
      row: sheet.rowNumber(index),
      serviceId: service.id,
      instructorId: instructor?.id ?? null,
      roomId: room?.id ?? null,
      weekdays,
      startTime: time,
      durationMinutes: minutes,
      startDate,
      untilDate,
      capacity: capacity ?? service.defaultCapacity,
      slots,
    });
  });
  const all = classes.flatMap((each) => each.slots);
  if (all.length) {
    const from = new Date(Math.min(...all.map((slot) => slot.startsAt.getTime())));
    const to = new Date(Math.max(...all.map((slot) => slot.endsAt.getTime())));
    const relevant = (slot: Slot) =>
      (slot.instructorId !== null && wanted.has(slot.instructorId)) || (slot.roomId !== null && wanted.has(slot.roomId));
    const wanted = new Set(all.flatMap((slot) => [slot.instructorId, slot.roomId]).filter((id): id is string => id !== null));
    const scheduled = (await scheduledBetween(db, studioId, from, to)).filter(relevant);
    const label = {
      instructor: (id: string) => teachers.get(id)?.name ?? "The instructor",
      room: (id: string) => rooms.get(id)?.name ?? "The room",
      student: () => "A student",
    };
    const accepted: Slot[] = [];
    for (const each of classes) {
      for (const slot of each.slots) {
        const clash = clashOf(slot, scheduled, label, timeZone) ?? clashOf(slot, accepted, label, timeZone);
        if (clash) {
          sheet.errors.push({ row: each.row, column: "", message: clash });
          break;
        }
      }
      accepted.push(...each.slots.filter(relevant));
    }
  }
  return {
    errors: [],
    created: classes.length,
    updated: 0,
    skipped,
    apply: async (tx: Tx, batchId: string) => writeClasses(tx, studioId, batchId, classes, [...newServices.values()]),
  };
}

async function writeClasses(tx: Tx, studioId: string, batchId: string, classes: Planned_[], made: NewService[]) {
  if (made.length) await tx.insert(services).values(made.map((service) => ({ ...service, studioId, kind: "group" as const })));
  for (const part of chunks(classes, 500))
    await tx.insert(series).values(
      part.map((each) => ({
        id: each.id,
        studioId,
        serviceId: each.serviceId,
        instructorId: each.instructorId,
        roomId: each.roomId,
        weekdays: each.weekdays,
        startTime: each.startTime,
        durationMinutes: each.durationMinutes,
        startDate: each.startDate,
        untilDate: each.untilDate,
        capacity: each.capacity,
      })),
    );
  const occurrences = classes.flatMap((each) =>
    each.slots.map((slot) => ({
      studioId,
      serviceId: each.serviceId,
      seriesId: each.id,
      instructorId: each.instructorId,
      roomId: each.roomId,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      capacity: each.capacity,
    })),
  );
  for (const part of chunks(occurrences)) await tx.insert(events).values(part);
  const links: NewLink[] = [
    ...made.map((service) => ({ entity: "service" as const, key: `batch:${batchId}:${service.id}`, recordId: service.id, created: true })),
    ...classes.map((each) => ({ entity: "series" as const, key: each.key, recordId: each.id, created: true })),
  ];
  await writeLinks(tx, studioId, batchId, links);
}

import "server-only";
import { isBlankRow } from "./csv";
import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/db/client";
import { bookings, events, students } from "@/lib/db/schema";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { localToInstant } from "@/lib/dates/wall-time";
import { loadLinks, writeLinks, type NewLink } from "./links";
import { chunks, type ImportContext, type MappedSheet, type Planned } from "./plan";
import { instructorDirectory, roomDirectory, serviceDirectory, studentDirectory } from "./refs";
import { clashOf, scheduledBetween, type Slot } from "./timeline";
import { readDate, readMinutes, readTime } from "./values";

type Lesson = Slot & { key: string; id: string; serviceId: string; capacity: number; row: number };

/**
 * Future private lessons: each row an event with its students booked, at the local date and time in
 * the studio's zone. A lesson that has already started is skipped (its history stays in the old
 * system). Every overlap the booking rules refuse — the instructor's, the room's, a student's, with
 * the schedule or with another row — is an error on the row; the EXCLUDE constraints still guard
 * the write. Imported places are not priced: they were sold in the old system.
 */
export async function planLessons(context: ImportContext, sheet: MappedSheet): Promise<Planned> {
  const { db, studioId, timeZone, now } = context;
  sheet.requireMapped(["date", "time", "instructor", "students"]);
  const [people, teachers, catalog, rooms, links] = await Promise.all([
    studentDirectory(db, studioId),
    instructorDirectory(db, studioId),
    serviceDirectory(db, studioId),
    roomDirectory(db, studioId),
    loadLinks(db, studioId, "event"),
  ]);
  const privates = catalog.rows.filter((service) => service.kind === "private" && service.active);
  if (!sheet.mapped("service") && privates.length !== 1)
    sheet.errors.push({
      row: 0,
      column: "service",
      message: "Choose the column that holds the Service (your studio has more than one private lesson).",
    });
  const lessons: Lesson[] = [];
  let skipped = 0;
  if (sheet.errors.length) return { errors: [], created: 0, updated: 0, skipped: 0, apply: async () => {} };
  sheet.rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const before = sheet.errors.length;
    const date = sheet.read(row, index, "date", (text) => readDate(text, context.dayOrder));
    const time = sheet.read(row, index, "time", readTime);
    if (date === undefined) sheet.error(index, "date", "Write the lesson's date.");
    if (time === undefined) sheet.error(index, "time", "Write the lesson's start time.");
    const instructor = sheet.read(row, index, "instructor", (text) => teachers.find(text));
    if (instructor === undefined) sheet.error(index, "instructor", "Name the instructor.");
    const serviceText = sheet.cell(row, "service");
    const service = serviceText
      ? catalog.find(serviceText)
      : privates.length === 1
        ? { value: privates[0] }
        : { error: "Name the service." };
    if ("error" in service) sheet.error(index, "service", service.error);
    const room = sheet.read(row, index, "room", (text) => rooms.find(text));
    const names = sheet
      .cell(row, "students")
      .split(/\s*(?:;|&|\+|\/|\band\b)\s*/i)
      .filter(Boolean);
    if (names.length === 0) sheet.error(index, "students", "Name the student (or the couple).");
    const studentIds: string[] = [];
    for (const name of names) {
      const found = people.find(name);
      if ("error" in found) sheet.error(index, "students", found.error);
      else if (!studentIds.includes(found.value.id)) studentIds.push(found.value.id);
    }
    const duration = sheet.read(row, index, "duration", (text) => readMinutes(text));
    const endTime = sheet.read(row, index, "endTime", readTime);
    if (sheet.errors.length > before || !date || !time || !instructor || "error" in service) return;
    const startsAt = localToInstant(date, time, timeZone);
    let minutes = duration ?? service.value.durationMinutes;
    if (endTime && duration === undefined) {
      minutes = Math.round((localToInstant(date, endTime, timeZone).getTime() - startsAt.getTime()) / 60_000);
      if (minutes <= 0 || minutes > 720) return sheet.error(index, "endTime", `${sheet.cell(row, "endTime")} isn't after the start time.`);
    }
    if (startsAt <= now) {
      skipped++;
      return;
    }
    const externalId = sheet.cell(row, "externalId");
    const key = externalId ? `id:${externalId}` : `row:${startsAt.toISOString()}|${instructor.id}|${[...studentIds].sort().join(",")}`;
    if (links.has(key)) {
      skipped++;
      return;
    }
    if (lessons.some((lesson) => lesson.key === key)) return sheet.error(index, null, "The same lesson is on an earlier row.");
    lessons.push({
      key,
      id: randomUUID(),
      row: sheet.rowNumber(index),
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * 60_000),
      instructorId: instructor.id,
      roomId: room?.id ?? null,
      studentIds,
      serviceId: service.value.id,
      capacity: Math.max(service.value.defaultCapacity, studentIds.length),
    });
  });
  if (lessons.length) {
    // As a booking does (lib/scheduling/student-clash.ts): the students' rows, in id order, before looking for their places.
    if (context.committing)
      await lockStudents(
        db,
        studioId,
        lessons.flatMap((lesson) => lesson.studentIds),
      );
    const from = new Date(Math.min(...lessons.map((lesson) => lesson.startsAt.getTime())));
    const to = new Date(Math.max(...lessons.map((lesson) => lesson.endsAt.getTime())));
    const scheduled = await scheduledBetween(db, studioId, from, to);
    const label = {
      instructor: (id: string) => teachers.get(id)?.name ?? "The instructor",
      room: (id: string) => rooms.get(id)?.name ?? "The room",
      student: (id: string) => people.get(id)?.name ?? "A student",
    };
    const accepted: Slot[] = [];
    for (const lesson of lessons) {
      const clash = clashOf(lesson, scheduled, label, timeZone) ?? clashOf(lesson, accepted, label, timeZone);
      if (clash) sheet.errors.push({ row: lesson.row, column: "", message: clash });
      accepted.push(lesson);
    }
  }
  return {
    errors: [],
    created: lessons.length,
    updated: 0,
    skipped,
    apply: async (tx: Tx, batchId: string) => writeLessons(tx, studioId, batchId, lessons),
  };
}

async function writeLessons(tx: Tx, studioId: string, batchId: string, lessons: Lesson[]) {
  for (const part of chunks(lessons))
    await tx.insert(events).values(
      part.map((lesson) => ({
        id: lesson.id,
        studioId,
        serviceId: lesson.serviceId,
        instructorId: lesson.instructorId,
        roomId: lesson.roomId,
        startsAt: lesson.startsAt,
        endsAt: lesson.endsAt,
        capacity: lesson.capacity,
      })),
    );
  const places = lessons.flatMap((lesson) => lesson.studentIds.map((studentId) => ({ id: randomUUID(), lesson, studentId })));
  for (const part of chunks(places))
    await tx
      .insert(bookings)
      .values(
        part.map((place) => ({ id: place.id, studioId, eventId: place.lesson.id, studentId: place.studentId, status: "booked" as const })),
      );
  const links: NewLink[] = [
    ...lessons.map((lesson) => ({ entity: "event" as const, key: lesson.key, recordId: lesson.id, created: true })),
    ...places.map((place) => ({
      entity: "booking" as const,
      key: `${place.lesson.key}#${place.studentId}`,
      recordId: place.id,
      created: true,
    })),
  ];
  await writeLinks(tx, studioId, batchId, links);
}

async function lockStudents(db: Db, studioId: string, ids: string[]) {
  const sorted = [...new Set(ids)].sort();
  for (const part of chunks(sorted))
    await db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.studioId, studioId), inArray(students.id, part)))
      .orderBy(asc(students.id))
      .for("update");
}

import { getDb } from "@/lib/db/client";
import {
  bookings,
  events,
  instructorAvailability,
  instructorExceptions,
  instructorRates,
  ledgerEntries,
  packages,
  studentPackages,
  studios,
  students,
} from "@/lib/db/schema";
import { localToInstant } from "@/lib/dates/wall-time";
import { eq } from "drizzle-orm";
import { makeMember, makeInstructor, makeRoom, makeService, makeStudio } from "../helpers/studio-factory";

const TZ = "America/New_York";
/** An instant on the studio's clocks (New York): DST begins on Sunday 2025-03-09 at 2:00. */
export const at = (date: string, time: string) => localToInstant(date, time, TZ);

/** The week the fixture is about (Sunday to Saturday, with the DST change on its first day) and the one before. */
export const WEEK = { from: "2025-03-09", to: "2025-03-15" };
export const PREVIOUS_WEEK = { from: "2025-03-02", to: "2025-03-08" };

type Status = "attended" | "no_show" | "late_cancel" | "booked" | "cancelled";

/**
 * A small studio whose right answers are worked out by hand in the tests (see reports/*.int.test.ts):
 * two instructors (Maria's rate changes on Wednesday 2025-03-12), a private lesson, a group class of 4,
 * six students, lessons across the DST week and its edges, a package, payments, a refund and a void.
 */
export async function makeReportStudio(plan: "free" | "basic" | "pro" | "premium" = "premium") {
  const db = await getDb();
  const { studio, owner } = await makeStudio({ plan, timeZone: TZ });
  await db
    .update(studios)
    .set({
      businessHours: {
        "0": null,
        "1": { open: "12:00", close: "22:00" },
        "2": { open: "12:00", close: "22:00" },
        "3": { open: "12:00", close: "22:00" },
        "4": { open: "12:00", close: "22:00" },
        "5": { open: "12:00", close: "22:00" },
        "6": { open: "10:00", close: "18:00" },
      },
    })
    .where(eq(studios.id, studio.id));
  const mariaMember = await makeMember(studio.id, "instructor", { name: "Maria Lopez" });
  const maria = await makeInstructor(studio.id, { name: "Maria Lopez", userId: mariaMember.user.id });
  const jamesMember = await makeMember(studio.id, "instructor", { name: "James Chen" });
  const james = await makeInstructor(studio.id, { name: "James Chen", userId: jamesMember.user.id });
  const studentMember = await makeMember(studio.id, "student");
  const main = await makeRoom(studio.id, { name: "Main Ballroom" });
  const studioB = await makeRoom(studio.id, { name: "Studio B" });
  const privateLesson = await makeService(studio.id, { name: "Private Lesson", kind: "private", durationMinutes: 45, priceCents: 9500 });
  const waltz = await makeService(studio.id, {
    name: "Bronze Waltz",
    kind: "group",
    durationMinutes: 60,
    priceCents: 2500,
    defaultCapacity: 4,
  });
  const id = studio.id;

  await db.insert(instructorRates).values([
    { studioId: id, instructorId: maria.id, privateCents: 6000, classCents: 4000, effectiveFrom: "2025-01-01" },
    { studioId: id, instructorId: maria.id, privateCents: 7000, classCents: 4500, effectiveFrom: "2025-03-12" },
    { studioId: id, instructorId: james.id, privateCents: 5000, classCents: 3000, effectiveFrom: "2025-01-01" },
  ]);
  // Maria: weekdays 13:00–18:00, two hours off on Thursday. James: Sunday 10–12 and Saturday 10–14, but Saturday 2025-03-15 off.
  await db
    .insert(instructorAvailability)
    .values([
      ...[1, 2, 3, 4, 5].map((weekday) => ({ studioId: id, instructorId: maria.id, weekday, startTime: "13:00", endTime: "18:00" })),
      { studioId: id, instructorId: james.id, weekday: 0, startTime: "10:00", endTime: "12:00" },
      { studioId: id, instructorId: james.id, weekday: 6, startTime: "10:00", endTime: "14:00" },
    ]);
  await db.insert(instructorExceptions).values([
    { studioId: id, instructorId: maria.id, date: "2025-03-13", startTime: "13:00", endTime: "15:00" },
    { studioId: id, instructorId: james.id, date: "2025-03-15", startTime: null, endTime: null, reason: "Competition" },
  ]);

  const person = async (name: string, level: "Newcomer" | "Bronze" | "Silver" | "Gold", created: string) => {
    const [row] = await db
      .insert(students)
      .values({ studioId: id, name, level, email: `${name.toLowerCase()}@example.test`, createdAt: at(created, "09:00") })
      .returning();
    return row;
  };
  const ana = await person("Ana", "Bronze", "2025-03-05");
  const ben = await person("Ben", "Silver", "2025-03-10");
  const cleo = await person("Cleo", "Newcomer", "2025-03-11");
  const dev = await person("Dev", "Gold", "2025-02-20");
  const eve = await person("Eve", "Bronze", "2025-01-01");
  const fay = await person("Fay", "Silver", "2025-01-01");

  const [catalog] = await db
    .insert(packages)
    .values({ studioId: id, name: "10 Private Lessons", units: 10, priceCents: 85_000, validDays: 180 })
    .returning();
  const [anaPackage] = await db
    .insert(studentPackages)
    .values({
      studioId: id,
      studentId: ana.id,
      packageId: catalog.id,
      name: catalog.name,
      units: 10,
      unitsUsed: 3,
      priceCents: 85_000,
      serviceIds: [privateLesson.id],
      purchasedAt: at("2025-03-09", "12:00"),
      expiresAt: at("2025-09-05", "12:00"),
    })
    .returning();

  const lesson = async (
    date: string,
    time: string,
    values: { teacher: string; service?: "private" | "group"; room?: string; status?: "scheduled" | "cancelled" },
    places: { student: string; status: Status; unit?: boolean }[],
  ) => {
    const service = values.service === "group" ? waltz : privateLesson;
    const startsAt = at(date, time);
    const [event] = await db
      .insert(events)
      .values({
        studioId: id,
        serviceId: service.id,
        instructorId: values.teacher,
        roomId: values.room ?? (service === waltz ? main.id : studioB.id),
        startsAt,
        endsAt: new Date(startsAt.getTime() + service.durationMinutes * 60_000),
        capacity: service === waltz ? 4 : 1,
        status: values.status ?? "scheduled",
      })
      .returning();
    const rows = await db
      .insert(bookings)
      .values(
        places.map((place) => ({
          studioId: id,
          eventId: event.id,
          studentId: place.student,
          status: place.status,
          studentPackageId: place.unit ? anaPackage.id : null,
          // Booked two days ahead, so "booked ahead" questions have a history to read.
          createdAt: new Date(startsAt.getTime() - 2 * 86_400_000),
        })),
      )
      .returning();
    return { event, bookings: rows };
  };

  const e1 = await lesson("2025-03-09", "10:00", { teacher: maria.id }, [{ student: ana.id, status: "attended", unit: true }]);
  // Tuesday 21:00 in New York is already Wednesday in UTC, the day Maria's new rate starts: the old rate applies.
  const e2 = await lesson("2025-03-11", "21:00", { teacher: maria.id, service: "group" }, [
    { student: ana.id, status: "attended" },
    { student: ben.id, status: "attended" },
    { student: cleo.id, status: "no_show" },
    { student: dev.id, status: "attended" },
  ]);
  const e3 = await lesson("2025-03-12", "14:00", { teacher: maria.id }, [{ student: ben.id, status: "no_show" }]);
  const e4 = await lesson("2025-03-13", "14:00", { teacher: james.id, status: "cancelled" }, [{ student: cleo.id, status: "late_cancel" }]);
  const e9 = await lesson("2025-03-13", "19:00", { teacher: maria.id, service: "group" }, [{ student: ana.id, status: "attended" }]);
  const e5 = await lesson("2025-03-14", "18:00", { teacher: james.id }, [{ student: ben.id, status: "attended" }]);
  // Saturday 23:30 is inside the week; Sunday 00:30 (an hour later) is the next week.
  const e6 = await lesson("2025-03-15", "23:30", { teacher: maria.id }, [{ student: ana.id, status: "attended", unit: true }]);
  const e7 = await lesson("2025-03-16", "00:30", { teacher: maria.id }, [{ student: ana.id, status: "attended", unit: true }]);
  const e8 = await lesson("2025-03-03", "10:00", { teacher: james.id }, [{ student: dev.id, status: "attended" }]);
  await lesson("2025-01-15", "12:00", { teacher: james.id }, [{ student: eve.id, status: "attended" }]);
  await lesson("2025-01-10", "12:00", { teacher: james.id }, [{ student: fay.id, status: "attended" }]);
  // Fay booked this one on 2025-03-01: at the end of the week she had a lesson ahead, so she isn't lapsed.
  const e12 = await lesson("2025-03-20", "12:00", { teacher: james.id }, [{ student: fay.id, status: "attended" }]);
  await db
    .update(bookings)
    .set({ createdAt: at("2025-03-01", "12:00") })
    .where(eq(bookings.id, e12.bookings[0].id));
  await lesson("2025-07-01", "12:00", { teacher: maria.id }, [{ student: ana.id, status: "attended" }]);

  const booking = (lessonRow: { bookings: { id: string; studentId: string }[] }, student: string) =>
    lessonRow.bookings.find((row) => row.studentId === student)!.id;
  const entry = (values: Omit<typeof ledgerEntries.$inferInsert, "studioId" | "description"> & { description?: string }) => ({
    studioId: id,
    description: values.description ?? values.kind,
    ...values,
  });
  const [, anaPayment, benPayment] = await db
    .insert(ledgerEntries)
    .values([
      entry({
        studentId: ana.id,
        kind: "charge",
        amountCents: 85_000,
        studentPackageId: anaPackage.id,
        createdAt: at("2025-03-09", "12:00"),
      }),
      entry({ studentId: ana.id, kind: "payment", method: "card", amountCents: 85_000, createdAt: at("2025-03-09", "12:01") }),
      entry({ studentId: ben.id, kind: "payment", method: "cash", amountCents: 5_000, createdAt: at("2025-03-11", "12:00") }),
      entry({
        studentId: ana.id,
        kind: "charge",
        amountCents: 2_500,
        bookingId: booking(e2, ana.id),
        createdAt: at("2025-03-11", "12:00"),
      }),
      entry({
        studentId: ben.id,
        kind: "charge",
        amountCents: 2_500,
        bookingId: booking(e2, ben.id),
        createdAt: at("2025-03-11", "12:00"),
      }),
      entry({
        studentId: cleo.id,
        kind: "charge",
        amountCents: 2_500,
        bookingId: booking(e2, cleo.id),
        createdAt: at("2025-03-12", "09:00"),
      }),
      entry({
        studentId: ben.id,
        kind: "charge",
        amountCents: 9_500,
        bookingId: booking(e3, ben.id),
        createdAt: at("2025-03-12", "15:00"),
      }),
      entry({
        studentId: cleo.id,
        kind: "charge",
        amountCents: 2_000,
        description: "Late-cancel fee",
        bookingId: booking(e4, cleo.id),
        createdAt: at("2025-03-13", "09:00"),
      }),
      entry({
        studentId: ana.id,
        kind: "charge",
        amountCents: 2_500,
        bookingId: booking(e9, ana.id),
        createdAt: at("2025-03-13", "12:00"),
      }),
      entry({
        studentId: ben.id,
        kind: "charge",
        amountCents: 9_500,
        bookingId: booking(e5, ben.id),
        createdAt: at("2025-03-14", "12:00"),
      }),
      // One minute before midnight on Saturday counts; half past midnight on Sunday is next week's.
      entry({ studentId: ben.id, kind: "payment", method: "check", amountCents: 3_000, createdAt: at("2025-03-15", "23:59") }),
      entry({ studentId: dev.id, kind: "payment", method: "cash", amountCents: 1_000, createdAt: at("2025-03-16", "00:30") }),
      entry({
        studentId: dev.id,
        kind: "charge",
        amountCents: 9_500,
        bookingId: booking(e8, dev.id),
        createdAt: at("2025-03-03", "11:00"),
      }),
      entry({ studentId: dev.id, kind: "payment", method: "cash", amountCents: 9_500, createdAt: at("2025-03-03", "11:01") }),
    ])
    .returning();
  const [practice] = await db
    .insert(ledgerEntries)
    .values(
      entry({
        studentId: cleo.id,
        kind: "charge",
        amountCents: 1_500,
        description: "Practice party",
        createdAt: at("2025-03-12", "10:00"),
      }),
    )
    .returning();
  await db.insert(ledgerEntries).values([
    entry({
      studentId: ben.id,
      kind: "refund",
      method: "cash",
      amountCents: 1_000,
      relatedEntryId: benPayment.id,
      createdAt: at("2025-03-11", "13:00"),
    }),
    entry({ studentId: cleo.id, kind: "void", amountCents: 1_500, relatedEntryId: practice.id, createdAt: at("2025-03-13", "10:00") }),
  ]);
  void anaPayment;

  return {
    studio,
    owner,
    mariaMember,
    jamesMember,
    studentMember,
    maria,
    james,
    rooms: { main, studioB },
    services: { privateLesson, waltz },
    students: { ana, ben, cleo, dev, eve, fay },
    lessons: { e1, e2, e3, e4, e5, e6, e7, e8, e9 },
    anaPackage,
  };
}

export type ReportStudio = Awaited<ReturnType<typeof makeReportStudio>>;

/** The query string of a report call for the fixture's week. */
export function weekQuery(extra: Record<string, string> = {}) {
  return new URLSearchParams({ ...WEEK, ...extra }).toString();
}

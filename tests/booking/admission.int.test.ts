import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Session } from "@/lib/auth/session";
import { ADMISSION_RULES, checkAdmission } from "@/lib/booking/admission";
import { bookEvent } from "@/lib/booking/book-event";
import { lockEvent } from "@/lib/booking/event-lock";
import { getDb } from "@/lib/db/client";
import { bookingWindows, events, studios } from "@/lib/db/schema";
import { hoursFromNow, makeEvent, makeStudent, makeStudentMember } from "../helpers/people-factory";
import { makeRoom, makeScheduleStudio, makeService, sessionOf } from "../helpers/studio-factory";

/**
 * lib/booking/admission.ts: the rules a booking passes, in one documented order, each for the kinds
 * of booking and the askers it names, each refusing with its own error; a booking wrong in several
 * ways hears of the earliest. The flows' own tests (booking, private lessons, rentals, lessons with
 * named students) show the same answers through the routes.
 */
type EventAsk = { role?: "lead" | "follow"; now?: Date; kind?: "event" | "named"; studentIds?: string[] };

async function admitTo(session: Session, eventId: string, ask: EventAsk = {}) {
  const db = await getDb();
  const studentIds = ask.studentIds ?? [session.studentId ?? (await makeStudent(session.studioId)).id];
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, session.studioId, eventId);
    const place = ask.kind === "named" ? { kind: "named" as const, event } : { kind: "event" as const, event };
    return checkAdmission(tx, { session, studentIds, place, role: ask.role, now: ask.now ?? new Date() });
  });
}

async function refusalOf(admission: Promise<unknown>) {
  const error = await admission.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Error) || !("code" in error)) throw new Error(`Expected an AppError, got ${String(error)}`);
  const { code, message, details } = error as Error & { code: string; details: { fields?: Record<string, string> } };
  return { code, message, ...(details.fields && { fields: details.fields }) };
}

describe("the admission rules", () => {
  it("are asked in the documented order, each for the bookings and askers it names", () => {
    expect(ADMISSION_RULES.map(({ check, kinds, askers }) => `${check.name}: ${kinds.join("+")} by ${askers.join("+")}`)).toEqual([
      "ownLessonsOnly: event+private by staff",
      "privateFromFreeSlots: event by student",
      "rentalFromRoomTimes: event by student+staff",
      "bookableOnline: event by student",
      "notCancelled: event by student+staff",
      "notStarted: event+named by student+staff",
      "bookingWindowOpen: event by student",
      "roleChosen: event by student+staff",
      "fitsTheLesson: named by student+staff",
      "studentsBookable: named by student+staff",
      "roomFitsDancers: rental by student+staff",
      "notThereAlready: event by student+staff",
      "requiredDocumentsSigned: event+private by student",
      "membershipInGoodStanding: event+private by student",
      "roomOrWaitlist: event by student+staff",
    ]);
  });

  it("refuse a place in an event, each with its own error, and only for the askers they name", async () => {
    const s = await makeScheduleStudio();
    const me = await makeStudentMember(s.studio.id);
    const maria = s.instructorMember.session;
    const soon = { serviceId: s.groupClass.id, startsAt: hoursFromNow(72) };
    const jamesClass = await makeEvent(s.studio.id, { ...soon, instructorId: s.otherInstructor.id });
    expect(await refusalOf(admitTo(maria, jamesClass.id))).toEqual({
      code: "forbidden",
      message: "Instructors can only book students into their own lessons.",
    });
    expect(await admitTo(me.session, jamesClass.id)).toBe("place");

    const privateLesson = await makeEvent(s.studio.id, {
      ...soon,
      serviceId: s.privateLesson.id,
      instructorId: s.instructor.id,
      capacity: 1,
    });
    expect(await refusalOf(admitTo(me.session, privateLesson.id))).toEqual({
      code: "rule",
      message: "Book a private lesson from the instructor's free slots.",
    });
    expect(await admitTo(s.owner.session, privateLesson.id)).toBe("place");

    const rental = await makeEvent(s.studio.id, { ...soon, serviceId: s.rental.id, roomId: s.room.id });
    expect(await refusalOf(admitTo(s.owner.session, rental.id))).toEqual({
      code: "rule",
      message: "A room rental is booked from the room's free times.",
    });

    const teamOnly = await makeService(s.studio.id, { name: "Formation Team", kind: "group", bookableOnline: false });
    const team = await makeEvent(s.studio.id, { ...soon, serviceId: teamOnly.id });
    expect(await refusalOf(admitTo(me.session, team.id))).toEqual({
      code: "rule",
      message: "Formation Team is booked by the studio. Ask them to book you in.",
    });
    expect(await admitTo(s.owner.session, team.id)).toBe("place");

    const db = await getDb();
    const cancelled = await makeEvent(s.studio.id, soon);
    await db.update(events).set({ status: "cancelled" }).where(eq(events.id, cancelled.id));
    expect(await refusalOf(admitTo(s.owner.session, cancelled.id))).toEqual({ code: "rule", message: "Bronze Waltz has been cancelled." });

    const started = await makeEvent(s.studio.id, { ...soon, startsAt: hoursFromNow(-0.5) });
    expect(await refusalOf(admitTo(s.owner.session, started.id))).toEqual({ code: "rule", message: "Bronze Waltz has already started." });

    const partnered = await makeEvent(s.studio.id, { ...soon, capacity: 4, leadCap: 2, followCap: 2 });
    expect(await refusalOf(admitTo(s.owner.session, partnered.id))).toEqual({
      code: "validation",
      message: "Choose lead or follow for this class.",
      fields: { role: "Choose lead or follow." },
    });
    expect(await admitTo(s.owner.session, partnered.id, { role: "follow" })).toBe("place");
  });

  it("open a class on the student's booking window, one place per student, then room or the waitlist", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    await db.update(studios).set({ plan: "premium" }).where(eq(studios.id, s.studio.id));
    await db.insert(bookingWindows).values({ studioId: s.studio.id, bookingWindowDays: 7 });
    const me = await makeStudentMember(s.studio.id);
    const session = await sessionOf(me.token);
    const later = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: hoursFromNow(24 * 10), capacity: 1 });
    expect(await refusalOf(admitTo(session, later.id))).toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/^Booking for this class opens for you on /),
    });
    expect(await admitTo(s.owner.session, later.id)).toBe("place");

    const single = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: hoursFromNow(72), capacity: 1 });
    await bookEvent(db, session, single.id, {});
    expect(await refusalOf(admitTo(session, single.id))).toEqual({ code: "conflict", message: "Already booked for this class." });
    expect(await admitTo(s.owner.session, single.id)).toBe("waitlist");
    await db.update(studios).set({ plan: "basic" }).where(eq(studios.id, s.studio.id));
    expect(await refusalOf(admitTo(await sessionOf(s.owner.token), single.id))).toEqual({
      code: "class_full",
      message: "Bronze Waltz is full. A waitlist is available on the Pro plan.",
    });
  });

  it("check the students staff name for a new lesson, and the dancers a room is rented for", async () => {
    const s = await makeScheduleStudio();
    const lesson = await makeEvent(s.studio.id, { serviceId: s.privateLesson.id, startsAt: hoursFromNow(48), capacity: 1 });
    const [ana, ben] = await Promise.all([makeStudent(s.studio.id), makeStudent(s.studio.id, { active: false })]);
    const named = (studentIds: string[], now?: Date) => admitTo(s.owner.session, lesson.id, { kind: "named", studentIds, now });
    expect(await refusalOf(named([ana.id], hoursFromNow(49)))).toEqual({
      code: "rule",
      message: "This lesson has already started: book students into lessons still to come.",
      fields: { studentIds: "The lesson has already started." },
    });
    expect(await refusalOf(named([ana.id, ben.id]))).toEqual({
      code: "validation",
      message: "This lesson has room for 1.",
      fields: { studentIds: "This lesson has room for 1: choose fewer students, or give it more places." },
    });
    expect(await refusalOf(named([ben.id]))).toEqual({ code: "rule", message: "This student is inactive. Reactivate them to book." });
    expect(await named([ana.id])).toBe("place");

    const db = await getDb();
    const small = await makeRoom(s.studio.id, { name: "Studio C", capacity: 1 });
    const rental = (room: { name: string; capacity: number }, studentIds: string[]) => ({
      session: s.owner.session,
      studentIds,
      place: { kind: "rental" as const, room, serviceId: s.rental.id, startsAt: hoursFromNow(48) },
      now: new Date(),
    });
    expect(await refusalOf(checkAdmission(db, rental(small, [ana.id, ben.id])))).toEqual({
      code: "rule",
      message: "Studio C is for one dancer at a time. Choose a larger room for the two of you.",
    });
    expect(await checkAdmission(db, rental(small, [ana.id]))).toBe("place");

    const wrongSlot = {
      kind: "private" as const,
      instructorId: s.otherInstructor.id,
      serviceId: s.privateLesson.id,
      startsAt: hoursFromNow(48),
    };
    const asked = { studentIds: [ana.id], place: wrongSlot, now: new Date() };
    expect(await refusalOf(checkAdmission(db, { ...asked, session: s.instructorMember.session }))).toEqual({
      code: "forbidden",
      message: "Instructors can only book their own private lessons.",
    });
    expect(await checkAdmission(db, { ...asked, session: s.owner.session })).toBe("place");
  });

  it("answer a booking wrong in several ways with the earliest rule", async () => {
    const s = await makeScheduleStudio();
    const me = await makeStudentMember(s.studio.id);
    const teamOnly = await makeService(s.studio.id, { name: "Formation Team", kind: "private", bookableOnline: false });
    // A staff-only private lesson, started, partnered: the student hears it is booked from free slots.
    const everything = await makeEvent(s.studio.id, { serviceId: teamOnly.id, startsAt: hoursFromNow(-0.5), leadCap: 1, followCap: 1 });
    expect((await refusalOf(admitTo(me.session, everything.id))).message).toBe("Book a private lesson from the instructor's free slots.");
    // Staff pass that rule and the online one: the start is the first that refuses them.
    expect((await refusalOf(admitTo(s.owner.session, everything.id))).message).toBe("Formation Team has already started.");
    // Started and partnered, but already cancelled: the cancellation comes first.
    const db = await getDb();
    await db.update(events).set({ status: "cancelled" }).where(eq(events.id, everything.id));
    expect((await refusalOf(admitTo(s.owner.session, everything.id))).message).toBe("Formation Team has been cancelled.");
  });
});

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as listBookingsRoute, POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { POST as createEventRoute } from "@/app/api/events/route";
import { getDb } from "@/lib/db/client";
import { bookings, events, ledgerEntries, services } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeEvent, makeStudent } from "../helpers/people-factory";
import { futureAt, makeScheduleStudio, plusMinutes } from "../helpers/studio-factory";

// The front desk books a named student (or a couple) into a private lesson, as it creates it or afterwards.
async function privateStudio() {
  const s = await makeScheduleStudio();
  const db = await getDb();
  await db.update(services).set({ priceCents: 9_500 }).where(eq(services.id, s.privateLesson.id));
  return s;
}

function createPrivate(s: Awaited<ReturnType<typeof privateStudio>>, token: string, studentIds: string[], startsAt = futureAt(3, 22)) {
  return callRoute(createEventRoute, {
    token,
    body: { serviceId: s.privateLesson.id, instructorId: s.instructor.id, startsAt, endsAt: plusMinutes(startsAt, 45), studentIds },
  });
}

async function placesOf(eventId: string) {
  const db = await getDb();
  return db.select().from(bookings).where(eq(bookings.eventId, eventId));
}

describe("a private lesson for a named student", () => {
  it("is created with its student booked and the lesson's price on their account, in one step", async () => {
    const s = await privateStudio();
    const ana = await makeStudent(s.studio.id, { name: "Ana Ruiz" });
    const created = await createPrivate(s, s.owner.token, [ana.id]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.event).toMatchObject({ booked: 1, capacity: 1 });
    const places = await placesOf(created.body.event.id);
    expect(places).toMatchObject([{ studentId: ana.id, status: "booked" }]);
    const db = await getDb();
    const charges = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, places[0].id), eq(ledgerEntries.kind, "charge")));
    expect(charges).toMatchObject([{ studentId: ana.id, amountCents: 9_500 }]);
  });

  it("books a couple into one lesson with room for both", async () => {
    const s = await privateStudio();
    const [lead, follow] = await Promise.all([makeStudent(s.studio.id), makeStudent(s.studio.id)]);
    const created = await createPrivate(s, s.owner.token, [lead.id, follow.id]);
    expect(created.status).toBe(201);
    expect(created.body.event).toMatchObject({ booked: 2, capacity: 2 });
  });

  it("creates nothing when a named student can't be booked: busy elsewhere, inactive, or of another studio", async () => {
    const s = await privateStudio();
    const db = await getDb();
    const busy = await makeStudent(s.studio.id);
    const startsAt = futureAt(4, 21);
    const otherLesson = await makeEvent(s.studio.id, {
      serviceId: s.privateLesson.id,
      instructorId: s.otherInstructor.id,
      startsAt: new Date(startsAt),
    });
    await db.insert(bookings).values({ studioId: s.studio.id, eventId: otherLesson.id, studentId: busy.id, status: "booked" });
    const inactive = await makeStudent(s.studio.id, { active: false });
    const other = await privateStudio();
    const stranger = await makeStudent(other.studio.id);

    expect((await createPrivate(s, s.owner.token, [busy.id], startsAt)).status).toBe(409);
    expect((await createPrivate(s, s.owner.token, [inactive.id], startsAt)).status).toBe(422);
    const foreign = await createPrivate(s, s.owner.token, [stranger.id], startsAt);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.fields).toMatchObject({ studentId: expect.any(String) });
    const lessons = await db.select().from(events).where(eq(events.instructorId, s.instructor.id));
    expect(lessons).toHaveLength(0);
  });

  it("refuses students for a class, and the same student twice", async () => {
    const s = await privateStudio();
    const ana = await makeStudent(s.studio.id);
    const startsAt = futureAt(5, 22);
    const forClass = await callRoute(createEventRoute, {
      token: s.owner.token,
      body: {
        serviceId: s.groupClass.id,
        instructorId: s.instructor.id,
        startsAt,
        endsAt: plusMinutes(startsAt, 60),
        studentIds: [ana.id],
      },
    });
    expect(forClass.status).toBe(400);
    expect(forClass.body.error.fields).toMatchObject({ studentIds: "Only for a private lesson." });
    const ben = await makeStudent(s.studio.id);
    const crowded = await callRoute(createEventRoute, {
      token: s.owner.token,
      body: {
        serviceId: s.privateLesson.id,
        instructorId: s.instructor.id,
        startsAt,
        endsAt: plusMinutes(startsAt, 45),
        capacity: 1,
        studentIds: [ana.id, ben.id],
      },
    });
    expect(crowded.status).toBe(400);
    expect(crowded.body.error.fields.studentIds).toMatch(/^This lesson has room for 1/);
    const twice = await createPrivate(s, s.owner.token, [ana.id, ana.id]);
    expect(twice.status).toBe(400);
    expect(twice.body.error.fields.studentIds).toBe("Choose two different students for a couple.");
  });

  it("lets an instructor book their own student into their own new lesson, and the desk add one to an empty private", async () => {
    const s = await privateStudio();
    const db = await getDb();
    const mine = await makeStudent(s.studio.id);
    // Maria's student: someone who booked one of her lessons.
    const past = await makeEvent(s.studio.id, {
      serviceId: s.groupClass.id,
      instructorId: s.instructor.id,
      startsAt: new Date(futureAt(-3, 22)),
    });
    await db.insert(bookings).values({ studioId: s.studio.id, eventId: past.id, studentId: mine.id, status: "booked" });
    const created = await createPrivate(s, s.instructorMember.token, [mine.id]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const open = await makeEvent(s.studio.id, {
      serviceId: s.privateLesson.id,
      instructorId: s.instructor.id,
      startsAt: new Date(futureAt(6, 22)),
    });
    const ana = await makeStudent(s.studio.id);
    const booked = await callRoute(bookRoute, { token: s.owner.token, params: { id: open.id }, body: { studentId: ana.id } });
    expect(booked.status).toBe(201);
    const list = await callRoute(listBookingsRoute, { token: s.owner.token, params: { id: open.id } });
    expect(JSON.stringify(list.body)).toContain(ana.id);
  });
});

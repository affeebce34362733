import { describe, expect, it } from "vitest";
import { PATCH as updateEventRoute } from "@/app/api/events/[id]/route";
import { GET as progressRoute } from "@/app/api/students/[id]/progress/route";
import { getDb } from "@/lib/db/client";
import { bookings, events } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent } from "../helpers/people-factory";
import { makeProgressStudio } from "../helpers/progress-factory";

/**
 * Progress reads a student's recent lessons on bookings.starts_at, a copy of the event's start kept
 * by triggers: these prove the copy can't drift from the event, whoever writes what.
 */
describe("bookings.starts_at (the event's start, copied)", () => {
  it("is the event's start on insert, whatever the writer passed, and follows the event when it moves", async () => {
    const s = await makeProgressStudio();
    const db = await getDb();
    const event = await makeEvent(s.studio.id, {
      serviceId: s.groupClass.id,
      instructorId: s.instructor.id,
      startsAt: hoursFromNow(-24 * 200),
    });
    const [booking] = await db
      .insert(bookings)
      .values({ studioId: s.studio.id, eventId: event.id, studentId: s.me.student.id, status: "attended", startsAt: new Date(0) })
      .returning();
    expect(booking.startsAt?.toISOString()).toBe(event.startsAt.toISOString());

    await db
      .update(bookings)
      .set({ startsAt: new Date(0) })
      .where(eq(bookings.id, booking.id));
    const [kept] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept.startsAt?.toISOString()).toBe(event.startsAt.toISOString());

    // Moved 200 days forward through the API (to ten days ago): the copy moves in the same transaction.
    const movedTo = new Date(event.startsAt.getTime() + 190 * 86_400_000);
    const moved = await callRoute(updateEventRoute, {
      token: s.owner.token,
      params: { id: event.id },
      body: { startsAt: movedTo.toISOString(), endsAt: new Date(movedTo.getTime() + 3600_000).toISOString() },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [after] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after.startsAt?.toISOString()).toBe(movedTo.toISOString());

    // …so the lesson now counts in the student's recent hours (the fixture's own class is 60 minutes too).
    const progress = await callRoute(progressRoute, { token: s.owner.token, params: { id: s.me.student.id } });
    expect(progress.status).toBe(200);
    const hours = progress.body.hours as { lessonMinutes: number }[];
    expect(hours.reduce((total, week) => total + week.lessonMinutes, 0)).toBe(120);
    expect(progress.body.attendance).toMatchObject({ attended: 2, booked: 2 });
  });

  it("follows a booking moved to another event", async () => {
    const s = await makeProgressStudio();
    const db = await getDb();
    const [first, second] = [
      await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: hoursFromNow(-300) }),
      await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: hoursFromNow(-30) }),
    ];
    const [booking] = await db
      .insert(bookings)
      .values({ studioId: s.studio.id, eventId: first.id, studentId: s.stranger.id, status: "booked" })
      .returning();
    await db.update(bookings).set({ eventId: second.id }).where(eq(bookings.id, booking.id));
    const [after] = await db.select({ startsAt: bookings.startsAt }).from(bookings).where(eq(bookings.id, booking.id));
    const [event] = await db.select({ startsAt: events.startsAt }).from(events).where(eq(events.id, second.id));
    expect(after.startsAt?.toISOString()).toBe(event.startsAt.toISOString());
  });
});

import { describe, expect, it } from "vitest";
import { GET as todayRoute } from "@/app/api/today/route";
import { getDb } from "@/lib/db/client";
import { bookings, ledgerEntries } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeEvent, makeStudent } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

/** Starts a minute ago: today in the studio's zone except in the first minute after midnight. */
const minuteAgo = () => new Date(Date.now() - 60_000);

async function book(studioId: string, eventId: string, studentId: string, status: "booked" | "late_cancel" = "booked") {
  await (await getDb()).insert(bookings).values({ studioId, eventId, studentId, status });
}

describe("GET /api/today", () => {
  it("gives owners today's classes with their fill, lessons with who they're with, who teaches and open balances", async () => {
    const s = await makeScheduleStudio();
    const other = await makeScheduleStudio();
    const db = await getDb();
    const [sam, chloe, dan] = [
      await makeStudent(s.studio.id, { name: "Sam Carter" }),
      await makeStudent(s.studio.id, { name: "Chloe Park" }),
      await makeStudent(s.studio.id, { name: "Dan Wu" }),
    ];
    const waltz = await makeEvent(s.studio.id, {
      serviceId: s.groupClass.id,
      instructorId: s.instructor.id,
      startsAt: minuteAgo(),
      capacity: 16,
    });
    await book(s.studio.id, waltz.id, sam.id);
    await book(s.studio.id, waltz.id, chloe.id);
    await book(s.studio.id, waltz.id, dan.id, "late_cancel");
    const lesson = await makeEvent(s.studio.id, {
      serviceId: s.privateLesson.id,
      instructorId: s.otherInstructor.id,
      startsAt: minuteAgo(),
      capacity: 1,
    });
    await book(s.studio.id, lesson.id, sam.id);
    await db.insert(ledgerEntries).values([
      { studioId: s.studio.id, studentId: sam.id, kind: "charge", amountCents: 9500, description: "Private Lesson" },
      { studioId: s.studio.id, studentId: chloe.id, kind: "charge", amountCents: 2000, description: "Class" },
      { studioId: s.studio.id, studentId: chloe.id, kind: "payment", method: "cash", amountCents: 2000, description: "Cash" },
    ]);
    await makeEvent(other.studio.id, { serviceId: other.groupClass.id, instructorId: other.instructor.id, startsAt: minuteAgo() });

    const { status, body } = await callRoute(todayRoute, { token: s.owner.token });
    expect(status).toBe(200);
    expect(body.classes).toEqual([expect.objectContaining({ id: waltz.id, title: "Bronze Waltz", taken: 2, capacity: 16 })]);
    expect(body.lessons).toEqual([expect.objectContaining({ id: lesson.id, studentNames: ["Sam"], instructorName: "James Chen" })]);
    expect(body.teaching.map((row: { name: string }) => row.name).sort()).toEqual(["James Chen", "Maria Lopez"]);
    // Chloe has paid; Dan's late cancel keeps no place today and he owes nothing.
    expect(body.balances).toEqual([{ studentId: sam.id, name: "Sam Carter", balanceCents: 9500 }]);
  });

  it("gives an instructor their own part of the day and no balances", async () => {
    const s = await makeScheduleStudio();
    const sam = await makeStudent(s.studio.id, { name: "Sam Carter" });
    const mine = await makeEvent(s.studio.id, {
      serviceId: s.privateLesson.id,
      instructorId: s.instructor.id,
      startsAt: minuteAgo(),
      capacity: 1,
    });
    await book(s.studio.id, mine.id, sam.id);
    await makeEvent(s.studio.id, { serviceId: s.privateLesson.id, instructorId: s.otherInstructor.id, startsAt: minuteAgo(), capacity: 1 });
    await (
      await getDb()
    )
      .insert(ledgerEntries)
      .values({ studioId: s.studio.id, studentId: sam.id, kind: "charge", amountCents: 500, description: "Fee" });
    const { body } = await callRoute(todayRoute, { token: s.instructorMember.token });
    expect(body.lessons.map((row: { id: string }) => row.id)).toEqual([mine.id]);
    expect(body.teaching).toEqual([expect.objectContaining({ name: "Maria Lopez", count: 1 })]);
    expect(body.balances).toEqual([]);
  });

  it("refuses students (403) and callers without a session (401)", async () => {
    const s = await makeScheduleStudio();
    expect((await callRoute(todayRoute, { token: s.student.token })).status).toBe(403);
    expect((await callRoute(todayRoute, {})).status).toBe(401);
  });
});

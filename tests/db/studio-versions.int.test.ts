import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as listEvents } from "@/app/api/events/route";
import { GET as me } from "@/app/api/me/route";
import { getDb } from "@/lib/db/client";
import { bookings, events, memberships, rooms, studios, studioVersions, users } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeEvent, makeStudent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio, makeStudio } from "../helpers/studio-factory";

/**
 * The studio's version counters (drizzle/0034_studio_versions_extras.sql) and what is kept under
 * them: a session (lib/auth/session.ts) and a week of the schedule (lib/scheduling/kept-weeks.ts).
 * Whatever a kept copy shows must change on the very next request after a change commits.
 */
const DAY = 86_400_000;

async function versionsOf(studioId: string) {
  const [row] = await (await getDb()).select().from(studioVersions).where(eq(studioVersions.studioId, studioId));
  return row;
}

function week(from: Date) {
  return `/api/events?from=${from.toISOString()}&to=${new Date(from.getTime() + 7 * DAY).toISOString()}`;
}

describe("studio versions", () => {
  it("start at 0 with the studio and move once per committed transaction, each with what it tracks", async () => {
    const { studio, owner, privateLesson } = await makeScheduleStudio();
    const db = await getDb();
    const start = await versionsOf(studio.id);
    expect(start).toBeDefined();

    await db.transaction(async (tx) => {
      for (let i = 1; i <= 3; i++) {
        await tx.insert(events).values({
          studioId: studio.id,
          serviceId: privateLesson.id,
          startsAt: new Date(Date.now() + i * DAY),
          endsAt: new Date(Date.now() + i * DAY + 3600_000),
          capacity: 1,
        });
      }
    });
    const afterEvents = await versionsOf(studio.id);
    expect(afterEvents.scheduleVersion).toBe(start.scheduleVersion + 1);
    expect(afterEvents.accessVersion).toBe(start.accessVersion);

    // A column no session shows moves nothing; the studio's name moves the access version.
    await db.update(studios).set({ stripeCustomerId: "cus_test" }).where(eq(studios.id, studio.id));
    expect(await versionsOf(studio.id)).toEqual(afterEvents);
    await db.update(studios).set({ name: "Renamed" }).where(eq(studios.id, studio.id));
    expect((await versionsOf(studio.id)).accessVersion).toBe(afterEvents.accessVersion + 1);

    // A member's new name moves every studio they belong to; a room's new name, the schedule.
    const before = await versionsOf(studio.id);
    await db.update(users).set({ name: "Someone Else" }).where(eq(users.id, owner.user.id));
    await db.update(rooms).set({ name: "Hall" }).where(eq(rooms.studioId, studio.id));
    const after = await versionsOf(studio.id);
    expect(after.accessVersion).toBe(before.accessVersion + 1);
    expect(after.scheduleVersion).toBe(before.scheduleVersion + 1);

    // A rolled-back change moves nothing.
    await expect(
      db.transaction(async (tx) => {
        await tx.update(rooms).set({ name: "Never" }).where(eq(rooms.studioId, studio.id));
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await versionsOf(studio.id)).toEqual(after);
  });

  it("a deleted studio takes its versions with it, and the cascade of its rows commits", async () => {
    const { studio } = await makeStudio();
    const db = await getDb();
    await db.delete(studios).where(eq(studios.id, studio.id));
    expect(await versionsOf(studio.id)).toBeUndefined();
  });
});

describe("a kept session", () => {
  it("shows a new role, a new name and a logout on the next request", async () => {
    const { studio, owner } = await makeStudio();
    const db = await getDb();
    expect((await callRoute(me, { token: owner.token })).body.user.role).toBe("owner");
    expect((await callRoute(me, { token: owner.token })).body.user.role).toBe("owner");
    await db.update(memberships).set({ role: "instructor" }).where(eq(memberships.userId, owner.user.id));
    expect((await callRoute(me, { token: owner.token })).body.user.role).toBe("instructor");
    await db.update(users).set({ name: "New Name" }).where(eq(users.id, owner.user.id));
    expect((await callRoute(me, { token: owner.token })).body.user.name).toBe("New Name");
    await db.update(memberships).set({ active: false }).where(eq(memberships.studioId, studio.id));
    expect((await callRoute(me, { token: owner.token })).status).toBe(401);
    await db.update(memberships).set({ active: true }).where(eq(memberships.studioId, studio.id));
    expect((await callRoute(me, { token: owner.token })).status).toBe(200);
    expect((await callRoute(logout, { method: "POST", token: owner.token })).status).toBe(204);
    expect((await callRoute(me, { token: owner.token })).status).toBe(401);
  });
});

describe("a kept week", () => {
  it("shows every committed change on the next request, and a hold that runs out without any write", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const from = new Date(Math.ceil((Date.now() + 3 * DAY) / DAY) * DAY);
    const lesson = await makeEvent(s.studio.id, {
      serviceId: s.privateLesson.id,
      startsAt: new Date(from.getTime() + 3600_000),
      capacity: 1,
    });
    const read = async (token = s.owner.token) => (await callRoute(listEvents, { token, path: week(from) })).body.events;

    expect((await read()).map((event: { id: string }) => event.id)).toEqual([lesson.id]);
    expect(await read()).toHaveLength(1);
    const next = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: new Date(from.getTime() + DAY), capacity: 5 });
    expect((await read()).map((event: { id: string }) => event.id)).toEqual([lesson.id, next.id]);

    const ana = await makeStudent(s.studio.id, { name: "Ana" });
    await db.insert(bookings).values({ studioId: s.studio.id, eventId: lesson.id, studentId: ana.id, status: "booked" });
    expect((await read())[0]).toMatchObject({ booked: 1, students: ["Ana"] });
    await db.execute(sql`update students set name = 'Ana Maria' where id = ${ana.id}`);
    expect((await read())[0].students).toEqual(["Ana Maria"]);

    // The same week, read by a student of the same studio: names stay hidden from them.
    const student = await makeStudentMember(s.studio.id);
    expect((await read(student.token))[0]).toMatchObject({ booked: 1, students: [] });
    expect((await read())[0].students).toEqual(["Ana Maria"]);

    // A held place counts until its hold ends; nothing is written when it does.
    const ben = await makeStudent(s.studio.id, { name: "Ben" });
    await db.insert(bookings).values({
      studioId: s.studio.id,
      eventId: next.id,
      studentId: ben.id,
      status: "held",
      holdExpiresAt: new Date(Date.now() + 1500),
    });
    expect((await read())[1].booked).toBe(1);
    const version = await versionsOf(s.studio.id);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await read())[1].booked).toBe(0);
    expect(await versionsOf(s.studio.id)).toEqual(version);
  });
});

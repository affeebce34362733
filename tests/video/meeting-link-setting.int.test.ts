import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PATCH as patchEventRoute } from "@/app/api/events/[id]/route";
import { POST as createEventRoute } from "@/app/api/events/route";
import { POST as createSeriesRoute } from "@/app/api/series/route";
import { getDb } from "@/lib/db/client";
import { events, studios } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { futureAt, makeScheduleStudio, plusMinutes } from "../helpers/studio-factory";

// Setting a lesson's meeting link: a new room or a pasted link, on one lesson or a series; what is refused, and below which plan.

const JITSI_ROOM = /^https:\/\/meet\.jit\.si\/Promenade-[A-Za-z0-9_-]{22}$/;

const storedLink = async (id: string) => {
  const [row] = await (await getDb()).select({ meetingUrl: events.meetingUrl }).from(events).where(eq(events.id, id));
  return row.meetingUrl;
};

describe("setting a lesson's meeting link", () => {
  it("'Create a Jitsi room' makes an unguessable room, a new one each time, saved on the lesson", async () => {
    const s = await makeScheduleStudio();
    const sam = await makeStudentMember(s.studio.id, { name: "Sam Carter" });
    const startsAt = futureAt(3, 15);
    const body = {
      serviceId: s.privateLesson.id,
      instructorId: s.instructor.id,
      startsAt,
      endsAt: plusMinutes(startsAt, 45),
      studentIds: [sam.student.id],
      createMeetingRoom: true,
    };
    const first = await callRoute(createEventRoute, { token: s.owner.token, body });
    expect(first.status).toBe(201);
    const second = await callRoute(createEventRoute, {
      token: s.owner.token,
      body: { ...body, startsAt: futureAt(4, 15), endsAt: plusMinutes(futureAt(4, 15), 45) },
    });
    const [a, b] = [await storedLink(first.body.event.id), await storedLink(second.body.event.id)];
    expect(a).toMatch(JITSI_ROOM);
    expect(b).toMatch(JITSI_ROOM);
    expect(a).not.toBe(b);
    // The lesson's instructor creates and changes one too; the link is never in the schedule's answer.
    expect(JSON.stringify(first.body)).not.toContain("meet.jit.si");
    const edited = await callRoute(patchEventRoute, {
      token: s.instructorMember.token,
      params: { id: first.body.event.id },
      path: `/api/events/${first.body.event.id}?scope=one`,
      body: { meetingUrl: "https://zoom.us/j/123456789?pwd=abc" },
    });
    expect(edited.status).toBe(200);
    expect(await storedLink(first.body.event.id)).toBe("https://zoom.us/j/123456789?pwd=abc");
    const removed = await callRoute(patchEventRoute, {
      token: s.owner.token,
      params: { id: first.body.event.id },
      path: `/api/events/${first.body.event.id}?scope=one`,
      body: { meetingUrl: null },
    });
    expect(removed.status).toBe(200);
    expect(await storedLink(first.body.event.id)).toBeNull();
  });

  it("a weekly class created with a room gives every class the same link", async () => {
    const s = await makeScheduleStudio();
    const created = await callRoute(createSeriesRoute, {
      token: s.owner.token,
      body: {
        serviceId: s.groupClass.id,
        instructorId: s.instructor.id,
        weekdays: [new Date(futureAt(2, 12)).getUTCDay()],
        startTime: "19:00",
        durationMinutes: 60,
        startDate: futureAt(2, 12).slice(0, 10),
        count: 4,
        createMeetingRoom: true,
      },
    });
    expect(created.status).toBe(201);
    const links = await Promise.all(created.body.events.map((event: { id: string }) => storedLink(event.id)));
    expect(links).toHaveLength(4);
    expect(new Set(links).size).toBe(1);
    expect(links[0]).toMatch(JITSI_ROOM);
    // "This and following": a new link for those, the earlier classes keep theirs.
    const third = created.body.events[2].id;
    const moved = await callRoute(patchEventRoute, {
      token: s.owner.token,
      params: { id: third },
      path: `/api/events/${third}?scope=following`,
      body: { meetingUrl: "https://zoom.us/j/111" },
    });
    expect(moved.status).toBe(200);
    expect(await Promise.all(created.body.events.map((event: { id: string }) => storedLink(event.id)))).toEqual([
      links[0],
      links[0],
      "https://zoom.us/j/111",
      "https://zoom.us/j/111",
    ]);
  });
});

describe("bad meeting links", () => {
  it.each([
    ["http", "http://zoom.us/j/1"],
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["no host", "https://"],
    ["not a link", "zoom meeting 123"],
  ])("refuses a %s link with 400 naming meetingUrl, on create and on edit", async (_kind, meetingUrl) => {
    const s = await makeScheduleStudio();
    const startsAt = futureAt(3, 15);
    const base = { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt, endsAt: plusMinutes(startsAt, 60) };
    const created = await callRoute(createEventRoute, { token: s.owner.token, body: { ...base, meetingUrl } });
    expect(created.status).toBe(400);
    expect(created.body.error.fields).toHaveProperty("meetingUrl");
    const ok = await callRoute(createEventRoute, { token: s.owner.token, body: base });
    const id = ok.body.event.id;
    const edited = await callRoute(patchEventRoute, {
      token: s.owner.token,
      params: { id },
      path: `/api/events/${id}?scope=one`,
      body: { meetingUrl },
    });
    expect(edited.status).toBe(400);
    expect(edited.body.error.fields).toHaveProperty("meetingUrl");
    expect(await storedLink(id)).toBeNull();
  });

  it("refuses a link and a new room at once, naming createMeetingRoom", async () => {
    const s = await makeScheduleStudio();
    const startsAt = futureAt(3, 15);
    const response = await callRoute(createEventRoute, {
      token: s.owner.token,
      body: {
        serviceId: s.groupClass.id,
        startsAt,
        endsAt: plusMinutes(startsAt, 60),
        instructorId: s.instructor.id,
        meetingUrl: "https://zoom.us/j/1",
        createMeetingRoom: true,
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toHaveProperty("createMeetingRoom");
  });
});

describe("the plan gate", () => {
  it("below Pro a link or a room is refused with plan_required naming Pro; taking one off is allowed", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    await db.update(studios).set({ plan: "basic" }).where(eq(studios.id, s.studio.id));
    const startsAt = futureAt(3, 15);
    const base = { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt, endsAt: plusMinutes(startsAt, 60) };
    for (const extra of [{ createMeetingRoom: true }, { meetingUrl: "https://zoom.us/j/1" }]) {
      const refused = await callRoute(createEventRoute, { token: s.owner.token, body: { ...base, ...extra } });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({ code: "plan_required", feature: "video_lessons", plan: "pro", planName: "Pro" });
    }
    const plain = await callRoute(createEventRoute, { token: s.owner.token, body: base });
    expect(plain.status).toBe(201);
    // A link kept from when the studio was on Pro can still be taken off.
    await db.update(events).set({ meetingUrl: "https://zoom.us/j/old" }).where(eq(events.id, plain.body.event.id));
    const cleared = await callRoute(patchEventRoute, {
      token: s.owner.token,
      params: { id: plain.body.event.id },
      path: `/api/events/${plain.body.event.id}?scope=one`,
      body: { meetingUrl: null },
    });
    expect(cleared.status).toBe(200);
    expect(await storedLink(plain.body.event.id)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { DELETE as cancelEventRoute, PATCH as patchEvent } from "@/app/api/events/[id]/route";
import { GET as listEvents } from "@/app/api/events/route";
import { POST as createSeriesRoute } from "@/app/api/series/route";
import { instantToLocal } from "@/lib/dates/wall-time";
import { callRoute } from "../helpers/call-route";
import { makeScheduleStudio } from "../helpers/studio-factory";

type View = {
  id: string;
  startsAt: string;
  endsAt: string;
  seriesId: string;
  room: { name: string } | null;
  instructor: { name: string } | null;
};
const NY = "America/New_York";

async function weeklyClass(s: Awaited<ReturnType<typeof makeScheduleStudio>>, extra: Record<string, unknown> = {}) {
  const response = await callRoute(createSeriesRoute, {
    token: s.owner.token,
    body: {
      serviceId: s.groupClass.id,
      instructorId: s.instructor.id,
      roomId: s.room.id,
      weekdays: [6],
      startTime: "19:00",
      durationMinutes: 60,
      ...extra,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { series: { id: string }; events: View[] };
}

describe("POST /api/series", () => {
  it("keeps a weekly 7:00 PM class at 7:00 PM local across the November and March DST changes", async () => {
    const s = await makeScheduleStudio();
    // Saturdays from Oct 17, 2026 to Mar 27, 2027: DST ends Nov 1, 2026 and starts Mar 14, 2027.
    const { events } = await weeklyClass(s, { startDate: "2026-10-17", until: "2027-03-27" });
    expect(events).toHaveLength(24);
    for (const event of events) {
      const local = instantToLocal(new Date(event.startsAt), NY);
      expect(local.time).toBe("19:00");
      expect(local.weekday).toBe(6);
      expect(Date.parse(event.endsAt) - Date.parse(event.startsAt)).toBe(3600_000);
    }
    const utcHours = (date: string) =>
      new Date(
        events.find((event) => event.startsAt.startsWith(date) || instantToLocal(new Date(event.startsAt), NY).date === date)!.startsAt,
      ).getUTCHours();
    expect(utcHours("2026-10-31")).toBe(23); // EDT, UTC−4
    expect(utcHours("2026-11-07")).toBe(0); // EST, UTC−5 (00:00 UTC on the 8th)
    expect(utcHours("2027-03-13")).toBe(0); // still EST
    expect(utcHours("2027-03-20")).toBe(23); // EDT again
  });

  it("honours a count across several weekdays and refuses more than two years ahead", async () => {
    const s = await makeScheduleStudio();
    const { events } = await weeklyClass(s, { weekdays: [2, 4], startDate: "2027-01-04", count: 5, roomId: s.otherRoom.id });
    expect(events.map((event) => instantToLocal(new Date(event.startsAt), NY).date)).toEqual([
      "2027-01-05",
      "2027-01-07",
      "2027-01-12",
      "2027-01-14",
      "2027-01-19",
    ]);
    const tooFar = await callRoute(createSeriesRoute, {
      token: s.owner.token,
      body: {
        serviceId: s.groupClass.id,
        instructorId: s.otherInstructor.id,
        weekdays: [1],
        startTime: "10:00",
        durationMinutes: 60,
        startDate: "2027-01-04",
        until: "2030-01-01",
      },
    });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.error.fields.until).toBeTruthy();
    const noEnd = await callRoute(createSeriesRoute, {
      token: s.owner.token,
      body: {
        serviceId: s.groupClass.id,
        instructorId: s.otherInstructor.id,
        weekdays: [1],
        startTime: "25:00",
        durationMinutes: 60,
        startDate: "2027-01-04",
      },
    });
    expect(noEnd.status).toBe(400);
    expect(Object.keys(noEnd.body.error.fields).sort()).toEqual(["startTime", "until"]);
  });

  it("creates nothing when one occurrence collides, and says which", async () => {
    const s = await makeScheduleStudio();
    await weeklyClass(s, { startDate: "2027-02-06", count: 1 });
    const clash = await callRoute(createSeriesRoute, {
      token: s.owner.token,
      body: {
        serviceId: s.groupClass.id,
        instructorId: s.instructor.id,
        weekdays: [6],
        startTime: "19:30",
        durationMinutes: 60,
        startDate: "2027-01-30",
        count: 4,
      },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe("Maria Lopez already teaches Bronze Waltz on Sat, Feb 6, 7:00–8:00 PM.");
    const listed = await callRoute(listEvents, {
      token: s.owner.token,
      path: "/api/events?from=2027-01-29T00:00:00Z&to=2027-02-28T00:00:00Z",
    });
    expect(listed.body.events).toHaveLength(1);
  });
});

describe("PATCH /api/events/[id] with a scope", () => {
  async function eightWeeks() {
    const s = await makeScheduleStudio();
    const created = await weeklyClass(s, { startDate: "2027-01-02", count: 8 });
    return { s, ...created };
  }
  const move = (token: string, id: string, scope: string, body: Record<string, unknown>) =>
    callRoute(patchEvent, { method: "PATCH", token, path: `/api/events/${id}?scope=${scope}`, params: { id }, body });

  it("scope=one moves only that occurrence", async () => {
    const { s, events } = await eightWeeks();
    const third = events[2];
    const response = await move(s.owner.token, third.id, "one", {
      startsAt: "2027-01-16T14:00:00-05:00",
      endsAt: "2027-01-16T15:00:00-05:00",
    });
    expect(response.status).toBe(200);
    expect(response.body.events.map((event: View) => event.id)).toEqual([third.id]);
    expect(await localTimes(s.owner.token)).toEqual(["19:00", "19:00", "14:00", "19:00", "19:00", "19:00", "19:00", "19:00"]);
  });

  it("scope=following moves this and later occurrences to the new local time, and splits the series", async () => {
    const { s, events, series } = await eightWeeks();
    const fifth = events[4];
    // 7:00 PM → 6:30 PM, and one day earlier (Saturday → Friday).
    const response = await move(s.owner.token, fifth.id, "following", {
      startsAt: "2027-01-29T18:30:00-05:00",
      endsAt: "2027-01-29T19:30:00-05:00",
    });
    expect(response.status).toBe(200);
    expect(response.body.events).toHaveLength(4);
    const all = await listAll(s.owner.token);
    expect(
      all.map((event) => `${instantToLocal(new Date(event.startsAt), NY).weekday} ${instantToLocal(new Date(event.startsAt), NY).time}`),
    ).toEqual(["6 19:00", "6 19:00", "6 19:00", "6 19:00", "5 18:30", "5 18:30", "5 18:30", "5 18:30"]);
    const seriesIds = new Set(all.slice(4).map((event) => event.seriesId));
    expect(seriesIds.size).toBe(1);
    expect(seriesIds.has(series.id)).toBe(false);
  });

  it("scope=all reassigns every coming occurrence, all or nothing", async () => {
    const { s, events } = await eightWeeks();
    const response = await move(s.owner.token, events[0].id, "all", { roomId: s.otherRoom.id });
    expect(response.status).toBe(200);
    expect((await listAll(s.owner.token)).every((event) => event.room?.name === "Studio B")).toBe(true);

    // Another instructor teaches in Studio B on one of the Saturdays: moving all there is refused.
    const blocker = await weeklyClass(s, { instructorId: s.otherInstructor.id, roomId: s.room.id, startDate: "2027-02-13", count: 1 });
    const refused = await move(s.owner.token, events[0].id, "all", { roomId: s.room.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error.conflicts.map((conflict: { id: string }) => conflict.id)).toEqual([blocker.events[0].id]);
    expect((await listAll(s.owner.token)).filter((event) => event.room?.name === "Studio B")).toHaveLength(8);
  });

  it("DELETE scope=following cancels this and later occurrences only", async () => {
    const { s, events } = await eightWeeks();
    const response = await callRoute(cancelEventRoute, {
      method: "DELETE",
      token: s.owner.token,
      path: `/api/events/${events[5].id}?scope=following`,
      params: { id: events[5].id },
    });
    expect(response.status).toBe(200);
    expect(response.body.cancelled).toHaveLength(3);
    expect(await listAll(s.owner.token)).toHaveLength(5);
  });
});

async function listAll(token: string): Promise<View[]> {
  const response = await callRoute(listEvents, { token, path: "/api/events?from=2027-01-01T00:00:00Z&to=2027-03-01T00:00:00Z" });
  return response.body.events;
}

async function localTimes(token: string) {
  return (await listAll(token)).map((event) => instantToLocal(new Date(event.startsAt), NY).time);
}

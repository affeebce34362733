import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/public/studios/[slug]/private-slots/route";
import { getDb } from "@/lib/db/client";
import { instructorAvailability, instructorExceptions, publicInstructorConsents, services, studioPublicPages } from "@/lib/db/schema";
import { addDays, instantToLocal, localToInstant, weekdayOf } from "@/lib/dates/wall-time";
import { callRoute } from "../helpers/call-route";
import { makeEvent } from "../helpers/people-factory";
import { makeInstructor, makeService, makeStudio } from "../helpers/studio-factory";

let counter = 0;

/**
 * A studio in `timeZone` with its page on: Maria, shown, free 10:00–21:00 on `weekdays`; a 45-minute
 * Private Lesson offered online; no business hours and no rooms, so her hours alone decide.
 */
async function makeStudioWithMaria(timeZone: string, weekdays: number[], page: { enabled?: boolean } = {}) {
  const db = await getDb();
  const { studio } = await makeStudio({ timeZone, businessHours: null });
  const maria = await makeInstructor(studio.id, { name: "Maria Lopez", email: `maria.${counter}@example.test` });
  await db.insert(publicInstructorConsents).values({ studioId: studio.id, instructorId: maria.id });
  for (const weekday of weekdays)
    await db
      .insert(instructorAvailability)
      .values({ studioId: studio.id, instructorId: maria.id, weekday, startTime: "10:00", endTime: "21:00" });
  const lesson = await makeService(studio.id, { name: "Private Lesson", kind: "private", durationMinutes: 45 });
  const slug = `slots-${Date.now().toString(36)}-${counter++}`;
  await db.insert(studioPublicPages).values({ studioId: studio.id, enabled: true, slug, showInstructorIds: [maria.id], ...page });
  return { studio, maria, lesson, slug };
}

function ask(slug: string, query = "") {
  return callRoute(GET, { params: { slug }, path: `/api/public/studios/${slug}/private-slots${query}` });
}

type Day = { instructorId: string; instructorName: string; times: { startsAt: string; endsAt: string }[] };

/** A day's times as the studio's clock reads them ("19:30"). */
function clocks(instructors: Day[], timeZone: string) {
  return instructors.flatMap((item) => item.times.map((time) => instantToLocal(new Date(time.startsAt), timeZone).time));
}

/** The studio's dates from today on (today excluded) that fall on `weekday`, within the six weeks offered. */
function weekdaysAhead(timeZone: string, weekday: number): string[] {
  const today = instantToLocal(new Date(), timeZone).date;
  return Array.from({ length: 41 }, (_, index) => addDays(today, index + 1)).filter((date) => weekdayOf(date) === weekday);
}

/** The quarter hours 10:00–20:15: every 45-minute lesson that ends by 21:00. */
const WHOLE_DAY = Array.from({ length: 42 }, (_, index) => {
  const minutes = 600 + index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

afterEach(() => {
  vi.useRealTimers();
});

describe("GET /api/public/studios/{slug}/private-slots?date=", () => {
  it("offers a Tuesday's free times up to the evening for an instructor free 10:00–21:00, each 45 minutes", async () => {
    const { slug, maria } = await makeStudioWithMaria("Europe/London", [2]);
    const [tuesday] = weekdaysAhead("Europe/London", 2);
    const answer = await ask(slug, `?date=${tuesday}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ date: tuesday, timeZone: "Europe/London" });
    expect(answer.body.instructors).toHaveLength(1);
    expect(answer.body.instructors[0]).toMatchObject({ instructorId: maria.id, instructorName: "Maria Lopez" });
    expect(clocks(answer.body.instructors, "Europe/London")).toEqual(WHOLE_DAY);
    const evening = answer.body.instructors[0].times.find(
      (time: { startsAt: string }) => time.startsAt === localToInstant(tuesday, "19:30", "Europe/London").toISOString(),
    );
    expect(evening.endsAt).toBe(localToInstant(tuesday, "20:15", "Europe/London").toISOString());
  });

  it("leaves out times a lesson or time off takes; a day off offers none", async () => {
    const { studio, slug, maria, lesson } = await makeStudioWithMaria("Europe/London", [2]);
    const [tuesday, nextTuesday] = weekdaysAhead("Europe/London", 2);
    await makeEvent(studio.id, {
      serviceId: lesson.id,
      instructorId: maria.id,
      startsAt: localToInstant(tuesday, "19:00", "Europe/London"),
      minutes: 45,
      capacity: 1,
    });
    const db = await getDb();
    await db.insert(instructorExceptions).values([
      { studioId: studio.id, instructorId: maria.id, date: tuesday, startTime: "10:00", endTime: "12:00", reason: "Coaching" },
      { studioId: studio.id, instructorId: maria.id, date: nextTuesday, reason: "Competition" },
    ]);
    const times = clocks((await ask(slug, `?date=${tuesday}`)).body.instructors, "Europe/London");
    // A lesson 19:00–19:45: nothing that overlaps it; 18:15 ends as it starts, 19:45 starts as it ends.
    for (const taken of ["18:30", "18:45", "19:00", "19:15", "19:30"]) expect(times).not.toContain(taken);
    expect(times).toContain("18:15");
    expect(times).toContain("19:45");
    // Hours off 10:00–12:00.
    expect(times[0]).toBe("12:00");
    expect(times).toHaveLength(WHOLE_DAY.length - 8 - 5);

    expect((await ask(slug, `?date=${nextTuesday}`)).body.instructors).toEqual([]);
    const { days } = (await ask(slug)).body;
    expect(days).toContain(tuesday);
    expect(days).not.toContain(nextTuesday);
  });

  it("offers nothing on a day the instructor doesn't teach", async () => {
    const { slug } = await makeStudioWithMaria("Europe/London", [2]);
    const [wednesday] = weekdaysAhead("Europe/London", 3);
    const answer = await ask(slug, `?date=${wednesday}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ date: wednesday, timeZone: "Europe/London", instructors: [] });
  });

  it("is 400 for a malformed date, one already past, and one beyond six weeks", async () => {
    const { slug } = await makeStudioWithMaria("Europe/London", [2]);
    const today = instantToLocal(new Date(), "Europe/London").date;
    for (const date of [
      "2026-02-30",
      "tomorrow",
      "24/11/2026",
      "",
      addDays(today, -1),
      addDays(today, -30),
      addDays(today, 42),
      addDays(today, 400),
    ]) {
      const answer = await ask(slug, `?date=${encodeURIComponent(date)}`);
      expect(answer.status, date).toBe(400);
      expect(answer.body.error.code, date).toBe("validation");
      expect(answer.body.error.fields.date, date).toEqual(expect.any(String));
    }
    // The first and the last day offered are answered.
    expect((await ask(slug, `?date=${today}`)).status).toBe(200);
    expect((await ask(slug, `?date=${addDays(today, 41)}`)).status).toBe(200);
  });

  it("is 404 for a studio nobody has and for a page that is off", async () => {
    const { slug } = await makeStudioWithMaria("Europe/London", [2], { enabled: false });
    const [tuesday] = weekdaysAhead("Europe/London", 2);
    for (const name of [slug, "nobody-has-this"]) {
      expect((await ask(name, `?date=${tuesday}`)).status).toBe(404);
      expect((await ask(name)).status).toBe(404);
    }
  });
});

describe("GET /api/public/studios/{slug}/private-slots", () => {
  it("lists every day of the next six weeks with a free time, in the studio's zone, not only the first few times", async () => {
    // New York: an evening lesson (20:15 there) starts after midnight in UTC, and still belongs to its Tuesday.
    const { slug } = await makeStudioWithMaria("America/New_York", [2]);
    const answer = await ask(slug);
    expect(answer.status).toBe(200);
    expect(answer.body.timeZone).toBe("America/New_York");
    const today = instantToLocal(new Date(), "America/New_York").date;
    expect(answer.body.days.filter((day: string) => day !== today)).toEqual(weekdaysAhead("America/New_York", 2));
    const last = weekdaysAhead("America/New_York", 2).at(-1)!;
    const lastDay = await ask(slug, `?date=${last}`);
    expect(clocks(lastDay.body.instructors, "America/New_York")).toEqual(WHOLE_DAY);
    expect(lastDay.body.instructors[0].times.at(-1).startsAt).toBe(localToInstant(last, "20:15", "America/New_York").toISOString());
  });

  it("is empty when no private lesson is offered online", async () => {
    const db = await getDb();
    const { slug, studio } = await makeStudioWithMaria("Europe/London", [0, 1, 2, 3, 4, 5, 6]);
    await db.update(services).set({ bookableOnline: false }).where(eq(services.studioId, studio.id));
    expect((await ask(slug)).body.days).toEqual([]);
  });
});

describe("private-slots across a clock change", () => {
  // Spring forward and fall back, in each zone: 10:00 on the studio's clock either side of the change
  // (`before`: the Saturday's first time in UTC, `after`: the Sunday's).
  const CHANGES = [
    { timeZone: "Europe/London", sunday: "2027-03-28", before: "10:00", after: "09:00", now: "2027-03-25T12:00:00Z" },
    { timeZone: "Europe/London", sunday: "2026-10-25", before: "09:00", after: "10:00", now: "2026-10-22T12:00:00Z" },
    { timeZone: "America/New_York", sunday: "2027-03-14", before: "15:00", after: "14:00", now: "2027-03-11T12:00:00Z" },
    { timeZone: "America/New_York", sunday: "2026-11-01", before: "14:00", after: "15:00", now: "2026-10-29T12:00:00Z" },
  ];
  for (const change of CHANGES) {
    it(`keeps 10:00–20:15 on the clock in ${change.timeZone} on ${change.sunday} and the day before`, async () => {
      const { slug } = await makeStudioWithMaria(change.timeZone, [0, 6]);
      vi.useFakeTimers({ toFake: ["Date"], now: new Date(change.now) });
      const saturday = addDays(change.sunday, -1);
      for (const [date, utcStart] of [
        [saturday, change.before],
        [change.sunday, change.after],
      ]) {
        const answer = await ask(slug, `?date=${date}`);
        expect(answer.status, date).toBe(200);
        expect(clocks(answer.body.instructors, change.timeZone), date).toEqual(WHOLE_DAY);
        expect(answer.body.instructors[0].times[0].startsAt, date).toBe(`${date}T${utcStart}:00.000Z`);
        // Every lesson is 45 minutes of real time, the change notwithstanding.
        for (const time of answer.body.instructors[0].times) expect(Date.parse(time.endsAt) - Date.parse(time.startsAt)).toBe(45 * 60_000);
      }
      const { days } = (await ask(slug)).body;
      expect(days.slice(0, 4)).toEqual([saturday, change.sunday, addDays(change.sunday, 6), addDays(change.sunday, 7)]);
    });
  }
});

import { beforeAll, describe, expect, it } from "vitest";
import { GET as getTimetable } from "@/app/api/public/studios/[slug]/timetable/route";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { callRoute } from "../helpers/call-route";
import { makeEvent } from "../helpers/people-factory";
import { makePublicStudio } from "./public-fixture";

// The public timetable's `from`/`to` take a date, read in the studio's zone (America/New_York here):
// a `from` day from its start, a `to` day to its end. Checked on a day the clocks change.

const ZONE = "America/New_York";
const HOUR = 3_600_000;
const at = (date: string, time: string) => localToInstant(date, time, ZONE);

/** The next day (a week ahead at least) whose length isn't 24 hours in New York: the clocks change on it. */
function nextClockChangeDay(): string {
  let day = addDays(instantToLocal(new Date(), ZONE).date, 7);
  while (at(addDays(day, 1), "00:00").getTime() - at(day, "00:00").getTime() === 24 * HOUR) day = addDays(day, 1);
  return day;
}

let slug: string;
let day: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const fixture = await makePublicStudio();
  slug = fixture.slug;
  day = nextClockChangeDay();
  const place = async (name: string, date: string, time: string) => {
    ids[name] = (await makeEvent(fixture.studio.id, { serviceId: fixture.group.id, startsAt: at(date, time), capacity: 8 })).id;
  };
  await place("the evening before", addDays(day, -1), "23:45");
  await place("just after midnight", day, "00:30");
  await place("late that night", day, "23:30");
  await place("just after the next midnight", addDays(day, 1), "00:15");
});

const timetable = (query: string) => callRoute(getTimetable, { params: { slug }, path: `/api/public/studios/${slug}/timetable?${query}` });

const namesOf = (classes: { id: string }[]) =>
  Object.entries(ids)
    .filter(([, id]) => classes.some((item) => item.id === id))
    .map(([name]) => name);

describe("GET /api/public/studios/{slug}/timetable with dates", () => {
  it("reads a `from` day from its start and a `to` day to its end, in the studio's zone, on a day the clocks change", async () => {
    const answer = await timetable(`from=${day}&to=${day}`);
    expect(answer.status).toBe(200);
    expect(answer.body.timetable.from).toBe(at(day, "00:00").toISOString());
    expect(answer.body.timetable.to).toBe(at(addDays(day, 1), "00:00").toISOString());
    // 23 or 25 hours: the day as the studio's clocks have it, not 24 hours of UTC.
    const hours = (Date.parse(answer.body.timetable.to) - Date.parse(answer.body.timetable.from)) / HOUR;
    expect([23, 25]).toContain(hours);
    expect(namesOf(answer.body.timetable.classes)).toEqual(["just after midnight", "late that night"]);
  });

  it("takes a date on one side and a date and time on the other", async () => {
    const untilNoon = await timetable(`from=${day}&to=${encodeURIComponent(at(day, "12:00").toISOString())}`);
    expect(untilNoon.status).toBe(200);
    expect(namesOf(untilNoon.body.timetable.classes)).toEqual(["just after midnight"]);
    const fromNoon = await timetable(`from=${encodeURIComponent(at(day, "12:00").toISOString())}&to=${addDays(day, 1)}`);
    expect(fromNoon.status).toBe(200);
    expect(namesOf(fromNoon.body.timetable.classes)).toEqual(["late that night", "just after the next midnight"]);
  });

  it("allows 31 of the studio's days, a day of 23 or 25 hours among them, and refuses a 32nd", async () => {
    const month = await timetable(`from=${addDays(day, -15)}&to=${addDays(day, 15)}`);
    expect(month.status).toBe(200);
    expect(namesOf(month.body.timetable.classes)).toEqual(Object.keys(ids));
    const tooLong = await timetable(`from=${addDays(day, -15)}&to=${addDays(day, 16)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toEqual({ to: "Ask for at most 31 days at a time." });
  });

  it("refuses bad values with a 400 naming the field", async () => {
    const cases: [string, string, string][] = [
      ["from=2026-13-01", "from", "Use a date like 2026-12-01 or a date and time like 2026-12-01T19:00:00-05:00."],
      ["to=next-tuesday", "to", "Use a date like 2026-12-01 or a date and time like 2026-12-01T19:00:00-05:00."],
      ["from=2026-12-01T25:00:00Z", "from", "Use a date like 2026-12-01 or a date and time like 2026-12-01T19:00:00-05:00."],
      ["from=2099-01-01", "from", "Choose a date within two years of today."],
      [`from=${day}&to=${addDays(day, -1)}`, "to", "`to` must be after `from`."],
    ];
    for (const [query, field, message] of cases) {
      const answer = await timetable(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.fields, query).toEqual({ [field]: message });
    }
  });
});

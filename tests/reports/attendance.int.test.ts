import { describe, expect, it } from "vitest";
import { GET as attendanceRoute } from "@/app/api/reports/attendance/route";
import { callRoute } from "../helpers/call-route";
import { makeReportStudio, weekQuery } from "./report-fixture";

const path = (query = weekQuery()) => `/api/reports/attendance?${query}`;

describe("GET /api/reports/attendance", () => {
  it("rates attendance by student, instructor and class; lists every no-show and late cancel, newest first", async () => {
    const s = await makeReportStudio();
    const { status, body } = await callRoute(attendanceRoute, { token: s.owner.token, path: path() });
    expect(status).toBe(200);
    // 7 attended, 2 no-shows (Cleo in the class, Ben's private), 1 late cancel (Cleo's private): 7 / 10.
    expect(body.totals).toEqual({ attended: 7, noShows: 2, lateCancels: 1, rate: 0.7, unposted: 0, underFilled: 1 });
    expect(body.rows).toEqual([
      { student: "Ana", level: "Bronze", attended: 4, noShows: 0, lateCancels: 0, rate: 1 },
      { student: "Ben", level: "Silver", attended: 2, noShows: 1, lateCancels: 0, rate: 0.6667 },
      { student: "Cleo", level: "Newcomer", attended: 0, noShows: 1, lateCancels: 1, rate: 0 },
      { student: "Dev", level: "Gold", attended: 1, noShows: 0, lateCancels: 0, rate: 1 },
    ]);
    const table = (key: string) => body.tables.find((candidate: { key: string }) => candidate.key === key);
    expect(table("instructors").rows).toEqual([
      { instructor: "James Chen", lessons: 1, attended: 1, noShows: 0, lateCancels: 1, rate: 0.5 },
      { instructor: "Maria Lopez", lessons: 4, attended: 6, noShows: 2, lateCancels: 0, rate: 0.75 },
    ]);
    expect(table("classes").rows).toEqual([
      // The two classes held 4 of 4 and 1 of 4 places: 5 of 8 on average.
      { class: "Bronze Waltz", lessons: 2, attended: 4, noShows: 1, lateCancels: 0, rate: 0.8, fillRate: 0.625 },
      { class: "Private Lesson", lessons: 3, attended: 3, noShows: 1, lateCancels: 1, rate: 0.6, fillRate: null },
    ]);
    expect(table("missed").rows.map((row: { student: string; outcome: string }) => `${row.student} ${row.outcome}`)).toEqual([
      "Cleo Late cancel",
      "Ben No-show",
      "Cleo No-show",
    ]);
    expect(table("underFilled").rows).toEqual([
      expect.objectContaining({ service: "Bronze Waltz", instructor: "Maria Lopez", taken: 1, capacity: 4, fillRate: 0.25 }),
    ]);
    expect(table("underFilled").title).toBe("Classes under 50% full");
  });

  it("lists classes under the chosen fill rate", async () => {
    const s = await makeReportStudio();
    const under = async (fill: string) =>
      (await callRoute(attendanceRoute, { token: s.owner.token, path: path(weekQuery({ fill })) })).body.totals.underFilled;
    expect(await under("20")).toBe(0);
    expect(await under("26")).toBe(1);
    expect(await under("100")).toBe(1);
    const bad = await callRoute(attendanceRoute, { token: s.owner.token, path: path(weekQuery({ fill: "0" })) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.fill).toMatch(/1 to 100/);
  });

  it("shows an instructor their own lessons only; another instructor's are 403", async () => {
    const s = await makeReportStudio();
    const own = await callRoute(attendanceRoute, { token: s.mariaMember.token, path: path() });
    expect(own.status).toBe(200);
    expect(own.body.instructorId).toBe(s.maria.id);
    expect(own.body.totals).toMatchObject({ attended: 6, noShows: 2, lateCancels: 0, rate: 0.75 });
    expect(own.body.rows.map((row: { student: string }) => row.student)).toEqual(["Ana", "Ben", "Cleo", "Dev"]);
    const explicit = await callRoute(attendanceRoute, { token: s.mariaMember.token, path: path(weekQuery({ instructorId: s.maria.id })) });
    expect(explicit.status).toBe(200);
    const other = await callRoute(attendanceRoute, { token: s.mariaMember.token, path: path(weekQuery({ instructorId: s.james.id })) });
    expect(other.status).toBe(403);
    // An owner may narrow it to one instructor.
    const narrowed = await callRoute(attendanceRoute, { token: s.owner.token, path: path(weekQuery({ instructorId: s.james.id })) });
    expect(narrowed.body.totals).toMatchObject({ attended: 1, noShows: 0, lateCancels: 1, rate: 0.5 });
  });
});

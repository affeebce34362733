import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { GET as exportEntries } from "@/app/api/competitions/[id]/export/route";
import { GET as summary } from "@/app/api/competitions/[id]/summary/route";
import { ENTRY_CSV_COLUMNS } from "@/lib/competitions/export-csv";
import { callRoute } from "../helpers/call-route";
import { makeCostsShowcase } from "./costs-fixture";

describe("for the organiser: the entries CSV and the printed summaries", () => {
  it("exports one row per confirmed entry in the documented columns (owners only)", async () => {
    const s = await makeCostsShowcase();
    const csv = await callRoute(exportEntries, { token: s.owner.token, params: { id: s.id } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toContain("spring-showcase-entries.csv");
    const rows = parse(csv.body as string) as string[][];
    expect(rows[0]).toEqual([...ENTRY_CSV_COLUMNS]);
    expect(rows).toHaveLength(1 + 9);
    const couple = rows.find((row) => row[0] === s.entries.coupleMulti)!;
    expect(couple.slice(1)).toEqual([
      "Amateur couple",
      "Ana",
      "Lee",
      "Ben",
      "Ortiz",
      "Amateur",
      s.studio.name,
      "",
      "American Smooth",
      "Bronze 1",
      "Multi-dance",
      "Smooth 3-dance",
      "Waltz / Tango / Foxtrot",
      "",
    ]);
    const proAm = rows.find((row) => row[0] === s.entries.benRumba)!;
    expect(proAm.slice(1, 8)).toEqual(["Pro-Am", "Ben", "Ortiz", "James", "Chen", "Professional", s.studio.name]);
    for (const token of [s.instructorMember.token, s.ana.token])
      expect((await callRoute(exportEntries, { token, params: { id: s.id } })).status).toBe(403);
  });

  it("prints a page per student and per instructor; each reader gets only their own part", async () => {
    const s = await makeCostsShowcase();
    const read = (token: string, query = "") =>
      callRoute(summary, { token, params: { id: s.id }, path: `/api/competitions/${s.id}/summary${query}` });
    const all = await read(s.owner.token);
    expect(all.status).toBe(200);
    expect(all.body.students.map((page: { studentName: string; totalCents: number }) => [page.studentName, page.totalCents])).toEqual([
      ["Ana Lee", 43_444],
      ["Ben Ortiz", 17_941],
      ["Cleo Diaz", 32_766],
    ]);
    expect(
      all.body.instructors.map((page: { name: string; heats: number; students: number }) => [page.name, page.heats, page.students]),
    ).toEqual([
      ["James Chen", 3, 2],
      ["Maria Lopez", 4, 1],
    ]);
    // Ben's page lists the couple's heats with Ana as the one he dances with.
    const ben = all.body.students[1];
    expect(ben.entries.filter((entry: { withName: string }) => entry.withName === "Ana Lee")).toHaveLength(2);

    const mine = await read(s.ana.token);
    expect(mine.body.students.map((page: { studentName: string }) => page.studentName)).toEqual(["Ana Lee"]);
    expect(mine.body.instructors).toEqual([]);
    expect((await read(s.ana.token, `?studentId=${s.cleo.id}`)).status).toBe(404);

    const maria = await read(s.instructorMember.token);
    expect(maria.body.students.map((page: { studentName: string }) => page.studentName)).toEqual(["Ana Lee", "Ben Ortiz"]);
    expect(maria.body.instructors.map((page: { name: string }) => page.name)).toEqual(["Maria Lopez"]);
    expect((await read(s.instructorMember.token, `?instructorId=${s.otherInstructor.id}`)).status).toBe(404);
    const one = await read(s.owner.token, `?instructorId=${s.otherInstructor.id}`);
    expect(one.body.students).toEqual([]);
    expect(one.body.instructors[0].entries.map((entry: { studentName: string }) => entry.studentName)).toEqual([
      "Ben Ortiz",
      "Cleo Diaz",
      "Cleo Diaz",
    ]);
  });
});

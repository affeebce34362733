import { describe, expect, it } from "vitest";
import { PATCH as changeEvent } from "@/app/api/competitions/[id]/route";
import { GET as listSheets } from "@/app/api/competitions/[id]/costs/route";
import { GET as readSheet } from "@/app/api/competitions/[id]/costs/[studentId]/route";
import { PATCH as changeEntry } from "@/app/api/competitions/[id]/entries/[entryId]/route";
import { POST as addEntry } from "@/app/api/competitions/[id]/entries/route";
import { callRoute } from "../helpers/call-route";
import { makeCostsShowcase } from "./costs-fixture";

type Sheet = { lines: { label: string; amountCents: number }[]; totalCents: number };
const lines = (sheet: Sheet) => sheet.lines.map((line) => [line.label, line.amountCents]);
const sum = (sheet: Sheet) => sheet.lines.reduce((total, line) => total + line.amountCents, 0);

describe("cost sheets: the hand-worked showcase, to the cent", () => {
  it("prices each student: halves with the odd cent to the entrant, the package's heats, travel split evenly, markup", async () => {
    const s = await makeCostsShowcase();
    const sheet = async (studentId: string) => {
      const read = await callRoute(readSheet, { token: s.owner.token, params: { id: s.id, studentId } });
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      expect(sum(read.body)).toBe(read.body.totalCents);
      return read.body;
    };
    // Ana: 4 pro-am singles (3 in the package, 1 at $45.00), her half of the couple's Waltz ($22.50)
    // and multi-dance ($70.01 / 2 = $35.005: the entrant pays the odd cent, $35.01), Maria 4 × $30.00,
    // the package $150.00, the coach $100.00 / 3 = $33.34 (the one cent left goes to the first by name).
    // Markup 10 % of the outside costs 45.00 + 22.50 + 35.01 + 150.00 + 33.34 = 285.85 → 28.585 → $28.59.
    const ana = await sheet(s.ana.student.id);
    expect(lines(ana)).toEqual([
      ["Single dance entries × 1", 4_500],
      ["Single dance entries with a partner × 1 (half each)", 2_250],
      ["Multi-dance entries with a partner × 1 (half each)", 3_501],
      ["Entry fees the package covers: 3 heats", 0],
      ["Instructor's fee, Maria Lopez × 4 heats", 12_000],
      ["Package: 3 heats + dinner", 15_000],
      ["Coach to the venue, shared by 3", 3_334],
      ["Studio markup (10%)", 2_859],
    ]);
    expect(ana.totalCents).toBe(43_444);
    expect(ana.state).toBe("not_charged");
    // Ben: his pro-am single $45.00, the partner's halves $22.50 and $35.00, James 1 × $30.00, coach $33.33;
    // markup 10 % of 45.00 + 22.50 + 35.00 + 33.33 = 135.83 → $13.58.
    const ben = await sheet(s.ben.student.id);
    expect(lines(ben)).toEqual([
      ["Single dance entries × 1", 4_500],
      ["Single dance entries with a partner × 1 (half each)", 2_250],
      ["Multi-dance entries with a partner × 1 (half each)", 3_500],
      ["Instructor's fee, James Chen × 1 heat", 3_000],
      ["Coach to the venue, shared by 3", 3_333],
      ["Studio markup (10%)", 1_358],
    ]);
    expect(ben.totalCents).toBe(17_941);
    // Cleo: 2 × $45.00, James 2 × $30.00, 2 dinners × $60.00, coach $33.33; markup of 243.33 → $24.33.
    const cleo = await sheet(s.cleo.id);
    expect(lines(cleo)).toEqual([
      ["Single dance entries × 2", 9_000],
      ["Instructor's fee, James Chen × 2 heats", 6_000],
      ["Dinner ticket × 2", 12_000],
      ["Coach to the venue, shared by 3", 3_333],
      ["Studio markup (10%)", 2_433],
    ]);
    expect(cleo.totalCents).toBe(32_766);
    // The coach's shares add up to the cost exactly.
    const coach = [ana, ben, cleo].map((one) => one.lines.find((line: { label: string }) => line.label.startsWith("Coach"))!.amountCents);
    expect(coach.reduce((a, b) => a + b, 0)).toBe(10_000);
  });

  it("splits the shared cost by heats when set (a couple's heat counts half), largest remainder", async () => {
    const s = await makeCostsShowcase({ sharedSplit: "heats" });
    const total = async (studentId: string) =>
      (await callRoute(readSheet, { token: s.owner.token, params: { id: s.id, studentId } })).body as Sheet;
    // Heats: Ana 4 + ½ + ½ = 5, Ben 1 + ½ + ½ = 2, Cleo 2: 9 in all. $100.00 × 5/9 = 55.555…, × 2/9 = 22.222…
    // twice: floors 55.55 + 22.22 + 22.22 = 99.99, the cent left to the largest remainder (Ana).
    const [ana, ben, cleo] = [await total(s.ana.student.id), await total(s.ben.student.id), await total(s.cleo.id)];
    expect(ana.lines.find((line) => line.label.startsWith("Coach"))).toEqual({
      label: "Coach to the venue, shared by heats, 5 of 9",
      amountCents: 5_556,
    });
    expect(ben.lines.find((line) => line.label.startsWith("Coach"))).toEqual({
      label: "Coach to the venue, shared by heats, 2 of 9",
      amountCents: 2_222,
    });
    expect(cleo.lines.find((line) => line.label.startsWith("Coach"))).toEqual({
      label: "Coach to the venue, shared by heats, 2 of 9",
      amountCents: 2_222,
    });
    // Markups: Ana 10 % of 45.00 + 22.50 + 35.01 + 150.00 + 55.56 = 308.07 → $30.81; Ben of 124.72 → $12.47; Cleo of 232.22 → $23.22.
    expect([ana.totalCents, ben.totalCents, cleo.totalCents]).toEqual([45_888, 16_719, 31_544]);

    // The owner switches back to an even split: the same sheets as the first test.
    const even = await callRoute(changeEvent, {
      method: "PATCH",
      token: s.owner.token,
      params: { id: s.id },
      body: { sharedSplit: "even" },
    });
    expect(even.status).toBe(200);
    expect((await total(s.ana.student.id)).totalCents).toBe(43_444);
  });

  it("counts confirmed entries only: a student's proposal costs nothing until staff confirm it", async () => {
    const s = await makeCostsShowcase();
    const ben = await callRoute(addEntry, {
      token: s.ben.token,
      params: { id: s.id },
      body: { studentId: s.ben.student.id, entryType: "single", style: "american-smooth", level: "bronze-1", danceIds: [s.dances.foxtrot] },
    });
    expect(ben.status, JSON.stringify(ben.body)).toBe(201);
    expect(ben.body.entry.status).toBe("proposed");
    const before = await callRoute(readSheet, { token: s.ben.token, params: { id: s.id, studentId: s.ben.student.id } });
    expect(before.body.totalCents).toBe(17_941);
    const confirmed = await callRoute(changeEntry, {
      method: "PATCH",
      token: s.owner.token,
      params: { id: s.id, entryId: ben.body.entry.id },
      body: { status: "confirmed" },
    });
    expect(confirmed.status).toBe(200);
    const after = await callRoute(readSheet, { token: s.ben.token, params: { id: s.id, studentId: s.ben.student.id } });
    // One more single at $45.00 and its 10 % markup ($4.50).
    expect(after.body.totalCents).toBe(17_941 + 4_500 + 450);
  });

  it("lets owners read any sheet, instructors their students', a student only their own", async () => {
    const s = await makeCostsShowcase();
    const read = (token: string, studentId: string) => callRoute(readSheet, { token, params: { id: s.id, studentId } });
    expect((await read(s.ana.token, s.ana.student.id)).status).toBe(200);
    const other = await read(s.ana.token, s.cleo.id);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain("32766");
    // Maria teaches Ana and Ben; Cleo is James's only (and Maria doesn't dance with her).
    expect((await read(s.instructorMember.token, s.ben.student.id)).status).toBe(200);
    expect((await read(s.instructorMember.token, s.cleo.id)).status).toBe(404);
    const mine = await callRoute(listSheets, { token: s.ana.token, params: { id: s.id } });
    expect(mine.body.sheets.map((sheet: { studentName: string }) => sheet.studentName)).toEqual(["Ana Lee"]);
    const maria = await callRoute(listSheets, { token: s.instructorMember.token, params: { id: s.id } });
    expect(maria.body.sheets.map((sheet: { studentName: string }) => sheet.studentName)).toEqual(["Ana Lee", "Ben Ortiz"]);
    const owner = await callRoute(listSheets, { token: s.owner.token, params: { id: s.id } });
    expect(owner.body.sheets.map((sheet: { totalCents: number }) => sheet.totalCents)).toEqual([43_444, 17_941, 32_766]);
  });
});

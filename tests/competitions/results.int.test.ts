import { describe, expect, it } from "vitest";
import { GET as heatsRoute } from "@/app/api/competitions/[id]/heats/route";
import { POST as buildRoute } from "@/app/api/competitions/[id]/heats/build/route";
import { POST as importRoute } from "@/app/api/competitions/[id]/heats/import/route";
import { GET as resultsGet, POST as resultsPost } from "@/app/api/competitions/[id]/results/route";
import { getDb } from "@/lib/db/client";
import { getCompetitionHistory } from "@/lib/competitions/history";
import { callRoute } from "../helpers/call-route";
import { competitionRow, makeHeatsStudio } from "./heats-fixture";

async function showcase() {
  const world = await makeHeatsStudio();
  const { enter, marco, lena, ana, ben, cleo } = world;
  const entries = {
    anaWaltz: await enter({ studentId: ana.student.id, instructorId: marco.id, dances: ["Waltz"] }),
    benWaltz: await enter({ studentId: ben.student.id, instructorId: marco.id, dances: ["Waltz"] }),
    cleoWaltz: await enter({ studentId: cleo.student.id, instructorId: lena.id, dances: ["Waltz"] }),
    anaRumba: await enter({
      studentId: ana.student.id,
      instructorId: lena.id,
      dances: ["Rumba"],
      style: "american-rhythm",
      level: "bronze-1",
    }),
    benTangoSilver: await enter({ studentId: ben.student.id, instructorId: lena.id, dances: ["Tango"], level: "silver-1" }),
    anaTango: await enter({ studentId: ana.student.id, instructorId: marco.id, dances: ["Tango"], level: "bronze-1" }),
  };
  return { ...world, entries };
}
type World = Awaited<ReturnType<typeof showcase>>;

const heats = (world: World, token: string) =>
  callRoute(heatsRoute, { token, params: { id: world.competition.id }, path: `/api/competitions/${world.competition.id}/heats` });

describe("POST /api/competitions/{id}/heats/build", () => {
  it("orders a showcase by style then level, one floor time apart, and never puts an instructor in one heat twice", async () => {
    const world = await showcase();
    const built = await callRoute(buildRoute, {
      token: world.owner.token,
      params: { id: world.competition.id },
      body: { startTime: "18:00", heatSeconds: 120 },
    });
    expect(built.status).toBe(200);
    expect(built.body.conflicts).toEqual([]);
    const sheet = (await heats(world, world.owner.token)).body;
    const summary = sheet.heats.map((heat: { number: string; title: string; entries: { dancer: string }[] }) => [
      heat.number,
      heat.title,
      heat.entries.map((entry) => entry.dancer),
    ]);
    // Smooth before Rhythm; Bronze 1 before Bronze 2 before Silver 1; Ana and Ben both dance Waltz with Marco: two heats.
    expect(summary).toEqual([
      ["1", "Bronze 1 American Smooth Tango", ["Ana Lee"]],
      ["2", "Bronze 2 American Smooth Waltz", ["Ana Lee", "Cleo Diaz"]],
      ["3", "Bronze 2 American Smooth Waltz", ["Ben Ortiz"]],
      ["4", "Silver 1 American Smooth Tango", ["Ben Ortiz"]],
      ["5", "Bronze 1 American Rhythm Rumba", ["Ana Lee"]],
    ]);
    const starts = sheet.heats.map((heat: { startsAt: string }) => Date.parse(heat.startsAt));
    expect(starts.slice(1).map((start: number, index: number) => start - starts[index])).toEqual([120_000, 120_000, 120_000, 120_000]);
    const row = await competitionRow(world.studio.id, world.competition.id);
    expect(row.heatSeconds).toBe(120);
    expect(row.firstHeatAt?.toISOString()).toBe(sheet.heats[0].startsAt);
  });

  it("asks for the first heat's time when the event has none", async () => {
    const world = await showcase();
    const refused = await callRoute(buildRoute, { token: world.owner.token, params: { id: world.competition.id }, body: {} });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.startTime).toMatch(/first heat's time/);
  });
});

describe("POST /api/competitions/{id}/results (placements)", () => {
  it("records placements typed and as CSV, keeps them through a re-import, and fills the student's history", async () => {
    const world = await showcase();
    const csv = [
      "Heat,Time,Dancer,Partner,Dance,Level",
      `12,19:00,Ana Lee,Marco Rossi,Waltz,Bronze 2`,
      `12,19:00,Cleo Diaz,Lena Park,Waltz,Bronze 2`,
      `13,19:02,Ben Ortiz,Marco Rossi,Waltz,`,
    ].join("\n");
    await callRoute(importRoute, { token: world.owner.token, params: { id: world.competition.id }, body: { csv } });
    const sheet = (await heats(world, world.owner.token)).body;
    const heat12 = sheet.heats.find((heat: { number: string }) => heat.number === "12");
    const typed = await callRoute(resultsPost, {
      token: world.owner.token,
      params: { id: world.competition.id },
      body: { placements: [{ heatId: heat12.id, entryId: world.entries.anaWaltz.id, placement: 1, note: "Callback" }] },
    });
    expect(typed.body).toEqual({ placements: 1, exams: 0, assessments: 0 });
    const fromCsv = await callRoute(resultsPost, {
      token: world.owner.token,
      params: { id: world.competition.id },
      body: { csv: "Heat,Dancer,Partner,Place\n12,Cleo Diaz,Lena Park,2nd\n13,Ben Ortiz,Marco Rossi,1" },
    });
    expect(fromCsv.body.placements).toBe(2);
    const wrongHeat = await callRoute(resultsPost, {
      token: world.owner.token,
      params: { id: world.competition.id },
      body: { csv: "Heat,Dancer,Partner,Place\n13,Ana Lee,Marco Rossi,1" },
    });
    expect(wrongHeat.status).toBe(400);
    expect(wrongHeat.body.error.message).toBe("Row 2: Ana Lee with Marco Rossi doesn't dance in heat 13.");

    // The same list imported again keeps every placement.
    await callRoute(importRoute, { token: world.owner.token, params: { id: world.competition.id }, body: { csv, notify: false } });
    const mine = await callRoute(resultsGet, { token: world.ana.token, params: { id: world.competition.id } });
    expect(mine.body.heats).toEqual([
      expect.objectContaining({
        number: "12",
        entries: [expect.objectContaining({ dancer: "Ana Lee", placement: 1, resultNote: "Callback" })],
      }),
    ]);
    const history = await getCompetitionHistory(await getDb(), world.studio.id, world.ana.student.id, true);
    const waltz = history.find((dance) => dance.dance === "Waltz");
    expect(waltz?.items).toEqual([
      expect.objectContaining({ competition: "Spring Showcase", heat: "12", placement: 1, level: "bronze-2", note: "Callback" }),
    ]);
    // Entries with no heat yet still show, without a placement.
    expect(history.find((dance) => dance.dance === "Rumba")?.items).toEqual([expect.objectContaining({ heat: null, placement: null })]);
  });
});

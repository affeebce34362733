import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as resultsGet, POST as resultsPost } from "@/app/api/competitions/[id]/results/route";
import { getDb } from "@/lib/db/client";
import { assessments } from "@/lib/db/schema";
import { readDanceLevel } from "@/lib/progress/student-levels";
import { callRoute } from "../helpers/call-route";
import { dayFromToday, makeHeatsStudio } from "./heats-fixture";

/** A medal exam day two days ago: Ana is examined at Bronze 1 in Waltz and Foxtrot, Ben in Tango. */
async function examDay() {
  const day = dayFromToday(-2);
  const world = await makeHeatsStudio({ kind: "medal_exam", name: "Medal Exams", startsOn: day, endsOn: day, examiner: "Jane Examiner" });
  const ana = await world.enter({
    studentId: world.ana.student.id,
    instructorId: world.marco.id,
    entryType: "exam",
    level: "bronze-1",
    dances: ["Waltz", "Foxtrot"],
  });
  const ben = await world.enter({
    studentId: world.ben.student.id,
    instructorId: world.marco.id,
    entryType: "exam",
    level: "bronze-1",
    dances: ["Tango"],
  });
  return { ...world, exams: { ana, ben } };
}

type World = Awaited<ReturnType<typeof examDay>>;

const post = (world: World, body: unknown, token = world.owner.token) =>
  callRoute(resultsPost, { token, params: { id: world.competition.id }, body });

async function assessmentsOf(world: World, studentId: string) {
  const db = await getDb();
  return db
    .select({
      danceId: assessments.danceId,
      level: assessments.level,
      result: assessments.result,
      kind: assessments.kind,
      examiner: assessments.examiner,
      date: assessments.date,
    })
    .from(assessments)
    .where(and(eq(assessments.studioId, world.studio.id), eq(assessments.studentId, studentId)));
}

const levelIn = async (world: World, studentId: string, dance: string) =>
  (await readDanceLevel(await getDb(), world.studio.id, studentId, world.danceId(dance))).level;

describe("POST /api/competitions/{id}/results (medal exams)", () => {
  it("turns the examiner's verdicts into medal tests that move levels: honours passes, a retry keeps the level", async () => {
    const world = await examDay();
    expect(await levelIn(world, world.ana.student.id, "Waltz")).toBe("newcomer");
    const answer = await post(world, {
      exams: [
        { entryId: world.exams.ana.id, result: "honours" },
        { entryId: world.exams.ben.id, result: "retry" },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ placements: 0, exams: 2, assessments: 3 });
    const anas = await assessmentsOf(world, world.ana.student.id);
    expect(anas).toHaveLength(2);
    for (const row of anas)
      expect(row).toMatchObject({
        level: "bronze-1",
        result: "honours",
        kind: "medal-test",
        examiner: "Jane Examiner",
        date: world.competition.startsOn,
      });
    expect(await levelIn(world, world.ana.student.id, "Waltz")).toBe("bronze-1");
    expect(await levelIn(world, world.ana.student.id, "Foxtrot")).toBe("bronze-1");
    expect(await levelIn(world, world.ben.student.id, "Tango")).toBe("newcomer");

    // The examiner's retry corrected to a pass: the same assessment changes, and Ben's level moves.
    const corrected = await post(world, { exams: [{ entryId: world.exams.ben.id, result: "pass" }] });
    expect(corrected.body.assessments).toBe(1);
    expect(await assessmentsOf(world, world.ben.student.id)).toHaveLength(1);
    expect(await levelIn(world, world.ben.student.id, "Tango")).toBe("bronze-1");
  });

  it("writes the assessments once when the same results are posted twice, even at the same time", async () => {
    const world = await examDay();
    const body = { exams: [{ entryId: world.exams.ana.id, result: "pass" }] };
    const [first, second] = await Promise.all([post(world, body), post(world, body)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.assessments + second.body.assessments).toBe(2);
    const again = await post(world, body);
    expect(again.body.assessments).toBe(0);
    expect(await assessmentsOf(world, world.ana.student.id)).toHaveLength(2);
  });

  it("reads results as CSV too, and refuses a verdict for a dancer with no exam entry naming the row", async () => {
    const world = await examDay();
    const ok = await post(world, { csv: "Dancer,Partner,Result\nAna Lee,Marco Rossi,Honors\nBen Ortiz,Marco Rossi,retry" });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ placements: 0, exams: 2, assessments: 3 });
    const refused = await post(world, { csv: "Dancer,Result\nAna Lee,pass\nCleo Diaz,pass" });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe("Row 3: this dancer has no exam entry at this event.");
  });

  it("shows a student only their own exam result; only owners post", async () => {
    const world = await examDay();
    await post(world, {
      exams: [
        { entryId: world.exams.ana.id, result: "pass" },
        { entryId: world.exams.ben.id, result: "retry" },
      ],
    });
    const own = await callRoute(resultsGet, { token: world.ana.token, params: { id: world.competition.id } });
    expect(own.status).toBe(200);
    expect(own.body.exams).toEqual([expect.objectContaining({ dancer: "Ana Lee", result: "pass", dances: ["Waltz", "Foxtrot"] })]);
    expect(JSON.stringify(own.body)).not.toContain("Ben");
    expect((await post(world, { exams: [], placements: [] }, world.marcoToken)).status).toBe(403);
    expect((await post(world, { exams: [{ entryId: world.exams.ana.id, result: "pass" }] }, world.ana.token)).status).toBe(403);
  });
});

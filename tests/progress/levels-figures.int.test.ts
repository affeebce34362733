import { describe, expect, it } from "vitest";
import { PATCH as patchDanceRoute } from "@/app/api/dances/[id]/route";
import { POST as assessRoute } from "@/app/api/students/[id]/assessments/route";
import { PUT as figureRoute } from "@/app/api/students/[id]/figures/[figureId]/route";
import { GET as progressRoute } from "@/app/api/students/[id]/progress/route";
import { callRoute } from "../helpers/call-route";
import { danceId, figuresOf, localDate, makeProgressStudio } from "../helpers/progress-factory";
import { makeStudio } from "../helpers/studio-factory";

async function setup() {
  const s = await makeProgressStudio();
  const waltz = await danceId(s.owner.token, "Waltz", "american-smooth");
  const intlWaltz = await danceId(s.owner.token, "Waltz", "international-standard");
  const progress = async () => (await callRoute(progressRoute, { token: s.me.token, params: { id: s.me.student.id } })).body;
  const assess = (body: Record<string, unknown>, token = s.instructorMember.token) =>
    callRoute(assessRoute, {
      token,
      params: { id: s.me.student.id },
      body: { danceId: waltz, result: "pass", date: localDate(), ...body },
    });
  return { ...s, waltz, intlWaltz, progress, assess };
}

describe("PUT /api/students/{id}/figures/{figureId}", () => {
  it("moves a figure from introduced to learning to checked (dated, by the instructor), counted per medal", async () => {
    const s = await setup();
    const figures = await figuresOf(s.owner.token, s.waltz);
    const bronze = figures.filter((figure) => figure.level.startsWith("bronze"));
    const put = (figureId: string, status: string) =>
      callRoute(figureRoute, { token: s.instructorMember.token, params: { id: s.me.student.id, figureId }, body: { status } });
    expect((await put(bronze[0].id, "introduced")).body.figure).toEqual({
      figureId: bronze[0].id,
      status: "introduced",
      checkedAt: null,
      checkedBy: null,
    });
    expect((await put(bronze[0].id, "learning")).body.figure.status).toBe("learning");
    const checked = await put(bronze[0].id, "checked");
    expect(checked.body.figure).toEqual({ figureId: bronze[0].id, status: "checked", checkedAt: localDate(), checkedBy: "Maria Lopez" });
    await put(bronze[1].id, "checked");

    const progress = await s.progress();
    expect(progress.figures).toHaveLength(2);
    expect(progress.levels).toEqual([
      {
        danceId: s.waltz,
        dance: "Waltz",
        style: "american-smooth",
        level: "newcomer",
        since: null,
        figureCounts: [{ medal: "bronze", checked: 2, total: bronze.length }],
      },
    ]);
    // Back to learning clears the check-off date.
    expect((await put(bronze[1].id, "learning")).body.figure.checkedAt).toBeNull();
  });

  it("is for staff who teach the student: a student gets 403, another instructor's student and another studio's figure 404", async () => {
    const s = await setup();
    const [figure] = await figuresOf(s.owner.token, s.waltz);
    const body = { status: "checked" };
    expect((await callRoute(figureRoute, { token: s.me.token, params: { id: s.me.student.id, figureId: figure.id }, body })).status).toBe(
      403,
    );
    expect(
      (await callRoute(figureRoute, { token: s.instructorMember.token, params: { id: s.stranger.id, figureId: figure.id }, body })).status,
    ).toBe(404);
    const other = await makeStudio();
    const [theirs] = await figuresOf(other.owner.token, await danceId(other.owner.token, "Jive", "international-latin"));
    expect(
      (await callRoute(figureRoute, { token: s.owner.token, params: { id: s.me.student.id, figureId: theirs.id }, body })).status,
    ).toBe(404);
    const future = await callRoute(figureRoute, {
      token: s.owner.token,
      params: { id: s.me.student.id, figureId: figure.id },
      body: { status: "checked", date: localDate(3) },
    });
    expect(future.status).toBe(400);
    expect(future.body.error.fields.date).toBeDefined();
  });
});

describe("POST /api/students/{id}/assessments", () => {
  it("a pass moves the level in that dance only; a retry never does; the history keeps every step", async () => {
    const s = await setup();
    expect((await s.progress()).levels).toEqual([]);
    const first = await s.assess({ level: "bronze-1", date: localDate(-30), marks: "82/100" });
    expect(first.status).toBe(201);
    expect(first.body.level).toEqual({
      danceId: s.waltz,
      dance: "Waltz",
      style: "american-smooth",
      level: "bronze-1",
      since: localDate(-30),
    });
    const retry = await s.assess({ level: "bronze-2", result: "retry", date: localDate(-10), notes: "Frame drops on the turns" });
    expect(retry.body.level.level).toBe("bronze-1");
    const pass = await s.assess({ level: "bronze-2", date: localDate(-1), kind: "medal-test", examiner: "J. Examiner" });
    expect(pass.body.level).toMatchObject({ level: "bronze-2", since: localDate(-1) });
    // A later pass at a lower level (a re-check) never moves the level down.
    expect((await s.assess({ level: "bronze-1" })).body.level.level).toBe("bronze-2");

    const progress = await s.progress();
    expect(progress.levels.map((row: { danceId: string; level: string }) => [row.danceId, row.level])).toEqual([[s.waltz, "bronze-2"]]);
    expect(progress.assessments.map((row: { level: string; result: string }) => `${row.level}:${row.result}`)).toEqual([
      "bronze-1:pass",
      "bronze-2:pass",
      "bronze-2:retry",
      "bronze-1:pass",
    ]);
    expect(progress.assessments[1]).toMatchObject({ kind: "medal-test", examiner: "J. Examiner", recordedBy: "Maria Lopez" });
    expect(progress.assessments[3]).toMatchObject({ marks: "82/100", dance: "Waltz", style: "american-smooth" });
    // International Waltz is another dance: still Newcomer there.
    expect(progress.levels.find((row: { danceId: string }) => row.danceId === s.intlWaltz)).toBeUndefined();
  });

  it("refuses a level the dance does not have, Newcomer, an unknown key and a future date, each on its field", async () => {
    const s = await setup();
    await callRoute(patchDanceRoute, { token: s.owner.token, params: { id: s.waltz }, body: { topLevel: "gold-4" } });
    const above = await s.assess({ level: "gold-bar" });
    expect(above.status).toBe(400);
    expect(above.body.error.fields.level).toBe("Waltz (American Smooth) has no Gold Bar level: it is taught up to Gold 4.");
    expect((await s.assess({ level: "newcomer" })).body.error.fields.level).toContain("Bronze 1");
    const unknown = await s.assess({ level: "platinum-2" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.level).toBe("Choose a level of the ladder, e.g. bronze-2.");
    expect((await s.assess({ level: "bronze-1", result: "maybe" })).body.error.fields.result).toBeDefined();
    expect((await s.assess({ level: "bronze-1", date: localDate(1) })).body.error.fields.date).toBeDefined();
    expect((await s.progress()).assessments).toEqual([]);
  });

  it("is for staff who teach the student; another studio's dance is 404 on its field", async () => {
    const s = await setup();
    expect((await s.assess({ level: "bronze-1" }, s.me.token)).status).toBe(403);
    const stranger = await callRoute(assessRoute, {
      token: s.instructorMember.token,
      params: { id: s.stranger.id },
      body: { danceId: s.waltz, level: "bronze-1", result: "pass", date: localDate() },
    });
    expect(stranger.status).toBe(404);
    const other = await makeStudio();
    const theirs = await s.assess({ level: "bronze-1", danceId: await danceId(other.owner.token, "Waltz", "american-smooth") });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.fields.danceId).toBeDefined();
    expect((await s.assess({ level: "bronze-1" }, s.owner.token)).status).toBe(201);
  });
});

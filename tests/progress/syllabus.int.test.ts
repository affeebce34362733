import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PATCH as patchDanceRoute } from "@/app/api/dances/[id]/route";
import { GET as listFiguresRoute } from "@/app/api/dances/[id]/figures/route";
import { GET as listDancesRoute, POST as createDanceRoute } from "@/app/api/dances/route";
import { PATCH as patchFigureRoute } from "@/app/api/figures/[id]/route";
import { POST as createFigureRoute } from "@/app/api/figures/route";
import { GET as listLevelsRoute, PATCH as renameLevelsRoute } from "@/app/api/levels/route";
import { getDb } from "@/lib/db/client";
import { dances, figures } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { danceId, figuresOf, makeProgressStudio } from "../helpers/progress-factory";
import { makeStudio } from "../helpers/studio-factory";

describe("GET /api/dances", () => {
  it("lists the starter syllabus, American and International Waltz as two dances told apart by style", async () => {
    const s = await makeProgressStudio();
    const { status, body } = await callRoute(listDancesRoute, { token: s.me.token });
    expect(status).toBe(200);
    const waltzes = body.dances.filter((dance: { name: string }) => dance.name === "Waltz");
    expect(waltzes.map((dance: { style: string }) => dance.style).sort()).toEqual(["american-smooth", "international-standard"]);
    expect(body.dances[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      style: expect.any(String),
      topLevel: "gold-bar",
      position: 0,
      active: true,
    });
    const styles = new Set(body.dances.map((dance: { style: string }) => dance.style));
    expect([...styles].sort()).toEqual(["american-rhythm", "american-smooth", "club", "international-latin", "international-standard"]);
    for (const name of [
      "Quickstep",
      "Paso Doble",
      "Bolero",
      "Mambo",
      "Hustle",
      "West Coast Swing",
      "Nightclub Two-Step",
      "Argentine Tango",
    ]) {
      expect(body.dances.map((dance: { name: string }) => dance.name)).toContain(name);
    }
  });

  it("copies the starter syllabus once, even when two first reads race", async () => {
    const { studio, owner } = await makeStudio();
    const db = await getDb();
    const [a, b] = await Promise.all([
      callRoute(listDancesRoute, { token: owner.token }),
      callRoute(listDancesRoute, { token: owner.token }),
    ]);
    expect(a.body.dances).toHaveLength(b.body.dances.length);
    const [{ value }] = await db.select({ value: count() }).from(dances).where(eq(dances.studioId, studio.id));
    expect(Number(value)).toBe(a.body.dances.length);
    const again = await callRoute(listDancesRoute, { token: owner.token });
    expect(again.body.dances.map((dance: { id: string }) => dance.id)).toEqual(a.body.dances.map((dance: { id: string }) => dance.id));
  });

  it("is a Pro feature: a Basic studio is refused with the one plan_required shape", async () => {
    const s = await makeProgressStudio("basic");
    const { status, body } = await callRoute(listDancesRoute, { token: s.owner.token });
    expect(status).toBe(403);
    expect(body.error).toMatchObject({ code: "plan_required", feature: "progress_tracking", plan: "pro", planName: "Pro" });
  });
});

describe("GET /api/dances/{id}/figures", () => {
  it("gives each dance-in-style its own Bronze figures, in ladder order", async () => {
    const s = await makeProgressStudio();
    const american = await figuresOf(s.me.token, await danceId(s.me.token, "Waltz", "american-smooth"));
    const international = await figuresOf(s.me.token, await danceId(s.me.token, "Waltz", "international-standard"));
    expect(american.map((figure) => figure.name)).toEqual(expect.arrayContaining(["Box Step", "Progressive Basic", "Left Box Turn"]));
    expect(international.map((figure) => figure.name)).toEqual(expect.arrayContaining(["Closed Changes", "Natural Turn", "Whisk"]));
    expect(international.map((figure) => figure.name)).not.toContain("Box Step");
    expect(american[0]).toMatchObject({ level: "bronze-1", name: "Box Step" });
    const order = ["bronze-1", "bronze-2", "bronze-3", "bronze-4", "silver-1", "silver-2", "silver-3", "silver-4"];
    const levels = international.map((figure) => order.indexOf(figure.level));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
  });

  it("answers 404 for another studio's dance", async () => {
    const s = await makeProgressStudio();
    const other = await makeStudio();
    const theirs = await danceId(other.owner.token, "Jive", "international-latin");
    const { status } = await callRoute(listFiguresRoute, { token: s.owner.token, params: { id: theirs } });
    expect(status).toBe(404);
  });
});

describe("POST/PATCH /api/dances and /api/figures (owners)", () => {
  it("adds a dance of the studio's own with figures, renames and retires them; names stay unique per style", async () => {
    const s = await makeProgressStudio();
    const created = await callRoute(createDanceRoute, { token: s.owner.token, body: { name: "Polka", style: "club", topLevel: "gold-4" } });
    expect(created.status).toBe(201);
    expect(created.body.dance).toMatchObject({ name: "Polka", style: "club", topLevel: "gold-4", active: true });
    const twice = await callRoute(createDanceRoute, { token: s.owner.token, body: { name: "Polka", style: "club" } });
    expect(twice.status).toBe(409);
    expect(twice.body.error.fields.name).toContain("already");
    // The same name in another style is another dance.
    expect((await callRoute(createDanceRoute, { token: s.owner.token, body: { name: "Polka", style: "american-rhythm" } })).status).toBe(
      201,
    );

    const figure = await callRoute(createFigureRoute, {
      token: s.owner.token,
      body: { danceId: created.body.dance.id, level: "bronze-1", name: "Basic Polka Step" },
    });
    expect(figure.status).toBe(201);
    const tooHigh = await callRoute(createFigureRoute, {
      token: s.owner.token,
      body: { danceId: created.body.dance.id, level: "gold-bar", name: "Showcase" },
    });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.error.fields.level).toContain("taught up to Gold 4");

    const renamed = await callRoute(patchFigureRoute, {
      token: s.owner.token,
      params: { id: figure.body.figure.id },
      body: { name: "Polka Basic", level: "bronze-2" },
    });
    expect(renamed.body.figure).toMatchObject({ name: "Polka Basic", level: "bronze-2" });
    const retired = await callRoute(patchDanceRoute, {
      token: s.owner.token,
      params: { id: created.body.dance.id },
      body: { active: false },
    });
    expect(retired.body.dance.active).toBe(false);
  });

  it("refuses instructors and students, and another studio's ids", async () => {
    const s = await makeProgressStudio();
    const other = await makeStudio();
    for (const token of [s.instructorMember.token, s.me.token]) {
      expect((await callRoute(createDanceRoute, { token, body: { name: "Polka", style: "club" } })).status).toBe(403);
    }
    const theirs = await danceId(other.owner.token, "Samba", "international-latin");
    expect((await callRoute(patchDanceRoute, { token: s.owner.token, params: { id: theirs }, body: { name: "Mine" } })).status).toBe(404);
    const fig = (await figuresOf(other.owner.token, theirs))[0];
    expect((await callRoute(patchFigureRoute, { token: s.owner.token, params: { id: fig.id }, body: { name: "Mine" } })).status).toBe(404);
    const add = await callRoute(createFigureRoute, { token: s.owner.token, body: { danceId: theirs, level: "bronze-1", name: "Mine" } });
    expect(add.status).toBe(404);
    expect(add.body.error.fields.danceId).toBeDefined();
    const db = await getDb();
    const [{ value }] = await db.select({ value: count() }).from(figures).where(eq(figures.name, "Mine"));
    expect(Number(value)).toBe(0);
  });
});

describe("GET/PATCH /api/levels", () => {
  it("keeps stable keys in ladder order with the studio's names; renaming never reorders", async () => {
    const s = await makeProgressStudio();
    const before = await callRoute(listLevelsRoute, { token: s.me.token });
    expect(before.body.levels.slice(0, 3)).toEqual([
      { key: "newcomer", name: "Newcomer", order: 0 },
      { key: "bronze-1", name: "Bronze 1", order: 1 },
      { key: "bronze-2", name: "Bronze 2", order: 2 },
    ]);
    expect(before.body.levels.at(-1)).toEqual({ key: "gold-bar", name: "Gold Bar", order: 13 });
    const renamed = await callRoute(renameLevelsRoute, {
      token: s.owner.token,
      body: {
        levels: [
          { key: "bronze-1", name: "Associate Bronze" },
          { key: "bronze-2", name: "Associate Bronze" },
        ],
      },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.levels.map((level: { key: string }) => level.key)).toEqual(
      before.body.levels.map((level: { key: string }) => level.key),
    );
    expect(renamed.body.levels[1]).toEqual({ key: "bronze-1", name: "Associate Bronze", order: 1 });
    const reset = await callRoute(renameLevelsRoute, { token: s.owner.token, body: { levels: [{ key: "bronze-1", name: "" }] } });
    expect(reset.body.levels[1].name).toBe("Bronze 1");
    expect(reset.body.levels[2].name).toBe("Associate Bronze");
    // Another studio keeps its own names.
    const other = await makeStudio();
    expect((await callRoute(listLevelsRoute, { token: other.owner.token })).body.levels[2].name).toBe("Bronze 2");
  });

  it("refuses an unknown key on its field, and non-owners", async () => {
    const s = await makeProgressStudio();
    const bad = await callRoute(renameLevelsRoute, { token: s.owner.token, body: { levels: [{ key: "platinum-1", name: "Shiny" }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields["levels.0.key"]).toBeDefined();
    expect(
      (await callRoute(renameLevelsRoute, { token: s.instructorMember.token, body: { levels: [{ key: "bronze-1", name: "X" }] } })).status,
    ).toBe(403);
  });
});

import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listFigures } from "@/app/api/dances/[id]/figures/route";
import { PATCH as patchDance } from "@/app/api/dances/[id]/route";
import { GET as listDances, POST as createDance } from "@/app/api/dances/route";
import { PATCH as patchFigure } from "@/app/api/figures/[id]/route";
import { POST as createFigure } from "@/app/api/figures/route";
import { DELETE as deleteGoal, PATCH as patchGoal } from "@/app/api/goals/[id]/route";
import { GET as listLevels, PATCH as renameLevels } from "@/app/api/levels/route";
import { GET as ownProgress } from "@/app/api/me/progress/route";
import { DELETE as deletePractice } from "@/app/api/practice/[id]/route";
import { GET as studentsProgress } from "@/app/api/progress/students/route";
import { POST as assess } from "@/app/api/students/[id]/assessments/route";
import { GET as attendance } from "@/app/api/students/[id]/attendance/route";
import { PUT as markFigure } from "@/app/api/students/[id]/figures/[figureId]/route";
import { POST as setGoal } from "@/app/api/students/[id]/goals/route";
import { POST as addNote } from "@/app/api/students/[id]/notes/route";
import { POST as logPractice } from "@/app/api/students/[id]/practice/route";
import { GET as progress } from "@/app/api/students/[id]/progress/route";
import { callRoute } from "../helpers/call-route";
import { danceId, figuresOf, localDate, makeProgressStudio } from "../helpers/progress-factory";

type Role = "anonymous" | "student" | "instructor" | "owner";
const ROLES: Role[] = ["anonymous", "student", "instructor", "owner"];

async function makeFixture(plan: "pro" | "basic" = "pro") {
  const s = await makeProgressStudio(plan);
  // The syllabus is read through the API on a Pro studio; a Basic one is given ids it can't use anyway.
  const dance = plan === "pro" ? await danceId(s.owner.token, "Waltz", "american-smooth") : randomUUID();
  const figure = plan === "pro" ? (await figuresOf(s.owner.token, dance))[0].id : randomUUID();
  const tokens: Record<Role, string | undefined> = {
    anonymous: undefined,
    student: s.me.token,
    instructor: s.instructorMember.token,
    owner: s.owner.token,
  };
  return { ...s, dance, figure, tokens, student: s.me.student.id };
}
type Fixture = Awaited<ReturnType<typeof makeFixture>>;
type Call = { params?: Record<string, string>; body?: unknown };

/** Something the call acts on that must exist first (a practice entry, a goal), made by the owner. */
async function ownerMade(f: Fixture, kind: "practice" | "goal"): Promise<string> {
  if (kind === "practice") {
    const made = await callRoute(logPractice, {
      token: f.owner.token,
      params: { id: f.student },
      body: { date: localDate(), minutes: 10 },
    });
    return made.body.practice.id;
  }
  const made = await callRoute(setGoal, {
    token: f.owner.token,
    params: { id: f.student },
    body: { kind: "other", title: "Smile", targetDate: localDate(30) },
  });
  return made.body.goal.id;
}

type Row = {
  name: string;
  handler: Parameters<typeof callRoute>[0];
  method: string;
  call: (f: Fixture) => Call | Promise<Call>;
  own: Record<Exclude<Role, "anonymous">, number>;
  noIds?: boolean;
  /** Progress tracking is Pro; attendance is not. */
  ungated?: boolean;
};

const ALL_OK = (status: number) => ({ student: status, instructor: status, owner: status });
const STAFF = (status: number) => ({ student: 403, instructor: status, owner: status });
const OWNER = (status: number) => ({ student: 403, instructor: 403, owner: status });

const ROUTES: Row[] = [
  { name: "GET /api/dances", handler: listDances, method: "GET", call: () => ({}), own: ALL_OK(200), noIds: true },
  {
    name: "POST /api/dances",
    handler: createDance,
    method: "POST",
    call: () => ({ body: { name: `Polka ${randomUUID().slice(0, 6)}`, style: "club" } }),
    own: OWNER(201),
    noIds: true,
  },
  {
    name: "PATCH /api/dances/{id}",
    handler: patchDance,
    method: "PATCH",
    call: (f) => ({ params: { id: f.dance }, body: { position: 3 } }),
    own: OWNER(200),
  },
  {
    name: "GET /api/dances/{id}/figures",
    handler: listFigures,
    method: "GET",
    call: (f) => ({ params: { id: f.dance } }),
    own: ALL_OK(200),
  },
  {
    name: "POST /api/figures",
    handler: createFigure,
    method: "POST",
    call: (f) => ({ body: { danceId: f.dance, level: "bronze-1", name: `Figure ${randomUUID().slice(0, 6)}` } }),
    own: OWNER(201),
  },
  {
    name: "PATCH /api/figures/{id}",
    handler: patchFigure,
    method: "PATCH",
    call: (f) => ({ params: { id: f.figure }, body: { position: 2 } }),
    own: OWNER(200),
  },
  { name: "GET /api/levels", handler: listLevels, method: "GET", call: () => ({}), own: ALL_OK(200), noIds: true },
  {
    name: "PATCH /api/levels",
    handler: renameLevels,
    method: "PATCH",
    call: () => ({ body: { levels: [{ key: "gold-bar", name: "Open" }] } }),
    own: OWNER(200),
    noIds: true,
  },
  {
    name: "GET /api/students/{id}/progress",
    handler: progress,
    method: "GET",
    call: (f) => ({ params: { id: f.student } }),
    own: ALL_OK(200),
  },
  {
    name: "GET /api/me/progress",
    handler: ownProgress,
    method: "GET",
    call: () => ({}),
    own: { student: 200, instructor: 403, owner: 403 },
    noIds: true,
  },
  {
    name: "GET /api/students/{id}/attendance",
    handler: attendance,
    method: "GET",
    call: (f) => ({ params: { id: f.student } }),
    own: ALL_OK(200),
    ungated: true,
  },
  {
    name: "POST /api/students/{id}/practice",
    handler: logPractice,
    method: "POST",
    call: (f) => ({ params: { id: f.student }, body: { date: localDate(), minutes: 5 } }),
    own: ALL_OK(201),
  },
  {
    name: "DELETE /api/practice/{id}",
    handler: deletePractice,
    method: "DELETE",
    call: async (f) => ({ params: { id: await ownerMade(f, "practice") } }),
    own: ALL_OK(200),
  },
  {
    name: "PUT /api/students/{id}/figures/{figureId}",
    handler: markFigure,
    method: "PUT",
    call: (f) => ({ params: { id: f.student, figureId: f.figure }, body: { status: "learning" } }),
    own: STAFF(200),
  },
  {
    name: "POST /api/students/{id}/assessments",
    handler: assess,
    method: "POST",
    call: (f) => ({ params: { id: f.student }, body: { danceId: f.dance, level: "bronze-1", result: "retry", date: localDate() } }),
    own: STAFF(201),
  },
  {
    name: "POST /api/students/{id}/goals",
    handler: setGoal,
    method: "POST",
    call: (f) => ({ params: { id: f.student }, body: { kind: "other", title: "Turn", targetDate: localDate(10) } }),
    own: ALL_OK(201),
  },
  {
    name: "PATCH /api/goals/{id}",
    handler: patchGoal,
    method: "PATCH",
    call: async (f) => ({ params: { id: await ownerMade(f, "goal") }, body: { achieved: true } }),
    own: ALL_OK(200),
  },
  {
    name: "DELETE /api/goals/{id}",
    handler: deleteGoal,
    method: "DELETE",
    call: async (f) => ({ params: { id: await ownerMade(f, "goal") } }),
    own: ALL_OK(200),
  },
  {
    name: "POST /api/students/{id}/notes",
    handler: addNote,
    method: "POST",
    call: (f) => ({ params: { id: f.student }, body: { body: "Nice spin" } }),
    own: STAFF(201),
  },
  { name: "GET /api/progress/students", handler: studentsProgress, method: "GET", call: () => ({}), own: STAFF(200), noIds: true },
];

let home: Fixture;
let other: Fixture;
let basic: Fixture;
beforeAll(async () => {
  [home, other, basic] = [await makeFixture(), await makeFixture(), await makeFixture("basic")];
});

describe("access matrix: every progress endpoint × role × own/other studio × plan", () => {
  for (const row of ROUTES) {
    for (const role of ROLES) {
      const own = role === "anonymous" ? 401 : row.own[role];
      it(`${row.name} as ${role}: own studio ${own}`, async () => {
        const response = await callRoute(row.handler, { method: row.method, token: home.tokens[role], ...(await row.call(home)) });
        expect(response.status, JSON.stringify(response.body)).toBe(own);
      });
      if (row.noIds || own === 401 || own === 403) continue;
      it(`${row.name} as ${role}: another studio's id 404`, async () => {
        const response = await callRoute(row.handler, { method: row.method, token: home.tokens[role], ...(await row.call(other)) });
        expect(response.status, JSON.stringify(response.body)).toBe(404);
      });
    }
    if (row.ungated) continue;
    const allowed = (["owner", "instructor", "student"] as const).find((role) => row.own[role] < 400)!;
    // Feature before ids: what needs an owner-made record first (refused on Basic too) goes without one.
    it(`${row.name} on Basic: 403 plan_required`, async () => {
      const response = await callRoute(row.handler, {
        method: row.method,
        token: basic.tokens[allowed],
        ...(await Promise.resolve(basic)
          .then(row.call)
          .catch(() => ({}))),
      });
      expect(response.status).toBe(403);
      expect(response.body.error).toMatchObject({ code: "plan_required", feature: "progress_tracking", plan: "pro" });
    });
  }
});

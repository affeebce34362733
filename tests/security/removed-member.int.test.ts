import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as patchInstructor } from "@/app/api/instructors/[id]/route";
import { DELETE as deleteStudent, PATCH as patchStudent } from "@/app/api/students/[id]/route";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { makeWorld, recordFor, validRequest, type World } from "../helpers/route-fixtures";
import { endpoints, urlFor } from "../helpers/route-table";

/**
 * "A removed member is refused everywhere", generated from the one route table: once the
 * owner deactivates a student and an instructor and deletes another student, each of their tokens
 * — still well signed, not expired — answers 401 on every signed-in handler, including the ones
 * added after this test was written.
 */
const SIGNED_IN = endpoints().filter((endpoint) => endpoint.spec.auth);

let world: World;
const removed: Record<string, string> = {};

beforeAll(async () => {
  world = await makeWorld();
  const owner = world.tokens.owner;
  const gone = await makeStudentMember(world.studio.id, { name: "Gone Student" });
  // Each of them works before the owner acts: the 401s below are the removal's doing.
  for (const token of [world.tokens.student, world.tokens.instructor, gone.token]) {
    expect((await callRoute(SIGNED_IN.find((endpoint) => endpoint.name === "GET /api/me")!.handler, { token })).status).toBe(200);
  }
  const studentId = world.records.students;
  const instructorId = world.records.instructors;
  expect(
    (await callRoute(patchStudent, { method: "PATCH", token: owner, params: { id: studentId }, body: { active: false } })).status,
  ).toBe(200);
  expect(
    (await callRoute(patchInstructor, { method: "PATCH", token: owner, params: { id: instructorId }, body: { active: false } })).status,
  ).toBe(200);
  expect((await callRoute(deleteStudent, { method: "DELETE", token: owner, params: { id: gone.student.id } })).status).toBe(200);
  removed["deactivated student"] = world.tokens.student;
  removed["deactivated instructor"] = world.tokens.instructor;
  removed["deleted student"] = gone.token;
});

describe("a removed member is refused everywhere", () => {
  it("covers every signed-in handler of the route table", () => {
    console.info(`removed members: ${SIGNED_IN.length} signed-in handlers × 3 removed people = ${SIGNED_IN.length * 3} requests`);
    expect(SIGNED_IN.length).toBeGreaterThanOrEqual(80);
  });

  for (const endpoint of SIGNED_IN) {
    it(`${endpoint.name} → 401 for each removed person`, async () => {
      const params = Object.fromEntries(endpoint.pathParams.map((param) => [param, recordFor(world, endpoint, param)]));
      const request = validRequest(world, endpoint);
      for (const [who, token] of Object.entries(removed)) {
        const response = await callRoute(endpoint.handler, {
          method: endpoint.method,
          token,
          params,
          path: urlFor(endpoint.path, params, request.query),
          body: endpoint.method === "GET" ? undefined : (request.body ?? {}),
        });
        expect(response.status, `${endpoint.name} as the ${who}: ${JSON.stringify(response.body)}`).toBe(401);
        expect(response.body.error.code).toBe("unauthorized");
      }
    });
  }
});

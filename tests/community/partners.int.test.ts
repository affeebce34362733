import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as myGet, PUT as myPut } from "@/app/api/me/partner-search/route";
import { POST as acceptRoute } from "@/app/api/partner-requests/[id]/accept/route";
import { POST as declineRoute } from "@/app/api/partner-requests/[id]/decline/route";
import { POST as requestRoute } from "@/app/api/partner-requests/route";
import { GET as listRoute } from "@/app/api/partner-search/route";
import { getDb } from "@/lib/db/client";
import { students, studios } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { makeStudio } from "../helpers/studio-factory";

const AD = { active: true, style: "international-standard", level: "Silver", heightMinCm: 165, heightMaxCm: 185, days: [2, 4] };

type Member = Awaited<ReturnType<typeof makeStudentMember>>;

async function advertise(member: Member, ad: Record<string, unknown> = AD) {
  const saved = await callRoute(myPut, { token: member.token, method: "PUT", body: ad });
  expect(saved.status).toBe(200);
}

async function profileIdOf(viewer: Member, firstName: string): Promise<string> {
  const list = await callRoute(listRoute, { token: viewer.token, path: "/api/partner-search" });
  const card = list.body.people.find((person: { firstName: string }) => person.firstName === firstName);
  if (!card) throw new Error(`${firstName} isn't listed`);
  return card.profileId;
}

/** `from` asks `to` (who advertised); returns the request id. */
async function ask(from: Member, to: Member, toFirstName: string): Promise<string> {
  const sent = await callRoute(requestRoute, { token: from.token, body: { profileId: await profileIdOf(from, toFirstName) } });
  expect(sent.status).toBe(201);
  return sent.body.request.id;
}

describe("partner search", () => {
  it("lists others by first name and level only (with their ad), never surname, e-mail or phone", async () => {
    const { studio } = await makeStudio();
    const ana = await makeStudentMember(studio.id, { name: "Ana Kowalska", email: "ana@example.test", phone: "+1 212 555 0100" });
    const ben = await makeStudentMember(studio.id, { name: "Ben Okafor" });
    await advertise(ana);
    const list = await callRoute(listRoute, { token: ben.token, path: "/api/partner-search" });
    expect(list.status).toBe(200);
    expect(list.body.people).toHaveLength(1);
    expect(Object.keys(list.body.people[0]).sort()).toEqual([
      "days",
      "firstName",
      "heightMaxCm",
      "heightMinCm",
      "level",
      "profileId",
      "requested",
      "style",
    ]);
    expect(list.body.people[0]).toMatchObject({ firstName: "Ana", level: "Silver", days: [2, 4] });
    const text = JSON.stringify(list.body);
    for (const secret of ["Kowalska", "ana@example.test", "555", ana.student.id, ana.user.id]) expect(text).not.toContain(secret);
    // Ana doesn't see herself; a filter by another style hides her.
    expect((await callRoute(listRoute, { token: ana.token, path: "/api/partner-search" })).body.people).toEqual([]);
    const filtered = await callRoute(listRoute, { token: ben.token, path: "/api/partner-search?style=club" });
    expect(filtered.body.people).toEqual([]);
    // Taking the ad down takes her off the list.
    await advertise(ana, { ...AD, active: false });
    expect((await callRoute(listRoute, { token: ben.token, path: "/api/partner-search" })).body.people).toEqual([]);
  });

  it("refuses owners and instructors (403), a height range upside down (400), and another studio's profile (404)", async () => {
    const { studio, owner } = await makeStudio();
    expect((await callRoute(listRoute, { token: owner.token, path: "/api/partner-search" })).status).toBe(403);
    const ana = await makeStudentMember(studio.id, { name: "Ana K" });
    const bad = await callRoute(myPut, { token: ana.token, method: "PUT", body: { ...AD, heightMinCm: 190, heightMaxCm: 170 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.heightMaxCm).toBe("The tallest height should be at least the shortest.");
    const other = await makeStudio();
    const stranger = await makeStudentMember(other.studio.id, { name: "Zed Far" });
    await advertise(stranger);
    const theirs = await profileIdOf(await makeStudentMember(other.studio.id, { name: "Yan Near" }), "Zed");
    expect((await callRoute(requestRoute, { token: ana.token, body: { profileId: theirs } })).status).toBe(404);
  });
});

describe("partner requests", () => {
  it("connects two students: request, accept, then both see each other's full name and e-mail as partners", async () => {
    const { studio } = await makeStudio();
    const ana = await makeStudentMember(studio.id, { name: "Ana Kowalska" });
    const ben = await makeStudentMember(studio.id, { name: "Ben Okafor" });
    await advertise(ana);
    const id = await ask(ben, ana, "Ana");
    const again = await callRoute(requestRoute, { token: ben.token, body: { profileId: await profileIdOf(ben, "Ana") } });
    expect(again.status).toBe(409);

    const before = await callRoute(myGet, { token: ana.token });
    expect(before.body.incoming).toEqual([{ id, firstName: "Ben", level: "Newcomer", style: null }]);
    expect(before.body.partner).toBeNull();
    // Only the one asked may answer: Ben accepting his own request is 404, like a stranger's id.
    expect((await callRoute(acceptRoute, { token: ben.token, body: undefined, method: "POST", params: { id } })).status).toBe(404);

    const accepted = await callRoute(acceptRoute, { token: ana.token, method: "POST", params: { id } });
    expect(accepted.status).toBe(200);
    const db = await getDb();
    const rows = await db.select({ id: students.id, partnerId: students.partnerId }).from(students).where(eq(students.studioId, studio.id));
    expect(rows.find((row) => row.id === ana.student.id)?.partnerId).toBe(ben.student.id);
    expect(rows.find((row) => row.id === ben.student.id)?.partnerId).toBe(ana.student.id);
    const after = await callRoute(myGet, { token: ben.token });
    expect(after.body.partner).toEqual({ name: "Ana Kowalska", email: ana.user.email });
    expect(after.body.outgoing).toEqual([{ id, firstName: "Ana", level: "Silver", status: "accepted" }]);
    // Her ad came down; answering twice is 409.
    expect((await callRoute(listRoute, { token: ben.token, path: "/api/partner-search" })).body.people).toEqual([]);
    expect((await callRoute(acceptRoute, { token: ana.token, method: "POST", params: { id } })).status).toBe(409);
  });

  it("declines without linking anyone", async () => {
    const { studio } = await makeStudio();
    const ana = await makeStudentMember(studio.id, { name: "Ana K" });
    const ben = await makeStudentMember(studio.id, { name: "Ben O" });
    await advertise(ana);
    const id = await ask(ben, ana, "Ana");
    expect((await callRoute(declineRoute, { token: ana.token, method: "POST", params: { id } })).body.request.status).toBe("declined");
    expect((await callRoute(myGet, { token: ana.token })).body.partner).toBeNull();
    const other = await makeStudio();
    const stranger = await makeStudentMember(other.studio.id);
    expect((await callRoute(acceptRoute, { token: stranger.token, method: "POST", params: { id } })).status).toBe(404);
  });

  it("applies the plan's partner-connection limit when a request is accepted, and says so", async () => {
    const { studio } = await makeStudio({ plan: "basic" });
    const [a, b, c, d] = await Promise.all(["Ana A", "Ben B", "Cy C", "Di D"].map((name) => makeStudentMember(studio.id, { name })));
    await advertise(a);
    await advertise(c);
    const first = await ask(b, a, "Ana");
    const second = await ask(d, c, "Cy");
    expect((await callRoute(acceptRoute, { token: a.token, method: "POST", params: { id: first } })).status).toBe(200);
    const over = await callRoute(acceptRoute, { token: c.token, method: "POST", params: { id: second } });
    expect(over.status).toBe(403);
    expect(over.body.error).toEqual({
      code: "plan_required",
      message: "Your Basic plan allows 1 partner connection. Upgrade to Pro for up to 5.",
      feature: "partner_connections",
      plan: "pro",
      planName: "Pro",
    });
    // Still pending: once the studio upgrades, the same request can be accepted.
    const db = await getDb();
    await db.update(studios).set({ plan: "pro" }).where(eq(studios.id, studio.id));
    expect((await callRoute(acceptRoute, { token: c.token, method: "POST", params: { id: second } })).status).toBe(200);
  });

  it("lets only one of two simultaneous accepts at the limit pass", async () => {
    const { studio } = await makeStudio({ plan: "basic" });
    const [a, b, c, d] = await Promise.all(["Ana A", "Ben B", "Cy C", "Di D"].map((name) => makeStudentMember(studio.id, { name })));
    await advertise(a);
    await advertise(c);
    const first = await ask(b, a, "Ana");
    const second = await ask(d, c, "Cy");
    const answers = await Promise.all([
      callRoute(acceptRoute, { token: a.token, method: "POST", params: { id: first } }),
      callRoute(acceptRoute, { token: c.token, method: "POST", params: { id: second } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    const db = await getDb();
    const linked = await db
      .select()
      .from(students)
      .where(and(eq(students.studioId, studio.id)));
    expect(linked.filter((row) => row.partnerId !== null)).toHaveLength(2);
  });
});

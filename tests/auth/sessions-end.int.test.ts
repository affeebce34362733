import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { PATCH as patchInstructor, DELETE as deleteInstructor } from "@/app/api/instructors/[id]/route";
import { GET as me } from "@/app/api/me/route";
import { GET as rooms } from "@/app/api/rooms/route";
import { PATCH as patchStudent, DELETE as deleteStudent } from "@/app/api/students/[id]/route";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { makeInstructor, makeMember, makeStudio } from "../helpers/studio-factory";
import { createAccount, tokenCookie } from "./factories";
import { signToken } from "./tokens";

const PASSWORD = "a-good-password";
let address = 0;

async function withPassword(userId: string) {
  await (
    await getDb()
  )
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, userId));
}

function logIn(email: string) {
  address += 1;
  return callRoute(login, { body: { email, password: PASSWORD }, headers: { "x-forwarded-for": `192.0.2.${address}` } });
}

describe("POST /api/auth/logout ends the session on the server", () => {
  it("refuses the token afterwards (cookie or Bearer), while the person's other sessions go on", async () => {
    const account = await createAccount();
    address += 1;
    const second = await callRoute(login, {
      body: { email: account.email, password: account.password },
      headers: { "x-forwarded-for": `192.0.2.${address}` },
    });
    expect(second.status).toBe(200);

    expect((await callRoute(me, { cookie: account.cookie })).status).toBe(200);
    const out = await callRoute(logout, { method: "POST", cookie: account.cookie });
    expect(out.status).toBe(204);
    expect(tokenCookie(out.headers)?.value).toBe("");
    expect((await callRoute(me, { cookie: account.cookie })).status).toBe(401);
    expect((await callRoute(me, { token: account.token })).status).toBe(401);
    // Signing out on one device leaves the other signed in.
    expect((await callRoute(me, { token: second.body.accessToken })).status).toBe(200);
    await callRoute(logout, { method: "POST", token: second.body.accessToken });
    expect((await callRoute(me, { token: second.body.accessToken })).status).toBe(401);
  });

  it("refuses a well-signed token that names no session (signed before sessions could end)", async () => {
    const account = await createAccount();
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const withoutSid = await signToken(
      { sub: account.user.id, studioId: account.user.studioId, role: "owner" },
      process.env.JWT_SECRET!,
      exp,
    );
    const unknownSid = await signToken(
      { sub: account.user.id, studioId: account.user.studioId, role: "owner", sid: crypto.randomUUID() },
      process.env.JWT_SECRET!,
      exp,
    );
    expect((await callRoute(me, { token: withoutSid })).status).toBe(401);
    expect((await callRoute(me, { token: unknownSid })).status).toBe(401);
  });
});

describe("a membership ends with the person's record", () => {
  it("deactivating a student signs them out at once and refuses their login; reactivating lets them back in", async () => {
    const { studio, owner } = await makeStudio();
    const student = await makeStudentMember(studio.id);
    await withPassword(student.user.id);
    expect((await callRoute(rooms, { token: student.token })).status).toBe(200);

    const off = await callRoute(patchStudent, {
      method: "PATCH",
      token: owner.token,
      params: { id: student.student.id },
      body: { active: false },
    });
    expect(off.status).toBe(200);
    expect((await callRoute(me, { token: student.token })).status).toBe(401);
    expect((await callRoute(rooms, { token: student.token })).status).toBe(401);
    const refused = await logIn(student.user.email);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe("Your access to the studio has ended. Ask the studio owner to reactivate your account.");

    const on = await callRoute(patchStudent, {
      method: "PATCH",
      token: owner.token,
      params: { id: student.student.id },
      body: { active: true },
    });
    expect(on.status).toBe(200);
    // The old token stays ended; signing in again works.
    expect((await callRoute(me, { token: student.token })).status).toBe(401);
    const back = await logIn(student.user.email);
    expect(back.status).toBe(200);
    expect((await callRoute(me, { token: back.body.accessToken })).body.user.role).toBe("student");
  });

  it("deleting a student ends their access", async () => {
    const { studio, owner } = await makeStudio();
    const student = await makeStudentMember(studio.id);
    await withPassword(student.user.id);
    const removed = await callRoute(deleteStudent, { method: "DELETE", token: owner.token, params: { id: student.student.id } });
    expect(removed.status).toBe(200);
    expect((await callRoute(me, { token: student.token })).status).toBe(401);
    expect((await logIn(student.user.email)).status).toBe(403);
  });

  it("deactivating or deleting an instructor ends their access; the owner who teaches keeps the studio", async () => {
    const { studio, owner } = await makeStudio();
    const teacher = await makeMember(studio.id, "instructor");
    await withPassword(teacher.user.id);
    const record = await makeInstructor(studio.id, { userId: teacher.user.id });
    // The owner is on the instructor list too.
    const ownerRecord = await makeInstructor(studio.id, { userId: owner.user.id });

    const off = await callRoute(patchInstructor, {
      method: "PATCH",
      token: owner.token,
      params: { id: record.id },
      body: { active: false },
    });
    expect(off.status).toBe(200);
    expect((await callRoute(me, { token: teacher.token })).status).toBe(401);
    expect((await logIn(teacher.user.email)).status).toBe(403);
    await callRoute(patchInstructor, { method: "PATCH", token: owner.token, params: { id: record.id }, body: { active: true } });
    const back = await logIn(teacher.user.email);
    expect(back.status).toBe(200);

    const removed = await callRoute(deleteInstructor, { method: "DELETE", token: owner.token, params: { id: record.id } });
    expect(removed.status).toBe(200);
    expect((await callRoute(me, { token: back.body.accessToken })).status).toBe(401);
    expect((await logIn(teacher.user.email)).status).toBe(403);

    await callRoute(patchInstructor, { method: "PATCH", token: owner.token, params: { id: ownerRecord.id }, body: { active: false } });
    expect((await callRoute(me, { token: owner.token })).status).toBe(200);
  });
});

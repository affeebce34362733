import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as passwordRoute } from "@/app/api/me/password/route";
import { GET as getProfileRoute, PATCH as patchProfileRoute } from "@/app/api/me/profile/route";
import { GET as meRoute } from "@/app/api/me/route";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { startSession } from "@/lib/auth/sessions";
import { getDb } from "@/lib/db/client";
import { students, users } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeStudent, makeStudentMember } from "../helpers/people-factory";
import { makeMember, makeStudio } from "../helpers/studio-factory";

const PASSWORD = "old-password-1";

async function withPassword<T extends { user: { id: string } }>(member: T): Promise<T> {
  const db = await getDb();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, member.user.id));
  return member;
}

describe("GET/PATCH /api/me/profile", () => {
  it("gives a student their account and student record (level and partner read-only)", async () => {
    const { studio } = await makeStudio();
    const partner = await makeStudent(studio.id, { name: "Pat Partner" });
    const me = await makeStudentMember(studio.id, { level: "Silver", partnerId: partner.id, phone: "555-0101" });
    const response = await callRoute(getProfileRoute, { token: me.token });
    expect(response.status).toBe(200);
    expect(response.body.profile).toEqual({
      name: me.user.name,
      email: me.user.email,
      role: "student",
      student: { phone: "555-0101", emergencyContact: null, dateOfBirth: null, level: "Silver", partnerName: "Pat Partner" },
    });

    // The level is the studio's: a profile change naming it is refused as a whole, the field named.
    const withLevel = await callRoute(patchProfileRoute, {
      method: "PATCH",
      token: me.token,
      body: { name: "  Ana Dancer ", phone: "555-0199", emergencyContact: "Mom, 555-0000", level: "Gold" },
    });
    expect(withLevel.status).toBe(400);
    expect(withLevel.body.error.fields).toEqual({ level: "Not a field this request takes." });
    const saved = await callRoute(patchProfileRoute, {
      method: "PATCH",
      token: me.token,
      body: { name: "  Ana Dancer ", phone: "555-0199", emergencyContact: "Mom, 555-0000" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({
      name: "Ana Dancer",
      student: { phone: "555-0199", emergencyContact: "Mom, 555-0000", level: "Silver" },
    });
    const [row] = await (await getDb()).select().from(students).where(eq(students.id, me.student.id));
    expect(row).toMatchObject({ phone: "555-0199", emergencyContact: "Mom, 555-0000", level: "Silver", partnerId: partner.id });
    // An empty field clears it.
    const cleared = await callRoute(patchProfileRoute, { method: "PATCH", token: me.token, body: { phone: "" } });
    expect(cleared.body.profile.student.phone).toBeNull();
  });

  it("lets staff change their name; student fields are refused for them with a message", async () => {
    const { studio, owner } = await makeStudio();
    const profile = await callRoute(getProfileRoute, { token: owner.token });
    expect(profile.body.profile).toMatchObject({ role: "owner", student: null });
    expect(
      (await callRoute(patchProfileRoute, { method: "PATCH", token: owner.token, body: { name: "Olivia G." } })).body.profile.name,
    ).toBe("Olivia G.");
    const instructor = await makeMember(studio.id, "instructor");
    const refused = await callRoute(patchProfileRoute, { method: "PATCH", token: instructor.token, body: { phone: "555" } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain("student record");
  });

  it("changes the e-mail only with the current password, and never to another account's", async () => {
    const { studio } = await makeStudio();
    const me = await withPassword(await makeStudentMember(studio.id));
    const other = await makeMember(studio.id, "owner");
    const without = await callRoute(patchProfileRoute, { method: "PATCH", token: me.token, body: { email: "new@example.test" } });
    expect(without.status).toBe(400);
    expect(without.body.error.fields).toEqual({ currentPassword: "Enter your current password to change your e-mail." });
    const wrong = await callRoute(patchProfileRoute, {
      method: "PATCH",
      token: me.token,
      body: { email: "new@example.test", currentPassword: "nope-nope" },
    });
    expect(wrong.body.error.fields).toEqual({ currentPassword: "Your current password is wrong." });
    const taken = await callRoute(patchProfileRoute, {
      method: "PATCH",
      token: me.token,
      body: { email: other.user.email.toUpperCase(), currentPassword: PASSWORD },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields.email).toBe("Another account already uses this e-mail.");
    const email = `moved.${Date.now()}@example.test`;
    const ok = await callRoute(patchProfileRoute, {
      method: "PATCH",
      token: me.token,
      body: { email: ` ${email.toUpperCase()} `, currentPassword: PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.profile.email).toBe(email);
    const invalid = await callRoute(patchProfileRoute, { method: "PATCH", token: me.token, body: { email: "not-an-email" } });
    expect(invalid.status).toBe(400);
  });

  it("needs a session", async () => {
    expect((await callRoute(getProfileRoute, {})).status).toBe(401);
    expect((await callRoute(passwordRoute, { body: { currentPassword: "x", newPassword: "long-enough-1" } })).status).toBe(401);
  });
});

describe("POST /api/me/password", () => {
  it("changes the password with the current one; a wrong one is a 400 on its field", async () => {
    const { studio } = await makeStudio();
    const me = await withPassword(await makeMember(studio.id, "instructor"));
    const wrong = await callRoute(passwordRoute, {
      token: me.token,
      body: { currentPassword: "wrong-password", newPassword: "brand-new-pass" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: "validation", fields: { currentPassword: "Your current password is wrong." } });
    const short = await callRoute(passwordRoute, { token: me.token, body: { currentPassword: PASSWORD, newPassword: "short" } });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.newPassword).toBe("Use at least 8 characters for your password.");
    const ok = await callRoute(passwordRoute, { token: me.token, body: { currentPassword: PASSWORD, newPassword: "brand-new-pass" } });
    expect(ok.status).toBe(200);
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, me.user.id));
    expect(await verifyPassword("brand-new-pass", row.passwordHash)).toBe(true);
    expect(await verifyPassword(PASSWORD, row.passwordHash)).toBe(false);
  });

  it("ends every other session at once, even one signed in the same second; the caller gets a new cookie", async () => {
    const { studio } = await makeStudio();
    const me = await withPassword(await makeMember(studio.id, "owner"));
    // A second sign-in elsewhere (Remember me), in the same second as the change below.
    const elsewhere = await startSession(await getDb(), { userId: me.user.id, studioId: studio.id, role: "owner" }, true);
    expect((await callRoute(meRoute, { token: elsewhere.token })).status).toBe(200);
    const changed = await callRoute(passwordRoute, { token: me.token, body: { currentPassword: PASSWORD, newPassword: "brand-new-pass" } });
    expect(changed.status).toBe(200);
    const renewed = /token=([^;]+)/.exec(changed.headers.get("set-cookie") ?? "")?.[1];
    expect(renewed).toBeTruthy();
    expect((await callRoute(meRoute, { token: renewed })).status).toBe(200);
    expect((await callRoute(meRoute, { token: me.token })).status).toBe(401);
    expect((await callRoute(meRoute, { token: elsewhere.token })).status).toBe(401);
  });

  it("counts wrong current passwords with failed logins: the sixth try in 15 minutes is a 429", async () => {
    const { studio } = await makeStudio();
    const me = await withPassword(await makeMember(studio.id, "owner"));
    const attempt = (currentPassword: string) =>
      callRoute(passwordRoute, { token: me.token, body: { currentPassword, newPassword: "brand-new-pass" } });
    for (let i = 0; i < 5; i += 1) expect((await attempt(`guess-${i}`)).status).toBe(400);
    const blocked = await attempt(PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBeTruthy();
  });
});

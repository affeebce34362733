import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as documentsRoute from "@/app/api/documents/route";
import * as documentRoute from "@/app/api/documents/[id]/route";
import * as signRoute from "@/app/api/documents/[id]/sign/route";
import * as signaturesRoute from "@/app/api/documents/[id]/signatures/route";
import * as versionsRoute from "@/app/api/documents/[id]/versions/route";
import { getDb } from "@/lib/db/client";
import { documentSignatures } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeStudent, makeStudentMember } from "../helpers/people-factory";
import { makeMember, makeStudio } from "../helpers/studio-factory";

/**
 * Waivers and agreements (lib/records/documents*.ts, /api/documents): owners write them, each text
 * change is a new version with its SHA-256; students sign the current version with their name (a
 * guardian's under 18), kept with the address, the browser and the hash; owners see who hasn't signed.
 */
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const WAIVER = { title: "Liability waiver", kind: "waiver", text: "I dance at my own risk.\n\nSigned below.", requiredBeforeBooking: true };

async function studioWithWaiver() {
  const { studio, owner } = await makeStudio();
  const created = await callRoute(documentsRoute.POST, { token: owner.token, body: WAIVER });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { studio, owner, document: created.body.document as { id: string; current: { id: string; version: number; bodyHash: string } } };
}

function sign(token: string, id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return callRoute(signRoute.POST, { token, params: { id }, body, headers });
}

describe("documents", () => {
  it("publish version 1 with the body's SHA-256, and a new version only when the text changes", async () => {
    const { owner, document } = await studioWithWaiver();
    expect(document.current).toMatchObject({ version: 1, bodyHash: sha256(WAIVER.text) });

    const renamed = await callRoute(documentRoute.PATCH, { token: owner.token, params: { id: document.id }, body: { title: "Waiver" } });
    expect(renamed.body.document).toMatchObject({ title: "Waiver", current: { version: 1 } });
    const same = await callRoute(documentRoute.PATCH, { token: owner.token, params: { id: document.id }, body: { text: WAIVER.text } });
    expect(same.body.document.versions).toHaveLength(1);
    const changed = await callRoute(documentRoute.PATCH, {
      token: owner.token,
      params: { id: document.id },
      body: { text: "New text.", requiredBeforeBooking: false },
    });
    expect(changed.body.document).toMatchObject({
      requiredBeforeBooking: false,
      text: "New text.",
      current: { version: 2, bodyHash: sha256("New text.") },
    });
    const third = await callRoute(versionsRoute.POST, { token: owner.token, params: { id: document.id }, body: { text: "Third." } });
    expect(third.status).toBe(201);
    expect(third.body.document.versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
  });

  it("are written by owners only, and another studio's document is 404", async () => {
    const { studio, owner, document } = await studioWithWaiver();
    const instructor = await makeMember(studio.id, "instructor");
    const me = await makeStudentMember(studio.id);
    for (const token of [instructor.token, me.token]) {
      expect((await callRoute(documentsRoute.POST, { token, body: WAIVER })).status).toBe(403);
      expect((await callRoute(documentRoute.PATCH, { token, params: { id: document.id }, body: { active: false } })).status).toBe(403);
      expect((await callRoute(signaturesRoute.GET, { token, params: { id: document.id } })).status).toBe(403);
    }
    expect((await callRoute(documentsRoute.GET, { token: instructor.token })).status).toBe(403);

    const other = await makeStudio();
    const stranger = await makeStudentMember(other.studio.id);
    expect(
      (await callRoute(documentRoute.PATCH, { token: other.owner.token, params: { id: document.id }, body: { title: "Mine" } })).status,
    ).toBe(404);
    expect((await callRoute(signaturesRoute.GET, { token: other.owner.token, params: { id: document.id } })).status).toBe(404);
    expect((await sign(stranger.token, document.id, { fullName: stranger.student.name })).status).toBe(404);
    expect((await callRoute(documentsRoute.GET, { token: other.owner.token })).body).toEqual({ documents: [] });
    expect((await callRoute(documentsRoute.GET, { token: owner.token })).body.documents).toHaveLength(1);
  });

  it("are signed with the student's own name, kept with the address, the browser and the hash, once per version", async () => {
    const { studio, owner, document } = await studioWithWaiver();
    const me = await makeStudentMember(studio.id, { name: "Ana María Ruiz" });
    const wrong = await sign(me.token, document.id, { fullName: "Someone Else" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ fullName: "Type your full name as the studio has it: Ana María Ruiz." });

    const agent = "Mozilla/5.0 (Test) Chromium";
    const signed = await sign(
      me.token,
      document.id,
      { fullName: "  ana  maría RUIZ ", version: 1 },
      { "user-agent": agent, "x-forwarded-for": "198.51.100.7, 203.0.113.9" },
    );
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    // One trusted proxy (TRUSTED_PROXY=1 in tests): the address it saw is the last hop.
    expect(signed.body.signature).toMatchObject({
      fullName: "ana  maría RUIZ",
      guardianName: null,
      version: 1,
      ipAddress: "203.0.113.9",
      userAgent: agent,
      bodyHash: sha256(WAIVER.text),
    });
    const again = await sign(me.token, document.id, { fullName: "Ana María Ruiz" }, { "x-forwarded-for": "192.0.2.1" });
    expect(again.body.signature).toEqual(signed.body.signature);
    const db = await getDb();
    const rows = await db
      .select()
      .from(documentSignatures)
      .where(and(eq(documentSignatures.studioId, studio.id), eq(documentSignatures.documentId, document.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ipAddress: "203.0.113.9", userAgent: agent, bodyHash: sha256(WAIVER.text), signedBy: me.user.id });

    const mine = await callRoute(documentsRoute.GET, { token: me.token });
    expect(mine.body.documents).toEqual([
      expect.objectContaining({
        id: document.id,
        version: 1,
        signature: { id: signed.body.signature.id, signedAt: expect.any(String) },
        needsGuardian: false,
      }),
    ]);
    expect(mine.body.documents[0]).not.toHaveProperty("signedCount");

    // A new version: unsigned again; signing it while holding the old one is refused, not signed unread.
    await callRoute(documentRoute.PATCH, { token: owner.token, params: { id: document.id }, body: { text: "Version two." } });
    expect((await callRoute(documentsRoute.GET, { token: me.token })).body.documents[0]).toMatchObject({ version: 2, signature: null });
    const stale = await sign(me.token, document.id, { fullName: "Ana María Ruiz", version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe("Liability waiver has changed since you opened it. Read version 2 and sign again.");
  });

  it("ask a minor (by date of birth, on the studio's day) for a guardian's name", async () => {
    const { studio, document } = await studioWithWaiver();
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
    const [year, month, day] = today.split("-").map(Number);
    const eighteenTomorrow = new Date(Date.UTC(year - 18, month - 1, day + 1)).toISOString().slice(0, 10);
    const minor = await makeStudentMember(studio.id, { dateOfBirth: eighteenTomorrow });
    expect((await callRoute(documentsRoute.GET, { token: minor.token })).body.documents[0].needsGuardian).toBe(true);
    const alone = await sign(minor.token, document.id, { fullName: minor.student.name });
    expect(alone.status).toBe(400);
    expect(alone.body.error.fields).toEqual({ guardianName: "Type your parent's or guardian's full name." });
    const withGuardian = await sign(minor.token, document.id, { fullName: minor.student.name, guardianName: "Rosa Ruiz" });
    expect(withGuardian.status).toBe(201);
    expect(withGuardian.body.signature.guardianName).toBe("Rosa Ruiz");

    const eighteenToday = `${year - 18}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
    const adult = await makeStudentMember(studio.id, { dateOfBirth: eighteenToday });
    const signed = await sign(adult.token, document.id, { fullName: adult.student.name, guardianName: "Not needed" });
    expect(signed.status).toBe(201);
    expect(signed.body.signature.guardianName).toBeNull();
  });

  it("show owners who signed which version, and the active students who haven't signed the current one", async () => {
    const { studio, owner, document } = await studioWithWaiver();
    const signer = await makeStudentMember(studio.id, { name: "Bea Signer" });
    const waiting = await makeStudent(studio.id, { name: "Cal Waiting" });
    await makeStudent(studio.id, { name: "Dee Inactive", active: false });
    await sign(signer.token, document.id, { fullName: "Bea Signer" });
    const list = await callRoute(signaturesRoute.GET, { token: owner.token, params: { id: document.id } });
    expect(list.body.signatures).toEqual([
      expect.objectContaining({ studentId: signer.student.id, studentName: "Bea Signer", version: 1 }),
    ]);
    expect(list.body.unsigned).toEqual([{ studentId: waiting.id, name: "Cal Waiting" }]);
    const [listed] = (await callRoute(documentsRoute.GET, { token: owner.token })).body.documents;
    expect(listed).toMatchObject({ signedCount: 1, unsignedCount: 1 });

    await callRoute(versionsRoute.POST, { token: owner.token, params: { id: document.id }, body: { text: "Updated." } });
    const after = await callRoute(signaturesRoute.GET, { token: owner.token, params: { id: document.id } });
    expect(after.body.unsigned.map((row: { name: string }) => row.name)).toEqual(["Bea Signer", "Cal Waiting"]);
    expect(after.body.signatures).toHaveLength(1);
  });
});

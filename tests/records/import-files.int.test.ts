import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as importsRoute from "@/app/api/imports/route";
import { getDb } from "@/lib/db/client";
import { outboxMessages, students } from "@/lib/db/schema";
import { makeStudent, makeStudentMember } from "../helpers/people-factory";
import { makeMember, makeStudio } from "../helpers/studio-factory";
import { callRoute } from "../helpers/call-route";
import { commit, dryRun, getOne, importFile, invite, list, multipart, undo, upload, uploaded } from "./import-support";

describe("import files and who may touch them", () => {
  it("refuses what isn't a readable CSV with a 4xx that says what to do", async () => {
    const { owner } = await makeStudio();
    const cases: [string, string | Uint8Array, number, RegExp][] = [
      ["empty", "", 400, /empty/],
      ["binary", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2, 3]), 400, /isn't a CSV/],
      ["xlsx", new Uint8Array([0x50, 0x4b, 3, 4, 20, 0, 6, 0]), 400, /Excel workbook/],
      ["header only", "Name,Email\r\n", 400, /no rows/],
      ["broken quotes", 'Name,Email\n"Anna,anna@example.test\nBen,"b"x"\n', 400, /isn't a CSV we can read/],
    ];
    for (const [what, content, status, message] of cases) {
      const response = await upload(owner.token, "students", content);
      expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBe(status);
      expect(response.body.error.message, what).toMatch(message);
    }
    const wrongKind = await multipart({ kind: "pets", file: { name: "a.csv", content: "Name\nA\n" } });
    const kind = await callRoute(importsRoute.POST, {
      method: "POST",
      token: owner.token,
      body: wrongKind.body,
      headers: { "content-type": wrongKind.contentType },
    });
    expect(kind.status).toBe(400);
    expect(kind.body.error.fields).toHaveProperty("kind");
    const json = await callRoute(importsRoute.POST, { method: "POST", token: owner.token, body: { kind: "students" } });
    expect(json.status).toBe(400);
  });

  it("takes the CSV as the body from the app's own page (text/csv, kind in the query), which may not send multipart", async () => {
    const { owner } = await makeStudio();
    const page = { cookie: `token=${owner.token}`, headers: { origin: "http://localhost:3000", "content-type": "text/csv" } };
    const raw = (query: string, body: string | Uint8Array, headers: Record<string, string> = page.headers) =>
      callRoute(importsRoute.POST, { method: "POST", cookie: page.cookie, path: `/api/imports${query}`, body, headers });
    const ok = await raw("?kind=students&fileName=My%20clients.csv", "Name,Email\nAnna Smith,anna@example.test\n");
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.import).toMatchObject({ kind: "students", fileName: "My clients.csv", rowCount: 1, columns: ["Name", "Email"] });
    const noKind = await raw("", "Name\nA\n");
    expect(noKind.status).toBe(400);
    expect(noKind.body.error.fields).toHaveProperty("kind");
    const badKind = await raw("?kind=pets", "Name\nA\n");
    expect(badKind.status).toBe(400);
    expect(badKind.body.error.fields).toHaveProperty("kind");
    expect((await raw("?kind=students", new Uint8Array([0x50, 0x4b, 3, 4]))).body.error.fields).toHaveProperty("file");
    expect((await raw("?kind=students", new Uint8Array(21 * 1024 * 1024).fill(0x61))).status).toBe(413);
    // The same page sending multipart is refused before anything is read: a cross-site form could send that.
    const form = await multipart({ kind: "students", file: { name: "a.csv", content: "Name\nA\n" } });
    const refused = await raw("", form.body, { ...page.headers, "content-type": form.contentType });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("cross_site");
    const plain = await raw("?kind=students", "Name\nA\n", { ...page.headers, "content-type": "text/plain" });
    expect(plain.status).toBe(403);
  });

  it("refuses a file over 20 MB and 50 MB of junk with 413, never a 500", async () => {
    const { owner } = await makeStudio();
    const big = new Uint8Array(21 * 1024 * 1024).fill(0x61);
    expect((await upload(owner.token, "students", big)).status).toBe(413);
    const junk = new Uint8Array(50 * 1024 * 1024);
    for (let i = 0; i < junk.length; i += 4096) junk[i] = i % 251;
    const response = await callRoute(importsRoute.POST, {
      method: "POST",
      token: owner.token,
      body: junk,
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe("too_large");
  });

  it("reads a semicolon file from a European spreadsheet in Windows-1252", async () => {
    const { studio, owner } = await makeStudio({ timeZone: "Europe/Paris" });
    const text = 'Prénom;Nom;"E-mail";Date de naissance\r\nZoé;Müller;zoe@example.test;03/04/1990\r\n';
    const bytes = new Uint8Array([...text].map((char) => char.charCodeAt(0)));
    const response = await upload(owner.token, "students", bytes);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const batch = response.body.import;
    expect(batch.columns).toEqual(["Prénom", "Nom", "E-mail", "Date de naissance"]);
    expect(batch.guessedMapping).toMatchObject({ email: "E-mail" });
    const mapping = { ...batch.guessedMapping, firstName: "Prénom", lastName: "Nom", dateOfBirth: "Date de naissance" };
    const result = await commit(owner.token, batch.id, mapping);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const db = await getDb();
    const [zoe] = await db.select().from(students).where(eq(students.studioId, studio.id));
    // D/M/YYYY in France: 3 April.
    expect(zoe).toMatchObject({ name: "Zoé Müller", dateOfBirth: "1990-04-03" });
  });

  it("counts blank rows, so errors name the spreadsheet's own row numbers", async () => {
    const { owner } = await makeStudio();
    const batch = await uploaded(
      owner.token,
      "students",
      "Name,Email\r\nAnna Smith,anna@example.test\r\n\r\n,\r\nBen Ortiz,ben@\r\n\r\n\r\n",
    );
    expect(batch.rowCount).toBe(4);
    const response = await dryRun(owner.token, batch.id, batch.guessedMapping);
    expect(response.body.errors).toEqual([{ row: 5, column: "Email", message: "ben@ isn't an e-mail address." }]);
  });

  it("keeps each studio's imports and records to itself, and lets only owners in", async () => {
    const home = await makeStudio();
    const other = await makeStudio();
    const theirs = await makeStudent(other.studio.id, { name: "Anna Smith", email: "anna@example.test" });
    const batch = await uploaded(home.owner.token, "balances", "Student,Balance\nanna@example.test,10\n");
    const response = await dryRun(home.owner.token, batch.id, batch.guessedMapping);
    expect(response.body.errors).toEqual([{ row: 2, column: "Student", message: "anna@example.test isn't a student here." }]);
    const students1 = await importFile(home.owner.token, "students", "Name,Email\nAnna Smith,anna@example.test\n");
    expect(students1).toMatchObject({ created: 1, updated: 0 });
    const db = await getDb();
    const [untouched] = await db.select().from(students).where(eq(students.id, theirs.id));
    expect(untouched.studioId).toBe(other.studio.id);
    for (const call of [
      getOne(other.owner.token, batch.id),
      dryRun(other.owner.token, batch.id, {}),
      commit(other.owner.token, batch.id, {}),
      undo(other.owner.token, students1.id),
      invite(other.owner.token, students1.id),
    ])
      expect((await call).status).toBe(404);
    expect((await list(other.owner.token)).body.imports).toEqual([]);
    const instructor = await makeMember(home.studio.id, "instructor");
    const student = await makeStudentMember(home.studio.id);
    for (const token of [instructor.token, student.token]) {
      expect((await list(token)).status).toBe(403);
      expect((await upload(token, "students", "Name\nA\n")).status).toBe(403);
    }
  });

  it("sends invitations only when asked, once, to the new people with an e-mail", async () => {
    const { studio, owner } = await makeStudio({ plan: "premium" });
    await makeStudent(studio.id, { name: "Old Friend", email: "old@example.test" });
    const result = await importFile(
      owner.token,
      "students",
      "Name,Email\nAnna Smith,anna@example.test\nBen Ortiz,\nOld Friend,old@example.test\n",
    );
    expect(result).toMatchObject({ created: 2, skipped: 1 });
    const db = await getDb();
    const queued = () =>
      db.select({ recipient: outboxMessages.recipient }).from(outboxMessages).where(eq(outboxMessages.studioId, studio.id));
    expect(await queued()).toEqual([]);
    expect((await invite(owner.token, result.id)).body).toEqual({ invited: 1 });
    expect((await invite(owner.token, result.id)).body).toEqual({ invited: 0 });
    expect(await queued()).toEqual([{ recipient: "anna@example.test" }]);
  });
});

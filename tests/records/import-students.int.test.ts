import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { bookings, erasureRequests, events, intakeAnswers, intakeFields, students } from "@/lib/db/schema";
import { makeStudent } from "../helpers/people-factory";
import { makeService, makeStudio } from "../helpers/studio-factory";
import { commit, dryRun, getOne, importFile, list, undo, uploaded } from "./import-support";

/** A Mindbody-style export, as a studio's spreadsheet saves it: BOM, CRLF, quoted fields, a partner named before their row. */
const MESSY = [
  "\uFEFFClient ID,First Name,Last Name,Email,Mobile Phone,Birth Date,Emergency Contact Name,Student 2,Notes",
  '1001,Anna,Smith,anna@example.test,555-0101,1990-04-13,Tom Smith,Ben Ortiz,"Prefers mornings, Latin"',
  "1002,Ben,Ortiz,BEN@example.test,555-0102,4/13/1990,,,",
  "1003,Cara,Diaz,not-an-email,555-0103,02/30/1991,,,",
  "1004,Dan,Wu,anna@example.test,,13/04/1990,,,",
  "1005,Eve,Stone,eve@example.test,,1985-07-01,,Nobody Here,",
  '1006,Finn,Hale,finn@example.test,,"March 3, 1988",,Gail Park,"Two',
  'lines"',
  "1007,Gail,Park,gail@example.test,,7/3/88,,,",
].join("\r\n");

const CLEAN = [
  "\uFEFFClient ID,First Name,Last Name,Email,Mobile Phone,Birth Date,Emergency Contact Name,Student 2,Notes",
  '1001,Anna,Smith,anna@example.test,555-0101,1990-04-13,Tom Smith,Ben Ortiz,"Prefers mornings, Latin"',
  "1002,Ben,Ortiz,BEN@example.test,555-0102,4/13/1990,,,",
  "1003,Cara,Diaz,cara@example.test,555-0103,02/28/1991,,,",
  "1005,Eve,Stone,eve@example.test,,1985-07-01,,,",
].join("\r\n");

describe("importing students", () => {
  it("guesses a Mindbody header and lists every problem by row and column", async () => {
    const { studio, owner } = await makeStudio({ plan: "premium" });
    const batch = await uploaded(owner.token, "students", MESSY);
    expect(batch.columns).toHaveLength(9);
    expect(batch.guessedMapping).toMatchObject({
      externalId: "Client ID",
      firstName: "First Name",
      lastName: "Last Name",
      email: "Email",
      phone: "Mobile Phone",
      dateOfBirth: "Birth Date",
      emergencyContact: "Emergency Contact Name",
      partner: "Student 2",
      notes: "Notes",
    });
    const response = await dryRun(owner.token, batch.id, batch.guessedMapping);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.rows).toBe(7);
    expect(response.body.errors).toEqual([
      { row: 4, column: "Email", message: "not-an-email isn't an e-mail address." },
      { row: 4, column: "Birth Date", message: "02/30/1991 isn't a date that exists." },
      { row: 5, column: "Email", message: "anna@example.test is also on row 2: each student needs their own e-mail." },
      {
        row: 5,
        column: "Birth Date",
        message: "13/04/1990 isn't a date in M/D/YYYY, this studio's order: write it as 1990-04-13 if that's what it means.",
      },
      { row: 6, column: "Student 2", message: "There's no student called Nobody Here in the file or at the studio." },
      { row: 8, column: "Birth Date", message: "7/3/88: write the year in full (e.g. 1988 or 2088)." },
    ]);
    expect(response.body.preview[0]).toEqual({
      row: 2,
      values: expect.objectContaining({ externalId: "1001", firstName: "Anna", email: "anna@example.test", partner: "Ben Ortiz" }),
    });
    const refused = await commit(owner.token, batch.id, batch.guessedMapping);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe("import_invalid");
    expect(refused.body.error.errors).toHaveLength(6);
    const db = await getDb();
    expect(await db.select().from(students).where(eq(students.studioId, studio.id))).toEqual([]);
    expect((await getOne(owner.token, batch.id)).body.import).toMatchObject({ status: "uploaded", created: 0, canUndo: false });
  });

  it("commits a clean file, links partners named before their row, re-imports as skipped, and undoes", async () => {
    const { studio, owner } = await makeStudio({ plan: "premium" });
    const db = await getDb();
    const first = await importFile(owner.token, "students", CLEAN);
    expect(first).toMatchObject({ created: 4, updated: 0, skipped: 0 });
    const rows = await db.select().from(students).where(eq(students.studioId, studio.id));
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get("Anna Smith")).toMatchObject({
      email: "anna@example.test",
      dateOfBirth: "1990-04-13",
      emergencyContact: "Tom Smith",
      notes: "Prefers mornings, Latin",
    });
    expect(byName.get("Ben Ortiz")).toMatchObject({ email: "ben@example.test", dateOfBirth: "1990-04-13" });
    expect(byName.get("Anna Smith")!.partnerId).toBe(byName.get("Ben Ortiz")!.id);
    expect(byName.get("Ben Ortiz")!.partnerId).toBe(byName.get("Anna Smith")!.id);

    const again = await importFile(owner.token, "students", CLEAN);
    expect(again).toMatchObject({ created: 0, updated: 0, skipped: 4 });
    expect(await db.select().from(students).where(eq(students.studioId, studio.id))).toHaveLength(4);

    const changed = await importFile(owner.token, "students", CLEAN.replace("555-0103", "555-9999"));
    expect(changed).toMatchObject({ created: 0, updated: 1, skipped: 3 });
    // The first import can't be undone while a later one changed its records; the later one can.
    const blocked = await undo(owner.token, first.id);
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.message).toContain("a later import (students.csv) changed the same records");
    const undoChange = await undo(owner.token, changed.id);
    expect(undoChange.status, JSON.stringify(undoChange.body)).toBe(200);
    expect(undoChange.body.import).toMatchObject({ status: "undone", canUndo: false });
    const [cara] = await db
      .select()
      .from(students)
      .where(and(eq(students.studioId, studio.id), eq(students.name, "Cara Diaz")));
    expect(cara.phone).toBe("555-0103");

    const undone = await undo(owner.token, first.id);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await db.select().from(students).where(eq(students.studioId, studio.id))).toEqual([]);
    const history = await list(owner.token);
    expect(history.body.imports.map((each: { status: string }) => each.status)).toEqual(["undone", "committed", "undone"]);
  });

  it("updates a student already at the studio by e-mail and puts them back on undo", async () => {
    const { studio, owner } = await makeStudio({ plan: "premium" });
    const existing = await makeStudent(studio.id, { name: "Anna Smith", email: "anna@example.test", phone: "111" });
    const result = await importFile(owner.token, "students", "Name,Email,Phone\nAnna Smith,Anna@Example.test,222\n");
    expect(result).toMatchObject({ created: 0, updated: 1, skipped: 0 });
    const db = await getDb();
    const [after] = await db.select().from(students).where(eq(students.id, existing.id));
    expect(after.phone).toBe("222");
    expect((await undo(owner.token, result.id)).status).toBe(200);
    const [restored] = await db.select().from(students).where(eq(students.id, existing.id));
    expect(restored).toMatchObject({ phone: "111", name: "Anna Smith" });
  });

  it("refuses to undo once an imported student has a booking", async () => {
    const { studio, owner } = await makeStudio({ plan: "premium" });
    const result = await importFile(owner.token, "students", "Name,Email\nSam Carter,sam@example.test\n");
    const db = await getDb();
    const [sam] = await db.select().from(students).where(eq(students.studioId, studio.id));
    const service = await makeService(studio.id, { kind: "group", name: "Bronze Waltz" });
    const [event] = await db
      .insert(events)
      .values({
        studioId: studio.id,
        serviceId: service.id,
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 90_000_000),
        capacity: 10,
      })
      .returning();
    await db.insert(bookings).values({ studioId: studio.id, eventId: event.id, studentId: sam.id, status: "booked" });
    const refused = await undo(owner.token, result.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      "students.csv can't be undone: Sam Carter has a booking made since. Remove that first, or keep the import.",
    );
    expect(await db.select().from(students).where(eq(students.studioId, studio.id))).toHaveLength(1);
  });

  it("refuses to undo once an imported student has signed a waiver (or anything else refers to them)", async () => {
    const { studio, owner } = await makeStudio({ plan: "premium" });
    const result = await importFile(owner.token, "students", "Name\nSam Carter\n");
    const db = await getDb();
    const [sam] = await db.select().from(students).where(eq(students.studioId, studio.id));
    await db.insert(erasureRequests).values({ studioId: studio.id, studentId: sam.id });
    const refused = await undo(owner.token, result.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      "students.csv can't be undone: Sam Carter has erasure requests recorded since. Remove that first, or keep the import.",
    );
  });

  it("counts imported students toward the plan's active-student limit", async () => {
    const { owner } = await makeStudio({ plan: "free" });
    const csv = ["Name", ...Array.from({ length: 30 }, (_, i) => `Student ${i + 1}`)].join("\n");
    const batch = await uploaded(owner.token, "students", csv);
    const response = await dryRun(owner.token, batch.id, batch.guessedMapping);
    expect(response.body.errors).toEqual([
      {
        row: 27,
        column: "",
        message: expect.stringMatching(/^Your Free plan allows 25 active students\..* This file would make 30 active students\.$/),
      },
    ]);
  });
  it("maps the studio's intake questions as fields and saves their answers", async () => {
    const { studio, owner } = await makeStudio({ plan: "premium" });
    const db = await getDb();
    const [goals] = await db.insert(intakeFields).values({ studioId: studio.id, label: "Goals", kind: "text" }).returning();
    const [style] = await db
      .insert(intakeFields)
      .values({ studioId: studio.id, label: "Favourite style", kind: "choice", choices: ["Smooth", "Latin"] })
      .returning();
    const csv = "Name,Goals,Favourite style\nAnna Smith,Dance at the showcase,latin\nBen Ortiz,,Polka\n";
    const batch = await uploaded(owner.token, "students", csv);
    expect(batch.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: `intake:${goals.id}`, label: "Goals", required: false })]),
    );
    expect(batch.guessedMapping).toMatchObject({ [`intake:${goals.id}`]: "Goals", [`intake:${style.id}`]: "Favourite style" });
    const checked = await dryRun(owner.token, batch.id, batch.guessedMapping);
    expect(checked.body.errors).toEqual([{ row: 3, column: "Favourite style", message: "Choose one of: Smooth, Latin." }]);
    const fixed = await importFile(owner.token, "students", csv.replace("Polka", "Smooth"));
    expect(fixed).toMatchObject({ created: 2 });
    const [anna] = await db
      .select()
      .from(students)
      .where(and(eq(students.studioId, studio.id), eq(students.name, "Anna Smith")));
    const answers = await db
      .select({ fieldId: intakeAnswers.fieldId, value: intakeAnswers.value })
      .from(intakeAnswers)
      .where(eq(intakeAnswers.studentId, anna.id));
    expect(answers).toEqual(
      expect.arrayContaining([
        { fieldId: goals.id, value: "Dance at the showcase" },
        { fieldId: style.id, value: "Latin" },
      ]),
    );
    // Again without Anna's goals: an empty cell keeps her answer.
    const again = await importFile(owner.token, "students", "Name,Goals,Favourite style\nAnna Smith,,Smooth\n");
    expect(again).toMatchObject({ created: 0, updated: 1 });
    const kept = await db
      .select({ fieldId: intakeAnswers.fieldId, value: intakeAnswers.value })
      .from(intakeAnswers)
      .where(eq(intakeAnswers.studentId, anna.id));
    expect(kept).toEqual(
      expect.arrayContaining([
        { fieldId: goals.id, value: "Dance at the showcase" },
        { fieldId: style.id, value: "Smooth" },
      ]),
    );
    expect((await undo(owner.token, again.id)).status).toBe(200);
    const [restored] = await db
      .select({ value: intakeAnswers.value })
      .from(intakeAnswers)
      .where(and(eq(intakeAnswers.studentId, anna.id), eq(intakeAnswers.fieldId, style.id)));
    expect(restored.value).toBe("Latin");
  });
  it("refuses a file naming one student twice, by id, e-mail or a match at the studio", async () => {
    const { owner } = await makeStudio({ plan: "premium" });
    await importFile(owner.token, "students", "ID,Name,Email\n1,Anna Smith,anna@example.test\n");
    const csv =
      "ID,Name,Email\n1,Anna Smith,anna@example.test\n,Anna S.,ANNA@example.test\n1,Anna Again,\n2,Ben Ortiz,\n,Ben Ortiz,\n,Ben Ortiz,\n";
    const batch = await uploaded(owner.token, "students", csv);
    expect((await dryRun(owner.token, batch.id, batch.guessedMapping)).body.errors).toEqual([
      { row: 3, column: "Email", message: "anna@example.test is also on row 2: each student needs their own e-mail." },
      { row: 4, column: "ID", message: "1 is also the id on row 2: each student once." },
      { row: 7, column: "Name", message: "Ben Ortiz is also on row 6: add an e-mail or id to tell them apart." },
    ]);
  });
});

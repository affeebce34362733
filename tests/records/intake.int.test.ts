import { describe, expect, it } from "vitest";
import { GET as listRoute, POST as createRoute } from "@/app/api/intake-fields/route";
import { DELETE as deleteRoute, PATCH as patchRoute } from "@/app/api/intake-fields/[id]/route";
import { GET as ownGetRoute, PUT as ownPutRoute } from "@/app/api/me/intake/route";
import { GET as studentGetRoute, PUT as studentPutRoute } from "@/app/api/students/[id]/intake/route";
import { getDb } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

type Field = { id: string; label: string; kind: string; choices: string[]; required: boolean; staffOnly: boolean; position: number };

async function studioWithFields() {
  const s = await makeScheduleStudio();
  const add = async (body: Record<string, unknown>) => {
    const answer = await callRoute(createRoute, { token: s.owner.token, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.field as Field;
  };
  const started = await add({ label: "Date you started dancing", kind: "date" });
  const goals = await add({ label: "Goals", kind: "text", required: true });
  const heard = await add({ label: "How did you hear about us?", kind: "choice", choices: ["Friend", "Instagram", "Walked by"] });
  const health = await add({ label: "Health notes", kind: "text", staffOnly: true });
  const competes = await add({ label: "Do you compete?", kind: "yes_no" });
  const sam = await makeStudentMember(s.studio.id, { name: "Sam Carter" });
  return { ...s, sam, fields: { started, goals, heard, health, competes } };
}

const put = (token: string, id: string, answers: Record<string, unknown>) =>
  callRoute(studentPutRoute, { token, method: "PUT", params: { id }, body: { answers } });

describe("intake fields", () => {
  it("owners add, change, move and remove questions; instructors and students only read; a removed one keeps its answers", async () => {
    const s = await studioWithFields();
    const { started, goals, heard, health } = s.fields;
    expect([started, goals, heard, health].map((field) => field.position)).toEqual([0, 1, 2, 3]);

    for (const token of [s.instructorMember.token, s.sam.token]) {
      expect((await callRoute(createRoute, { token, body: { label: "Shoe size", kind: "text" } })).status).toBe(403);
      expect((await callRoute(patchRoute, { token, method: "PATCH", params: { id: goals.id }, body: { label: "x" } })).status).toBe(403);
      expect((await callRoute(deleteRoute, { token, method: "DELETE", params: { id: goals.id } })).status).toBe(403);
    }

    // Moved to the top: the others close up behind it.
    const moved = await callRoute(patchRoute, {
      token: s.owner.token,
      method: "PATCH",
      params: { id: heard.id },
      body: { position: 0, label: "Where did you hear of us?", required: true },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.field).toMatchObject({ label: "Where did you hear of us?", position: 0, required: true });
    const owners = await callRoute(listRoute, { token: s.owner.token });
    expect(owners.body.fields.map((field: Field) => field.label)).toEqual([
      "Where did you hear of us?",
      "Date you started dancing",
      "Goals",
      "Health notes",
      "Do you compete?",
    ]);
    const instructors = await callRoute(listRoute, { token: s.instructorMember.token });
    expect(instructors.body.fields).toHaveLength(5);

    // A choice field keeps two choices; an answered field keeps its kind.
    const oneChoice = await callRoute(patchRoute, {
      token: s.owner.token,
      method: "PATCH",
      params: { id: heard.id },
      body: { choices: ["Friend"] },
    });
    expect(oneChoice.status).toBe(400);
    expect(oneChoice.body.error.fields).toHaveProperty("choices");
    expect((await put(s.owner.token, s.sam.student.id, { [goals.id]: "Wedding dance" })).status).toBe(200);
    const rekind = await callRoute(patchRoute, { token: s.owner.token, method: "PATCH", params: { id: goals.id }, body: { kind: "date" } });
    expect(rekind.status).toBe(409);

    // Removed: gone from lists and records, its answer kept (the export reads it).
    expect((await callRoute(deleteRoute, { token: s.owner.token, method: "DELETE", params: { id: goals.id } })).status).toBe(204);
    const after = await callRoute(listRoute, { token: s.owner.token });
    expect(after.body.fields.map((field: Field) => field.id)).not.toContain(goals.id);
    const archived = await callRoute(listRoute, { token: s.owner.token, path: "/api/intake-fields?archived=true" });
    expect(archived.body.fields.find((field: Field) => field.id === goals.id)).toMatchObject({ archived: true });
    const record = await callRoute(studentGetRoute, { token: s.owner.token, params: { id: s.sam.student.id } });
    expect(record.body.answers.map((answer: { fieldId: string }) => answer.fieldId)).not.toContain(goals.id);
    const { listIntakeFields, readIntakeAnswers } = await import("@/lib/records/intake");
    const all = await listIntakeFields(await getDb(), s.studio.id, { includeArchived: true });
    expect(await readIntakeAnswers(await getDb(), s.studio.id, s.sam.student.id, all)).toEqual([
      expect.objectContaining({ fieldId: goals.id, value: "Wedding dance" }),
    ]);
  });

  it("refuses bad questions with the field named", async () => {
    const s = await makeScheduleStudio();
    const refusals: [Record<string, unknown>, string][] = [
      [{ label: "", kind: "text" }, "label"],
      [{ label: "Shoe", kind: "number" }, "kind"],
      [{ label: "Level", kind: "choice", choices: ["One"] }, "choices"],
      [{ label: "Level", kind: "choice", choices: ["One", "one"] }, "choices"],
      [{ label: "x".repeat(121), kind: "text" }, "label"],
    ];
    for (const [body, field] of refusals) {
      const answer = await callRoute(createRoute, { token: s.owner.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.error.fields ?? {})).toContain(field);
    }
  });

  it("staff see every answer; an instructor only for their own students; owners write; bad values are 400 naming the field", async () => {
    const s = await studioWithFields();
    const { started, goals, heard, health, competes } = s.fields;
    const saved = await put(s.owner.token, s.sam.student.id, {
      [started.id]: "2019-03-01",
      [goals.id]: "  Bronze medal  ",
      [heard.id]: "instagram",
      [health.id]: "Bad left knee",
      [competes.id]: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const values = Object.fromEntries(
      saved.body.answers.map((answer: { fieldId: string; value: string }) => [answer.fieldId, answer.value]),
    );
    expect(values).toEqual({
      [started.id]: "2019-03-01",
      [goals.id]: "Bronze medal",
      [heard.id]: "Instagram",
      [health.id]: "Bad left knee",
      [competes.id]: "yes",
    });

    // null and "" remove an answer; one left out stays.
    const cleared = await put(s.owner.token, s.sam.student.id, { [heard.id]: null, [competes.id]: "" });
    expect(cleared.body.answers.map((answer: { fieldId: string }) => answer.fieldId).sort()).toEqual(
      [started.id, goals.id, health.id].sort(),
    );

    const bad: [string, unknown][] = [
      [started.id, "2026-02-30"],
      [started.id, "03/01/2019"],
      [heard.id, "Newspaper"],
      [competes.id, "maybe"],
      [goals.id, "x".repeat(1001)],
      [goals.id, 42],
    ];
    for (const [fieldId, value] of bad) {
      const answer = await put(s.owner.token, s.sam.student.id, { [fieldId]: value });
      expect(answer.status, `${fieldId}: ${String(value)}`).toBe(400);
      expect(Object.keys(answer.body.error.fields)).toEqual([`answers.${fieldId}`]);
    }
    // One line, no control characters (the route refuses them before the answer is read).
    const twoLines = await put(s.owner.token, s.sam.student.id, { [goals.id]: "one\ntwo" });
    expect(twoLines.status).toBe(400);
    expect(Object.keys(twoLines.body.error.fields)[0]).toContain(goals.id);

    // An instructor reads the answers of a student who booked their lesson, staff-only ones too; not others; never writes.
    expect((await callRoute(studentGetRoute, { token: s.instructorMember.token, params: { id: s.sam.student.id } })).status).toBe(404);
    const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(24) });
    await (
      await getDb()
    )
      .insert(bookings)
      .values({ studioId: s.studio.id, eventId: event.id, studentId: s.sam.student.id, status: "booked" });
    const taught = await callRoute(studentGetRoute, { token: s.instructorMember.token, params: { id: s.sam.student.id } });
    expect(taught.status).toBe(200);
    expect(taught.body.answers.map((answer: { value: string }) => answer.value)).toContain("Bad left knee");
    expect((await put(s.instructorMember.token, s.sam.student.id, { [goals.id]: "x" })).status).toBe(403);
    expect((await callRoute(studentGetRoute, { token: s.sam.token, params: { id: s.sam.student.id } })).status).toBe(403);
  });

  it("a student never sees a staff-only question or its answer, and can't answer one", async () => {
    const s = await studioWithFields();
    const { goals, health } = s.fields;
    await put(s.owner.token, s.sam.student.id, { [goals.id]: "Showcase", [health.id]: "Asthma — keep inhaler nearby" });

    const reads = [await callRoute(listRoute, { token: s.sam.token }), await callRoute(ownGetRoute, { token: s.sam.token })];
    for (const read of reads) {
      expect(read.status).toBe(200);
      const text = JSON.stringify(read.body);
      expect(text).not.toContain(health.id);
      expect(text).not.toContain("Health notes");
      expect(text).not.toContain("Asthma");
      expect(text).not.toContain("staffOnly");
    }
    expect(reads[1].body.answers).toEqual([{ fieldId: goals.id, value: "Showcase", updatedAt: expect.any(String) }]);

    // Answering a staff-only question is refused exactly like an unknown one, and changes nothing.
    const sneaky = await callRoute(ownPutRoute, { token: s.sam.token, method: "PUT", body: { answers: { [health.id]: "None" } } });
    expect(sneaky.status).toBe(400);
    expect(sneaky.body.error.fields).toEqual({ [`answers.${health.id}`]: "Not a question this studio asks." });
    expect(JSON.stringify(sneaky.body)).not.toContain("Health notes");
    const staff = await callRoute(studentGetRoute, { token: s.owner.token, params: { id: s.sam.student.id } });
    expect(staff.body.answers.find((answer: { fieldId: string }) => answer.fieldId === health.id).value).toBe(
      "Asthma — keep inhaler nearby",
    );
  });

  it("a student answers their own questions; a required one can't be emptied; one on record counts as answered", async () => {
    const s = await studioWithFields();
    const { goals, heard, started } = s.fields;
    const own = (answers: Record<string, unknown>) => callRoute(ownPutRoute, { token: s.sam.token, method: "PUT", body: { answers } });
    const missing = await own({ [heard.id]: "Friend" });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ [`answers.${goals.id}`]: "Answer “Goals”." });
    const saved = await own({ [heard.id]: "Friend", [goals.id]: "Learn to lead" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await own({ [started.id]: "2024-09-01" })).status).toBe(200);
    const emptied = await own({ [goals.id]: "" });
    expect(emptied.status).toBe(400);
    expect(emptied.body.error.fields).toHaveProperty(`answers.${goals.id}`);
    const read = await callRoute(ownGetRoute, { token: s.sam.token });
    expect(read.body.answers).toHaveLength(3);
    // Staff can't use the student's own endpoint.
    expect((await callRoute(ownGetRoute, { token: s.owner.token })).status).toBe(403);
  });

  it("another studio's question or student is 404", async () => {
    const mine = await studioWithFields();
    const theirs = await studioWithFields();
    const foreign = theirs.fields.goals.id;
    expect(
      (await callRoute(patchRoute, { token: mine.owner.token, method: "PATCH", params: { id: foreign }, body: { label: "Mine now" } }))
        .status,
    ).toBe(404);
    expect((await callRoute(deleteRoute, { token: mine.owner.token, method: "DELETE", params: { id: foreign } })).status).toBe(404);
    expect((await callRoute(studentGetRoute, { token: mine.owner.token, params: { id: theirs.sam.student.id } })).status).toBe(404);
    expect((await put(mine.owner.token, theirs.sam.student.id, { [mine.fields.goals.id]: "x" })).status).toBe(404);
    // Their question's id on my student: not a question this studio asks.
    const crossed = await put(mine.owner.token, mine.sam.student.id, { [foreign]: "x" });
    expect(crossed.status).toBe(400);
    expect(crossed.body.error.fields).toEqual({ [`answers.${foreign}`]: "Not a question this studio asks." });
    const list = await callRoute(listRoute, { token: mine.owner.token });
    expect(JSON.stringify(list.body)).not.toContain(foreign);
    const unknown = await makeStudent(theirs.studio.id);
    expect((await callRoute(studentGetRoute, { token: mine.owner.token, params: { id: unknown.id } })).status).toBe(404);
  });
});

import { describe, expect, it, vi } from "vitest";
import { GET as listEntries, POST as enter } from "@/app/api/competitions/[id]/entries/route";
import { DELETE as removeEntry, PATCH as changeEntry } from "@/app/api/competitions/[id]/entries/[entryId]/route";
import { GET as readLevels } from "@/app/api/competitions/[id]/entries/levels/route";
import { getDb } from "@/lib/db/client";
import { assessments } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { localDate } from "../helpers/progress-factory";
import { makeStudio } from "../helpers/studio-factory";
import { makeStudent } from "../helpers/people-factory";
import { makeEntriesStudio } from "./entries-fixture";

// The charges are the costs part's: here, only that every change asks for them, with the students it touched.
const adjusted = vi.hoisted(() => [] as string[][]);
vi.mock("@/lib/competitions/charges", () => ({
  adjustChargesAfterChange: async (_tx: unknown, _competition: unknown, studentIds: string[]) => void adjusted.push([...studentIds].sort()),
}));

type Studio = Awaited<ReturnType<typeof makeEntriesStudio>>;
const post = (s: Studio, token: string, body: Record<string, unknown>) =>
  callRoute(enter, {
    token,
    params: { id: s.competition.id },
    body: { entryType: "single", style: "american-smooth", level: "bronze-1", ...body },
  });

describe("entries: staff enter, students propose, staff confirm", () => {
  it("enters a pro-am heat and a couple's heat; counts the instructor's heats; asks for the charges each time", async () => {
    const s = await makeEntriesStudio();
    adjusted.length = 0;
    const proAm = await post(s, s.owner.token, { studentId: s.ana.student.id, instructorId: s.instructor.id, danceIds: [s.dances.waltz] });
    expect(proAm.status, JSON.stringify(proAm.body)).toBe(201);
    expect(proAm.body.entry).toMatchObject({ status: "confirmed", instructorName: "Maria Lopez", dances: [{ name: "Waltz" }] });
    const couple = await post(s, s.instructorMember.token, {
      studentId: s.ana.student.id,
      partnerStudentId: s.ben.student.id,
      entryType: "multi",
      title: "Bronze Smooth W/T",
      danceIds: [s.dances.waltz, s.dances.tango],
    });
    expect(couple.status, JSON.stringify(couple.body)).toBe(201);
    expect(couple.body.entry).toMatchObject({ partnerName: "Ben Ortiz", entryType: "multi" });
    await post(s, s.instructorMember.token, { studentId: s.ben.student.id, instructorId: s.instructor.id, danceIds: [s.dances.tango] });
    expect(adjusted).toEqual([[s.ana.student.id], [s.ana.student.id, s.ben.student.id].sort(), [s.ben.student.id]]);

    const list = await callRoute(listEntries, { token: s.owner.token, params: { id: s.competition.id } });
    expect(list.body.entries).toHaveLength(3);
    expect(list.body.instructorHeats).toEqual([{ instructorId: s.instructor.id, name: "Maria Lopez", heats: 2 }]);
    // Ben reads the couple's heat he dances in and his own, not Ana's pro-am heat.
    const asBen = await callRoute(listEntries, { token: s.ben.token, params: { id: s.competition.id } });
    expect(asBen.body.entries.map((entry: { entryType: string }) => entry.entryType).sort()).toEqual(["multi", "single"]);
    expect(asBen.body).not.toHaveProperty("instructorHeats");

    const removed = await callRoute(removeEntry, {
      method: "DELETE",
      token: s.owner.token,
      params: { id: s.competition.id, entryId: couple.body.entry.id },
    });
    expect(removed.status).toBe(204);
    expect(adjusted.at(-1)).toEqual([s.ana.student.id, s.ben.student.id].sort());
  });

  it("refuses a dance the style doesn't hold, a partner from another studio, an inactive instructor: 400 naming the field", async () => {
    const s = await makeEntriesStudio();
    const wrongStyle = await post(s, s.owner.token, { studentId: s.ana.student.id, danceIds: [s.dances.rumba] });
    expect(wrongStyle.status).toBe(400);
    expect(wrongStyle.body.error.fields.danceIds).toMatch(/Rumba isn't a dance of this entry's style/);
    const elsewhere = await makeStudio();
    const stranger = await makeStudent(elsewhere.studio.id, { name: "Zed Elsewhere" });
    const foreign = await post(s, s.owner.token, {
      studentId: s.ana.student.id,
      partnerStudentId: stranger.id,
      danceIds: [s.dances.waltz],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields).toHaveProperty("partnerStudentId");
    const unknownDance = await post(s, s.owner.token, { studentId: s.ana.student.id, danceIds: [crypto.randomUUID()] });
    expect(unknownDance.body.error.fields).toHaveProperty("danceIds");
    const both = await post(s, s.owner.token, {
      studentId: s.ana.student.id,
      instructorId: s.instructor.id,
      partnerStudentId: s.ben.student.id,
      danceIds: [s.dances.waltz],
    });
    expect(both.body.error.fields).toHaveProperty("partnerStudentId");
    const exam = await post(s, s.owner.token, { studentId: s.ana.student.id, entryType: "exam", danceIds: [s.dances.waltz] });
    expect(exam.body.error.fields).toHaveProperty("entryType");
    const single = await post(s, s.owner.token, { studentId: s.ana.student.id, danceIds: [s.dances.waltz, s.dances.tango] });
    expect(single.body.error.fields).toHaveProperty("danceIds");
  });

  it("lets an instructor enter only their own students, pro-am only with themselves", async () => {
    const s = await makeEntriesStudio();
    const notMine = await post(s, s.instructorMember.token, { studentId: s.cleo.id, danceIds: [s.dances.waltz] });
    expect(notMine.status).toBe(403);
    expect(notMine.body.error.fields).toHaveProperty("studentId");
    const withJames = await post(s, s.instructorMember.token, {
      studentId: s.ana.student.id,
      instructorId: s.otherInstructor.id,
      danceIds: [s.dances.waltz],
    });
    expect(withJames.status).toBe(403);
    expect(withJames.body.error.fields).toHaveProperty("instructorId");
  });

  it("a student proposes their own entry; the studio confirms it; after the deadline the student gets 409", async () => {
    const s = await makeEntriesStudio();
    const proposed = await post(s, s.ana.token, {
      studentId: s.ana.student.id,
      instructorId: s.instructor.id,
      danceIds: [s.dances.foxtrot],
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    expect(proposed.body.entry.status).toBe("proposed");
    const forBen = await post(s, s.ana.token, { studentId: s.ben.student.id, danceIds: [s.dances.foxtrot] });
    expect(forBen.body.error.fields).toHaveProperty("studentId");
    const withCleo = await post(s, s.ana.token, { studentId: s.ana.student.id, partnerStudentId: s.cleo.id, danceIds: [s.dances.foxtrot] });
    expect(withCleo.body.error.fields).toHaveProperty("partnerStudentId");
    const params = { id: s.competition.id, entryId: proposed.body.entry.id };
    const selfConfirm = await callRoute(changeEntry, { method: "PATCH", token: s.ana.token, params, body: { status: "confirmed" } });
    expect(selfConfirm.status).toBe(403);
    const confirmed = await callRoute(changeEntry, {
      method: "PATCH",
      token: s.owner.token,
      params,
      body: { status: "confirmed", level: "bronze-2" },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.entry).toMatchObject({ status: "confirmed", level: "bronze-2", dances: [{ name: "Foxtrot" }] });
    const lateChange = await callRoute(changeEntry, { method: "PATCH", token: s.ana.token, params, body: { level: "bronze-1" } });
    expect(lateChange.status).toBe(409);

    const closed = await makeEntriesStudio({ entryDeadline: localDate(-1), startsOn: localDate(5), endsOn: localDate(5) });
    const late = await post(closed, closed.ana.token, { studentId: closed.ana.student.id, danceIds: [closed.dances.waltz] });
    expect(late.status).toBe(409);
    expect(late.body.error.fields).toHaveProperty("entryDeadline");
    // Staff still enter after the deadline.
    const staff = await post(closed, closed.owner.token, { studentId: closed.ana.student.id, danceIds: [closed.dances.waltz] });
    expect(staff.status).toBe(201);
  });

  it("suggests the level progress holds and warns when the entry's level doesn't fit", async () => {
    const s = await makeEntriesStudio();
    const db = await getDb();
    await db.insert(assessments).values([
      {
        studioId: s.studio.id,
        studentId: s.ana.student.id,
        danceId: s.dances.waltz,
        level: "bronze-3",
        result: "pass",
        date: localDate(-30),
      },
      {
        studioId: s.studio.id,
        studentId: s.ana.student.id,
        danceId: s.dances.tango,
        level: "bronze-1",
        result: "honours",
        date: localDate(-30),
      },
    ]);
    const levels = await callRoute(readLevels, {
      token: s.instructorMember.token,
      params: { id: s.competition.id },
      path: `/api/competitions/${s.competition.id}/entries/levels?studentId=${s.ana.student.id}`,
    });
    expect(levels.status, JSON.stringify(levels.body)).toBe(200);
    expect(new Map(levels.body.levels.map((row: { danceId: string; level: string }) => [row.danceId, row.level]))).toEqual(
      new Map([
        [s.dances.waltz, "bronze-3"],
        [s.dances.tango, "bronze-1"],
      ]),
    );
    const below = await post(s, s.owner.token, { studentId: s.ana.student.id, level: "bronze-1", danceIds: [s.dances.waltz] });
    expect(below.body.entry.suggestedLevel).toBe("bronze-3");
    expect(below.body.entry.levelWarning).toBe("Ana Lee has passed Bronze 3 in these dances: Bronze 1 is below their level.");
    const fits = await post(s, s.owner.token, { studentId: s.ana.student.id, level: "bronze-2", danceIds: [s.dances.tango] });
    expect(fits.body.entry).toMatchObject({ suggestedLevel: "bronze-1", levelWarning: null });
    const above = await post(s, s.owner.token, { studentId: s.ana.student.id, level: "silver-1", danceIds: [s.dances.tango] });
    expect(above.body.entry.levelWarning).toMatch(/more than one level above/);
    const hidden = await callRoute(readLevels, {
      token: s.instructorMember.token,
      params: { id: s.competition.id },
      path: `/api/competitions/${s.competition.id}/entries/levels?studentId=${s.cleo.id}`,
    });
    expect(hidden.status).toBe(404);
  });
});

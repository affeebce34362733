import { describe, expect, it } from "vitest";
import { GET as ownProgressRoute } from "@/app/api/me/progress/route";
import { DELETE as deletePracticeRoute } from "@/app/api/practice/[id]/route";
import { POST as logPracticeRoute } from "@/app/api/students/[id]/practice/route";
import { GET as progressRoute } from "@/app/api/students/[id]/progress/route";
import { callRoute } from "../helpers/call-route";
import { danceId, localDate, makeProgressStudio } from "../helpers/progress-factory";
import { makeStudio } from "../helpers/studio-factory";
import { makeStudent } from "../helpers/people-factory";

describe("POST /api/students/{id}/practice", () => {
  it("logs the student's own practice with its dances, and it shows in this week's hours and the recent list", async () => {
    const s = await makeProgressStudio();
    const waltz = await danceId(s.me.token, "Waltz", "american-smooth");
    const foxtrot = await danceId(s.me.token, "Foxtrot", "american-smooth");
    const logged = await callRoute(logPracticeRoute, {
      token: s.me.token,
      params: { id: s.me.student.id },
      body: { date: localDate(), minutes: 45, danceIds: [waltz, foxtrot], withPartner: true, note: "Rise and fall" },
    });
    expect(logged.status).toBe(201);
    expect(logged.body.practice).toMatchObject({ date: localDate(), minutes: 45, withPartner: true, note: "Rise and fall" });
    expect(logged.body.practice.danceIds.sort()).toEqual([waltz, foxtrot].sort());

    const { body } = await callRoute(ownProgressRoute, { token: s.me.token });
    expect(body.hours).toHaveLength(12);
    expect(body.hours.at(-1).practiceMinutes).toBe(45);
    expect(body.practice[0]).toMatchObject({ id: logged.body.practice.id, minutes: 45 });
    expect(body.streak.weeks).toBeGreaterThanOrEqual(1);
  });

  it("refuses a future date, minutes ≤ 0, and more than 16 hours in one day, each on its field", async () => {
    const s = await makeProgressStudio();
    const post = (body: unknown) => callRoute(logPracticeRoute, { token: s.me.token, params: { id: s.me.student.id }, body });
    const future = await post({ date: localDate(2), minutes: 30 });
    expect(future.status).toBe(400);
    expect(future.body.error.fields.date).toContain("hasn't happened");
    for (const minutes of [0, -5]) {
      const bad = await post({ date: localDate(), minutes });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields.minutes).toBe("Log at least 1 minute.");
    }
    expect((await post({ date: localDate(-1), minutes: 961 })).body.error.fields.minutes).toContain("16 hours");
    expect((await post({ date: localDate(-1), minutes: 900 })).status).toBe(201);
    const over = await post({ date: localDate(-1), minutes: 61 });
    expect(over.status).toBe(400);
    expect(over.body.error.fields.minutes).toBe("That day already has 900 minutes logged: at most 60 more fit in 16 hours.");
    expect((await post({ date: localDate(-1), minutes: 60 })).status).toBe(201);
    // Another day is its own day.
    expect((await post({ date: localDate(-2), minutes: 60 })).status).toBe(201);
  });

  it("refuses another studio's dance on its field, and keeps nothing", async () => {
    const s = await makeProgressStudio();
    const other = await makeStudio();
    const theirs = await danceId(other.owner.token, "Waltz", "american-smooth");
    const refused = await callRoute(logPracticeRoute, {
      token: s.me.token,
      params: { id: s.me.student.id },
      body: { date: localDate(), minutes: 30, danceIds: [theirs] },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.error.fields.danceIds).toBeDefined();
    expect((await callRoute(ownProgressRoute, { token: s.me.token })).body.practice).toEqual([]);
  });

  it("lets staff log for a student they teach; another student's or another studio's id is 404", async () => {
    const s = await makeProgressStudio();
    const body = { date: localDate(), minutes: 30 };
    expect((await callRoute(logPracticeRoute, { token: s.instructorMember.token, params: { id: s.me.student.id }, body })).status).toBe(
      201,
    );
    expect((await callRoute(logPracticeRoute, { token: s.instructorMember.token, params: { id: s.stranger.id }, body })).status).toBe(404);
    expect((await callRoute(logPracticeRoute, { token: s.owner.token, params: { id: s.stranger.id }, body })).status).toBe(201);
    // A student logs only for themself.
    expect((await callRoute(logPracticeRoute, { token: s.me.token, params: { id: s.stranger.id }, body })).status).toBe(404);
    const other = await makeStudio();
    const theirs = await makeStudent(other.studio.id);
    expect((await callRoute(logPracticeRoute, { token: s.owner.token, params: { id: theirs.id }, body })).status).toBe(404);
  });
});

describe("DELETE /api/practice/{id}", () => {
  it("removes the student's own entry; another student, an instructor who doesn't teach them and another studio get 404", async () => {
    const s = await makeProgressStudio();
    const strangerEntry = await callRoute(logPracticeRoute, {
      token: s.owner.token,
      params: { id: s.stranger.id },
      body: { date: localDate(), minutes: 20 },
    });
    const id = strangerEntry.body.practice.id;
    expect((await callRoute(deletePracticeRoute, { token: s.me.token, params: { id } })).status).toBe(404);
    expect((await callRoute(deletePracticeRoute, { token: s.instructorMember.token, params: { id } })).status).toBe(404);
    const other = await makeStudio();
    expect((await callRoute(deletePracticeRoute, { token: other.owner.token, params: { id } })).status).toBe(404);
    expect((await callRoute(deletePracticeRoute, { token: s.owner.token, params: { id } })).status).toBe(200);

    const mine = await callRoute(logPracticeRoute, {
      token: s.me.token,
      params: { id: s.me.student.id },
      body: { date: localDate(), minutes: 25 },
    });
    const removed = await callRoute(deletePracticeRoute, { token: s.me.token, params: { id: mine.body.practice.id } });
    expect(removed.body).toEqual({ deleted: mine.body.practice.id });
    const { body } = await callRoute(progressRoute, { token: s.me.token, params: { id: s.me.student.id } });
    expect(body.hours.at(-1).practiceMinutes).toBe(0);
    expect((await callRoute(deletePracticeRoute, { token: s.me.token, params: { id: mine.body.practice.id } })).status).toBe(404);
  });
});

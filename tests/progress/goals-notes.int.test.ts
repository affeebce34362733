import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as deleteGoalRoute, PATCH as patchGoalRoute } from "@/app/api/goals/[id]/route";
import { GET as ownProgressRoute } from "@/app/api/me/progress/route";
import { POST as assessRoute } from "@/app/api/students/[id]/assessments/route";
import { POST as goalRoute } from "@/app/api/students/[id]/goals/route";
import { POST as noteRoute } from "@/app/api/students/[id]/notes/route";
import { POST as practiceRoute } from "@/app/api/students/[id]/practice/route";
import { getDb } from "@/lib/db/client";
import { goals as goalsTable } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent } from "../helpers/people-factory";
import { danceId, localDate, makeProgressStudio } from "../helpers/progress-factory";
import { makeStudio } from "../helpers/studio-factory";

async function setup() {
  const s = await makeProgressStudio();
  const waltz = await danceId(s.owner.token, "Waltz", "american-smooth");
  const foxtrot = await danceId(s.owner.token, "Foxtrot", "american-smooth");
  const goal = (body: Record<string, unknown>, token = s.me.token, id = s.me.student.id) =>
    callRoute(goalRoute, { token, params: { id }, body: { targetDate: localDate(60), ...body } });
  const own = async () => (await callRoute(ownProgressRoute, { token: s.me.token })).body;
  return { ...s, waltz, foxtrot, goal, own };
}

describe("POST /api/students/{id}/goals and PATCH/DELETE /api/goals/{id}", () => {
  it("shows a level goal against the student's levels, met once every dance reaches it", async () => {
    const s = await setup();
    const created = await s.goal({
      kind: "level",
      title: "Bronze 4 Waltz and Foxtrot by the spring medal ball",
      level: "bronze-4",
      danceIds: [s.waltz, s.foxtrot],
    });
    expect(created.status).toBe(201);
    const view = async () => (await s.own()).goals.find((goal: { id: string }) => goal.id === created.body.goal.id);
    expect(await view()).toMatchObject({ kind: "level", level: "bronze-4", progress: { current: 0, target: 2 }, status: "open" });
    const pass = (dance: string) =>
      callRoute(assessRoute, {
        token: s.instructorMember.token,
        params: { id: s.me.student.id },
        body: { danceId: dance, level: "bronze-4", result: "pass", date: localDate() },
      });
    await pass(s.waltz);
    expect((await view()).progress).toEqual({ current: 1, target: 2 });
    await pass(s.foxtrot);
    expect(await view()).toMatchObject({ progress: { current: 2, target: 2 }, status: "achieved" });
  });

  it("shows a practice goal against this week's practice, and a goal in words met by hand", async () => {
    const s = await setup();
    const practice = await s.goal({ kind: "practice", title: "3 hours of practice a week", weeklyMinutes: 180 });
    await callRoute(practiceRoute, { token: s.me.token, params: { id: s.me.student.id }, body: { date: localDate(), minutes: 60 } });
    const other = await s.goal({ kind: "other", title: "Dance a showcase solo" });
    let goals = (await s.own()).goals;
    expect(goals.find((goal: { id: string }) => goal.id === practice.body.goal.id)).toMatchObject({
      progress: { current: 60, target: 180 },
      status: "open",
    });
    const met = await callRoute(patchGoalRoute, { token: s.me.token, params: { id: other.body.goal.id }, body: { achieved: true } });
    expect(met.body.goal.achievedAt).toBe(localDate());
    goals = (await s.own()).goals;
    expect(goals.find((goal: { id: string }) => goal.id === other.body.goal.id).status).toBe("achieved");
    // A goal whose date has passed unmet is overdue.
    const db = await getDb();
    await db
      .update(goalsTable)
      .set({ targetDate: localDate(-1) })
      .where(eq(goalsTable.id, practice.body.goal.id));
    expect((await s.own()).goals.find((goal: { id: string }) => goal.id === practice.body.goal.id).status).toBe("overdue");
    expect((await callRoute(deleteGoalRoute, { token: s.me.token, params: { id: practice.body.goal.id } })).status).toBe(200);
    expect((await s.own()).goals).toHaveLength(1);
  });

  it("refuses a goal without what it needs, a past date, and a field of another kind, each on its field", async () => {
    const s = await setup();
    expect((await s.goal({ kind: "level", title: "Bronze", danceIds: [s.waltz] })).body.error.fields.level).toBeDefined();
    expect((await s.goal({ kind: "level", title: "Bronze", level: "bronze-1" })).body.error.fields.danceIds).toBeDefined();
    expect((await s.goal({ kind: "practice", title: "Practise" })).body.error.fields.weeklyMinutes).toBeDefined();
    const past = await s.goal({ kind: "other", title: "Late", targetDate: localDate(-3) });
    expect(past.status).toBe(400);
    expect(past.body.error.fields.targetDate).toBe("Choose a target date from today on.");
    const other = await s.goal({ kind: "other", title: "Words" });
    const wrong = await callRoute(patchGoalRoute, { token: s.me.token, params: { id: other.body.goal.id }, body: { weeklyMinutes: 60 } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.weeklyMinutes).toBeDefined();
  });

  it("lets the student and staff who teach them set goals; anyone else's ids are 404", async () => {
    const s = await setup();
    const body = { kind: "other", title: "Smile" };
    expect((await s.goal(body, s.instructorMember.token)).status).toBe(201);
    expect((await s.goal(body, s.instructorMember.token, s.stranger.id)).status).toBe(404);
    expect((await s.goal(body, s.me.token, s.stranger.id)).status).toBe(404);
    const strangers = await s.goal(body, s.owner.token, s.stranger.id);
    expect(strangers.status).toBe(201);
    const id = strangers.body.goal.id;
    expect((await callRoute(patchGoalRoute, { token: s.me.token, params: { id }, body: { title: "Mine now" } })).status).toBe(404);
    expect((await callRoute(deleteGoalRoute, { token: s.instructorMember.token, params: { id } })).status).toBe(404);
    const other = await makeStudio();
    expect((await callRoute(deleteGoalRoute, { token: other.owner.token, params: { id } })).status).toBe(404);
  });
});

describe("POST /api/students/{id}/notes", () => {
  it("keeps an instructor's note with a video link about the student's lesson, shown to the student", async () => {
    const s = await setup();
    const created = await callRoute(noteRoute, {
      token: s.instructorMember.token,
      params: { id: s.me.student.id },
      body: { body: "Keep the frame wide on the box turn.", videoUrl: "https://videos.example.com/box-turn", eventId: s.lesson.id },
    });
    expect(created.status).toBe(201);
    expect(created.body.note).toMatchObject({
      body: "Keep the frame wide on the box turn.",
      videoUrl: "https://videos.example.com/box-turn",
      author: "Maria Lopez",
    });
    const { notes } = await s.own();
    expect(notes).toEqual([
      expect.objectContaining({ id: created.body.note.id, videoUrl: "https://videos.example.com/box-turn", author: "Maria Lopez" }),
    ]);
  });

  it("refuses a link that isn't http(s), an empty note, and a lesson the student didn't take", async () => {
    const s = await setup();
    const post = (body: unknown, token = s.instructorMember.token) =>
      callRoute(noteRoute, { token, params: { id: s.me.student.id }, body });
    const script = await post({ body: "Watch", videoUrl: "javascript:alert(1)" });
    expect(script.status).toBe(400);
    expect(script.body.error.fields.videoUrl).toBe("Paste a link starting with https://.");
    expect((await post({ body: "  " })).body.error.fields.body).toBe("Write a note or add a video link.");
    expect((await post({ videoUrl: "https://videos.example.com/only-a-video" })).status).toBe(201);
    const elsewhere = await makeEvent(s.studio.id, {
      serviceId: s.groupClass.id,
      instructorId: s.instructor.id,
      startsAt: hoursFromNow(-200),
    });
    const notTheirs = await post({ body: "Hm", eventId: elsewhere.id });
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.error.fields.eventId).toBeDefined();
    expect((await post({ body: "Self-praise" }, s.me.token)).status).toBe(403);
    expect(
      (await callRoute(noteRoute, { token: s.instructorMember.token, params: { id: s.stranger.id }, body: { body: "Hi" } })).status,
    ).toBe(404);
  });
});

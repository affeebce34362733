import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as ownProgressRoute } from "@/app/api/me/progress/route";
import { GET as overviewRoute } from "@/app/api/progress/students/route";
import { getDb } from "@/lib/db/client";
import { assessments, dances, practiceLogs, services } from "@/lib/db/schema";
import { seedDemo } from "@/lib/demo/seed";
import { callRoute } from "../helpers/call-route";

async function tokenFor(email: string): Promise<string> {
  const { body } = await callRoute(loginRoute, { body: { email, password: "promenade" } });
  return body.accessToken;
}

describe("the demo's year of progress", () => {
  it("gives Sam a ladder through Bronze, a retry in the history, practice, attendance, goals and a video — once", async () => {
    const db = await getDb();
    const { studioId } = await seedDemo(db);
    const tally = async () => ({
      assessments: Number((await db.select({ n: count() }).from(assessments).where(eq(assessments.studioId, studioId)))[0].n),
      practice: Number((await db.select({ n: count() }).from(practiceLogs).where(eq(practiceLogs.studioId, studioId)))[0].n),
    });
    const first = await tally();
    await seedDemo(db);
    expect(await tally()).toEqual(first);

    const { status, body } = await callRoute(ownProgressRoute, { token: await tokenFor("student@promenade.test") });
    expect(status).toBe(200);
    expect(body.levels.length).toBeGreaterThanOrEqual(3);
    expect(body.levels.map((row: { level: string }) => row.level)).toEqual(expect.arrayContaining(["bronze-4", "bronze-1"]));
    expect(body.levels.every((row: { figureCounts: { checked: number }[] }) => row.figureCounts[0]?.checked > 0)).toBe(true);
    expect(body.assessments.some((row: { result: string }) => row.result === "retry")).toBe(true);
    expect(body.attendance.booked).toBeGreaterThan(5);
    expect(body.attendance.rate).toBeGreaterThan(0.5);
    expect(body.hours.filter((week: { practiceMinutes: number }) => week.practiceMinutes > 0).length).toBeGreaterThan(8);
    expect(body.hours.filter((week: { lessonMinutes: number }) => week.lessonMinutes > 0).length).toBeGreaterThan(4);
    expect(body.streak.weeks).toBeGreaterThan(0);
    expect(body.goals.map((goal: { kind: string }) => goal.kind).sort()).toEqual(["level", "practice"]);
    expect(body.notes.some((note: { videoUrl: string | null }) => note.videoUrl?.startsWith("https://"))).toBe(true);

    // Maria's list has level changes and someone who has gone quiet.
    const overview = await callRoute(overviewRoute, { token: await tokenFor("instructor@promenade.test") });
    expect(overview.body.students.length).toBeGreaterThan(3);
    expect(overview.body.students.some((row: { notPractised: boolean }) => row.notPractised)).toBe(true);
  });

  it("names the dance of the demo's one-dance classes (reports count their lessons by dance), and leaves the rest without", async () => {
    const db = await getDb();
    const { studioId } = await seedDemo(db);
    const rows = await db
      .select({ service: services.name, dance: dances.name, style: dances.style })
      .from(services)
      .leftJoin(dances, eq(dances.id, services.danceId))
      .where(eq(services.studioId, studioId));
    const danceOf = Object.fromEntries(rows.map((row) => [row.service, row.dance && `${row.dance} (${row.style})`]));
    expect(danceOf["Bronze Waltz"]).toBe("Waltz (american-smooth)");
    expect(danceOf["Rumba Technique"]).toBe("Rumba (american-rhythm)");
    expect(danceOf["Salsa Basics"]).toBe("Salsa (club)");
    expect(danceOf["Private Lesson"]).toBeNull();
    expect(danceOf["Group Class"]).toBeNull();
  });
});

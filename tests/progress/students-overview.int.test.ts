import { describe, expect, it } from "vitest";
import { GET as overviewRoute } from "@/app/api/progress/students/route";
import { POST as assessRoute } from "@/app/api/students/[id]/assessments/route";
import { POST as practiceRoute } from "@/app/api/students/[id]/practice/route";
import { callRoute } from "../helpers/call-route";
import { danceId, localDate, makeProgressStudio } from "../helpers/progress-factory";

describe("GET /api/progress/students", () => {
  it("lists an instructor's students with level changes, and who hasn't practised or attended lately", async () => {
    const s = await makeProgressStudio();
    const waltz = await danceId(s.owner.token, "Waltz", "american-smooth");
    await callRoute(assessRoute, {
      token: s.instructorMember.token,
      params: { id: s.me.student.id },
      body: { danceId: waltz, level: "bronze-1", result: "pass", date: localDate(-3) },
    });
    await callRoute(practiceRoute, { token: s.me.token, params: { id: s.me.student.id }, body: { date: localDate(-20), minutes: 30 } });

    const teacher = await callRoute(overviewRoute, { token: s.instructorMember.token });
    expect(teacher.status).toBe(200);
    expect(teacher.body.students).toEqual([
      {
        id: s.me.student.id,
        name: "Ana Mine",
        lastPracticeOn: localDate(-20),
        lastLessonOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        recentPasses: [{ dance: "Waltz", style: "american-smooth", level: "bronze-1", date: localDate(-3) }],
        notPractised: true,
        notAttended: false,
      },
    ]);

    await callRoute(practiceRoute, { token: s.me.token, params: { id: s.me.student.id }, body: { date: localDate(), minutes: 30 } });
    const owner = await callRoute(overviewRoute, { token: s.owner.token });
    const byName = Object.fromEntries(owner.body.students.map((row: { name: string }) => [row.name, row]));
    expect(byName["Ana Mine"]).toMatchObject({ lastPracticeOn: localDate(), notPractised: false });
    // The owner sees everyone, the other instructor's student too.
    // Never having logged practice isn't flagged: only someone who stopped is.
    expect(byName["Bo Stranger"]).toMatchObject({ lastPracticeOn: null, recentPasses: [], notPractised: false, notAttended: false });
  });
});

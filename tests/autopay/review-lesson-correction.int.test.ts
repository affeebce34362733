import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as attendanceRoute } from "@/app/api/bookings/[id]/attendance/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { sellPackageWithPlan } from "@/lib/autopay/package-sale";
import { ensureLessonInstalments } from "@/lib/autopay/lesson-instalments";
import { events, studios } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent } from "../helpers/people-factory";
import { itemsOf, planStudio, postLesson } from "../helpers/plan-factory";

describe("a lesson posted, then corrected so it used no unit", () => {
  it("doesn't count towards a 'by the lesson' instalment", async () => {
    const s = await planStudio({ units: 10, priceCents: 100_000 });
    // A no-show costs nothing at this studio: correcting "attended" to "no-show" gives the unit back.
    await s.db.update(studios).set({ noShowPolicy: "none" }).where(eq(studios.id, s.studio.id));
    const sale = await sellPackageWithPlan(s.db, s.owner.session, s.sam.student.id, {
      packageId: s.bronze.id,
      paymentPlan: { kind: "per_lessons", lessons: 2 },
    });
    const first = await postLesson(s, sale.studentPackage.id);
    const corrected = await callRoute(attendanceRoute, { token: s.owner.token, params: { id: first }, body: { status: "no_show" } });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    await postLesson(s, sale.studentPackage.id);
    // One unit used, not two: the second instalment is not due yet.
    expect(await ensureLessonInstalments(s.db, new Date())).toBe(0);
    expect((await itemsOf(s.sam.student.id))[1].dueOn).toBeNull();
    // Posted attended again: now two lessons used.
    const again = await callRoute(attendanceRoute, { token: s.owner.token, params: { id: first }, body: { status: "attended" } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await ensureLessonInstalments(s.db, new Date())).toBe(1);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as attendanceRoute } from "@/app/api/bookings/[id]/attendance/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { sellPackageWithPlan } from "@/lib/autopay/package-sale";
import { ensureLessonInstalments } from "@/lib/autopay/lesson-instalments";
import { runAutopay } from "@/lib/autopay/run";
import { instantToLocal } from "@/lib/dates/wall-time";
import { events } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { balanceOf } from "../helpers/money-factory";
import { hoursFromNow, makeEvent } from "../helpers/people-factory";
import { entriesOf, itemsOf, planStudio, postLesson } from "../helpers/plan-factory";

describe("a package paid by the lesson", () => {
  it("makes an instalment due each time M of its lessons are posted, once", async () => {
    // 10 lessons, $1,000, an instalment every 4 posted: ceil(10 / 4) = 3 instalments.
    const s = await planStudio({ units: 10, priceCents: 100_000 });
    const sale = await sellPackageWithPlan(s.db, s.owner.session, s.sam.student.id, {
      packageId: s.bronze.id,
      paymentPlan: { kind: "per_lessons", lessons: 4 },
    });
    expect(sale.items.map((item) => [item.amountCents, item.afterLessons, item.status])).toEqual([
      [33_334, null, "paid"],
      [33_333, 4, "scheduled"],
      [33_333, 8, "scheduled"],
    ]);
    // Not reached yet: no day, nothing for the run to try, listed last.
    expect(sale.items.slice(1).map((item) => [item.dueOn, item.nextAttemptAt])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(await balanceOf(s.sam.student.id)).toBe(33_334);

    for (let lesson = 1; lesson <= 3; lesson += 1) await postLesson(s, sale.studentPackage.id);
    expect(await ensureLessonInstalments(s.db, new Date())).toBe(0);
    expect((await itemsOf(s.sam.student.id))[1].dueOn).toBeNull();

    await postLesson(s, sale.studentPackage.id);
    const now = new Date();
    expect(await ensureLessonInstalments(s.db, now)).toBe(1);
    // Twice (or from another process): nothing more.
    expect(await ensureLessonInstalments(s.db, now)).toBe(0);
    const [, second, third] = await itemsOf(s.sam.student.id);
    expect(second.dueOn).toBe(instantToLocal(now, "America/Los_Angeles").date);
    expect(second.nextAttemptAt).toEqual(now);
    expect(third.dueOn).toBeNull();

    // The run charges it (no card: on the account), and only it.
    await runAutopay(s.db, { now: new Date(now.getTime() + 1_000) });
    expect((await itemsOf(s.sam.student.id)).map((item) => item.status)).toEqual(["paid", "paid", "scheduled"]);
    expect(await balanceOf(s.sam.student.id)).toBe(66_667);
    expect((await entriesOf(s.sam.student.id, "charge")).map((entry) => entry.description)).toEqual([
      "Bronze 1 · instalment 1 of 3",
      "Bronze 1 · instalment 2 of 3",
    ]);
  });

  it("counts only this package's posted lessons, and a lesson posted twice once", async () => {
    const s = await planStudio({ units: 10, priceCents: 100_000 });
    const first = await sellPackageWithPlan(s.db, s.owner.session, s.sam.student.id, {
      packageId: s.bronze.id,
      paymentPlan: { kind: "per_lessons", lessons: 2 },
    });
    const other = await sellPackageWithPlan(s.db, s.owner.session, s.sam.student.id, {
      packageId: s.bronze.id,
      paymentPlan: { kind: "per_lessons", lessons: 2 },
    });
    const bookingId = await postLesson(s, other.studentPackage.id);
    // Posting the same lesson again (a correction) consumes nothing more.
    await callRoute(attendanceRoute, { token: s.owner.token, params: { id: bookingId }, body: { status: "attended" } });
    expect(await ensureLessonInstalments(s.db, new Date())).toBe(0);
    await postLesson(s, other.studentPackage.id);
    expect(await ensureLessonInstalments(s.db, new Date())).toBe(1);
    const items = await itemsOf(s.sam.student.id);
    const due = items.filter((item) => item.dueOn && item.sequence === 2);
    expect(due.map((item) => item.studentPackageId)).toEqual([other.studentPackage.id]);
    expect(
      items.filter((item) => item.studentPackageId === first.studentPackage.id && item.sequence > 1).every((item) => !item.dueOn),
    ).toBe(true);
  });

  it("when the package expires first, the instalments still waiting fall due then", async () => {
    const s = await planStudio({ units: 10, priceCents: 100_000 });
    const sale = await sellPackageWithPlan(s.db, s.owner.session, s.sam.student.id, {
      packageId: s.bronze.id,
      paymentPlan: { kind: "per_lessons", lessons: 4 },
    });
    await postLesson(s, sale.studentPackage.id);
    const expiry = new Date(sale.studentPackage.expiresAt);
    await ensureLessonInstalments(s.db, new Date(expiry.getTime() - 60_000));
    expect((await itemsOf(s.sam.student.id)).map((item) => item.dueOn === null)).toEqual([false, true, true]);
    await ensureLessonInstalments(s.db, expiry);
    expect((await itemsOf(s.sam.student.id)).every((item) => item.dueOn !== null)).toBe(true);
    await runAutopay(s.db, { now: new Date(expiry.getTime() + 1_000) });
    expect((await itemsOf(s.sam.student.id)).map((item) => item.status)).toEqual(["paid", "paid", "paid"]);
    expect(await balanceOf(s.sam.student.id)).toBe(100_000);
  });
});

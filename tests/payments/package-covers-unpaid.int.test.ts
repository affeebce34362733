import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as attendanceRoute } from "@/app/api/bookings/[id]/attendance/route";
import { POST as paymentRoute } from "@/app/api/payments/route";
import { POST as sellRoute } from "@/app/api/students/[id]/packages/route";
import { GET as coversRoute } from "@/app/api/students/[id]/unpaid-lessons/route";
import { getDb } from "@/lib/db/client";
import { creditEntries, events, ledgerEntries, studentPackages } from "@/lib/db/schema";
import { applyPackageToUnpaid } from "@/lib/payments/unpaid-lessons";
import { callRoute } from "../helpers/call-route";
import { balanceOf, giveStudentPackage, unitsUsed } from "../helpers/money-factory";
import { hoursFromNow } from "../helpers/people-factory";
import { bookingsOf, CLASS_CENTS, openChargesOf, OTHER_CENTS, studentOwingLessons } from "../helpers/unpaid-lessons";

async function creditKinds(bookingId: string) {
  const db = await getDb();
  return (await db.select({ kind: creditEntries.kind }).from(creditEntries).where(eq(creditEntries.bookingId, bookingId)))
    .map((row) => row.kind)
    .sort();
}

describe("POST /api/students/{id}/packages with applyToUnpaid", () => {
  it("pays the oldest unpaid lessons the package covers, taught ones included, and leaves the rest charged", async () => {
    const s = await studentOwingLessons();
    const before = await balanceOf(s.me.student.id);
    expect(before).toBe(5 * CLASS_CENTS + OTHER_CENTS);

    // What the sale dialog shows first: 3 lessons, $75, the oldest (taught) first; Silver Tango is not covered.
    const preview = await callRoute(coversRoute, { token: s.owner.token, params: { id: s.me.student.id } });
    expect(preview.status).toBe(200);
    const cover = preview.body.covers.find((item: { packageId: string }) => item.packageId === s.pass.id);
    expect(cover.amountCents).toBe(3 * CLASS_CENTS);
    expect(cover.lessons.map((lesson: { bookingId: string }) => lesson.bookingId)).toEqual(
      s.lessons.slice(0, 3).map((lesson) => lesson.bookingId),
    );
    expect(cover.lessons.map((lesson: { state: string }) => lesson.state)).toEqual(["taught", "upcoming", "upcoming"]);
    expect(cover.lessons[0].label).toMatch(/^Bronze Waltz · \w{3}, \w{3} \d{1,2}, /);

    const sale = await callRoute(sellRoute, {
      token: s.owner.token,
      params: { id: s.me.student.id },
      body: { packageId: s.pass.id, payment: { method: "card", amountCents: 6_000 }, applyToUnpaid: true },
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    expect(sale.body.applied).toEqual({ lessons: 3, amountCents: 3 * CLASS_CENTS });
    expect(sale.body.studentPackage.unitsLeft).toBe(0);
    const soldId = sale.body.studentPackage.id as string;
    expect(await unitsUsed(soldId)).toBe(3);

    // The three oldest classes are paid by the package, as if booked with it; the rest keep their charge.
    const covered = s.lessons.slice(0, 3).map((lesson) => lesson.bookingId);
    const rest = [...s.lessons.slice(3).map((lesson) => lesson.bookingId), s.otherClass.bookingId];
    expect((await bookingsOf(covered)).map((row) => row.studentPackageId)).toEqual([soldId, soldId, soldId]);
    expect((await bookingsOf(rest)).map((row) => row.studentPackageId)).toEqual([null, null, null]);
    expect(await openChargesOf(covered)).toEqual([0, 0, 0]);
    expect(await openChargesOf(rest)).toEqual([1, 1, 1]);
    expect(await creditKinds(covered[0])).toEqual(["consume", "reserve"]);
    expect(await creditKinds(covered[1])).toEqual(["reserve"]);
    // The balance drops by what the lessons cost: the sale was paid in full.
    expect(await balanceOf(s.me.student.id)).toBe(before - 3 * CLASS_CENTS);
    const after = await callRoute(coversRoute, { token: s.owner.token, params: { id: s.me.student.id } });
    expect(after.body.covers.find((item: { packageId: string }) => item.packageId === s.pass.id).lessons).toHaveLength(2);

    // Posting a covered lesson later uses the unit already reserved: nothing is charged again.
    await s.db
      .update(events)
      .set({ startsAt: hoursFromNow(-3), endsAt: hoursFromNow(-2) })
      .where(eq(events.id, s.lessons[1].eventId));
    await callRoute(attendanceRoute, { token: s.owner.token, params: { id: covered[1] }, body: { status: "attended" } });
    expect(await creditKinds(covered[1])).toEqual(["consume", "reserve"]);
    expect(await balanceOf(s.me.student.id)).toBe(before - 3 * CLASS_CENTS);
  });

  it("without the flag, nothing but the sale changes", async () => {
    const s = await studentOwingLessons();
    const before = await balanceOf(s.me.student.id);
    const sale = await callRoute(sellRoute, { token: s.owner.token, params: { id: s.me.student.id }, body: { packageId: s.pass.id } });
    expect(sale.status).toBe(201);
    expect(sale.body.applied).toEqual({ lessons: 0, amountCents: 0 });
    expect(sale.body.studentPackage.unitsLeft).toBe(3);
    const all = [...s.lessons.map((lesson) => lesson.bookingId), s.otherClass.bookingId];
    expect(await openChargesOf(all)).toEqual(all.map(() => 1));
    expect((await bookingsOf(all)).every((row) => row.studentPackageId === null)).toBe(true);
    expect(await balanceOf(s.me.student.id)).toBe(before + 6_000);
  });

  it("clears only what the student owes: lessons paid at the desk don't turn into credit", async () => {
    const s = await studentOwingLessons({ classes: 3, taughtFirst: false });
    // $120 of $170 paid at the desk: $50 owed, two classes' worth.
    await callRoute(paymentRoute, {
      token: s.owner.token,
      body: { studentId: s.me.student.id, amountCents: 3 * CLASS_CENTS + OTHER_CENTS - 5_000, method: "cash" },
    });
    const preview = await callRoute(coversRoute, { token: s.owner.token, params: { id: s.me.student.id } });
    const cover = preview.body.covers.find((item: { packageId: string }) => item.packageId === s.pass.id);
    expect([cover.lessons.length, cover.amountCents]).toEqual([2, 2 * CLASS_CENTS]);
    const sale = await callRoute(sellRoute, {
      token: s.owner.token,
      params: { id: s.me.student.id },
      body: { packageId: s.pass.id, payment: { method: "card", amountCents: 6_000 }, applyToUnpaid: true },
    });
    expect(sale.body.applied).toEqual({ lessons: 2, amountCents: 2 * CLASS_CENTS });
    expect(sale.body.studentPackage.unitsLeft).toBe(1);
    expect(await balanceOf(s.me.student.id)).toBe(0);
  });

  it("never touches another studio's students, lessons or charges", async () => {
    const ours = await studentOwingLessons();
    const theirs = await studentOwingLessons();
    const theirLessons = [...theirs.lessons.map((lesson) => lesson.bookingId), theirs.otherClass.bookingId];
    const theirBalance = await balanceOf(theirs.me.student.id);
    // Our owner can neither preview nor sell to their student (404, as for any record of another studio).
    expect((await callRoute(coversRoute, { token: ours.owner.token, params: { id: theirs.me.student.id } })).status).toBe(404);
    const refused = await callRoute(sellRoute, {
      token: ours.owner.token,
      params: { id: theirs.me.student.id },
      body: { packageId: ours.pass.id, applyToUnpaid: true },
    });
    expect(refused.status).toBe(404);
    // A student sees only their own.
    expect((await callRoute(coversRoute, { token: ours.me.token, params: { id: theirs.me.student.id } })).status).toBe(404);
    expect((await callRoute(coversRoute, { token: ours.me.token, params: { id: ours.me.student.id } })).status).toBe(200);

    const sale = await callRoute(sellRoute, {
      token: ours.owner.token,
      params: { id: ours.me.student.id },
      body: { packageId: ours.pass.id, applyToUnpaid: true },
    });
    expect(sale.body.applied.lessons).toBe(3);
    expect(await openChargesOf(theirLessons)).toEqual(theirLessons.map(() => 1));
    expect((await bookingsOf(theirLessons)).every((row) => row.studentPackageId === null)).toBe(true);
    expect(await balanceOf(theirs.me.student.id)).toBe(theirBalance);
  });
});

describe("applying packages to unpaid lessons at the same time", () => {
  it("two applications of one package at once: never more units than it has, each charge voided once", async () => {
    const s = await studentOwingLessons({ classes: 5, taughtFirst: false });
    const owned = await giveStudentPackage(s.studio.id, s.me.student.id, s.pass, { units: 3 });
    const apply = () =>
      s.db.transaction((tx) =>
        applyPackageToUnpaid(tx, { studioId: s.studio.id, studentId: s.me.student.id, studentPackageId: owned.id, now: new Date() }),
      );
    const results = await Promise.all([apply(), apply(), apply()]);
    expect(results.map((result) => result.lessons.length).sort()).toEqual([0, 0, 3]);
    expect(await unitsUsed(owned.id)).toBe(3);
    const all = s.lessons.map((lesson) => lesson.bookingId);
    expect(await openChargesOf(all)).toEqual([0, 0, 0, 1, 1]);
    const reserves = await s.db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.studentPackageId, owned.id), eq(creditEntries.kind, "reserve")));
    expect(reserves.map((row) => row.bookingId).sort()).toEqual(all.slice(0, 3).sort());
    expect(await balanceOf(s.me.student.id)).toBe(2 * CLASS_CENTS + OTHER_CENTS);
  });

  it("two sales with applyToUnpaid at once: each lesson is paid by one package only", async () => {
    const s = await studentOwingLessons({ classes: 4, taughtFirst: false });
    const sell = () =>
      callRoute(sellRoute, {
        token: s.owner.token,
        params: { id: s.me.student.id },
        body: { packageId: s.pass.id, payment: { method: "card", amountCents: 6_000 }, applyToUnpaid: true },
      });
    const [first, second] = await Promise.all([sell(), sell()]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect([first.body.applied.lessons, second.body.applied.lessons].sort()).toEqual([1, 3]);
    const all = s.lessons.map((lesson) => lesson.bookingId);
    expect(await openChargesOf(all)).toEqual([0, 0, 0, 0]);
    const rows = await bookingsOf(all);
    const sold = await s.db.select().from(studentPackages).where(eq(studentPackages.studentId, s.me.student.id));
    expect(sold.map((row) => row.unitsUsed).sort()).toEqual([1, 3]);
    for (const pkg of sold) expect(rows.filter((row) => row.studentPackageId === pkg.id)).toHaveLength(pkg.unitsUsed);
    const voids = await s.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.studentId, s.me.student.id), eq(ledgerEntries.kind, "void")));
    expect(voids).toHaveLength(4);
    expect(await balanceOf(s.me.student.id)).toBe(OTHER_CENTS);
  });
});

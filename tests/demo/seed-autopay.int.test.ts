import { and, count, eq, inArray, isNotNull, lte } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listFailed } from "@/lib/autopay/failed";
import { listMemberships } from "@/lib/autopay/memberships";
import { runAutopay } from "@/lib/autopay/run";
import { getPaymentSchedule } from "@/lib/autopay/schedule";
import { getDb } from "@/lib/db/client";
import {
  bookings,
  ledgerEntries,
  membershipPlans,
  outboxMessages,
  paymentItems,
  studentMemberships,
  studentPackages,
  students,
} from "@/lib/db/schema";
import { seedDemo } from "@/lib/demo/seed";
import { seedAutopay } from "@/lib/demo/seed-autopay";
import { seedInstalments } from "@/lib/demo/seed-instalments";
import { seedPayments } from "@/lib/demo/seed-payments";
import { seedPeople } from "@/lib/demo/seed-people";
import { seedSchedule } from "@/lib/demo/seed-schedule";
import { localToInstant } from "@/lib/dates/wall-time";
import { makeMember, makeStudio } from "../helpers/studio-factory";

const NEW_YORK = "America/New_York";

async function counts(studioId: string) {
  const db = await getDb();
  const tally = async (table: typeof membershipPlans | typeof studentMemberships | typeof paymentItems | typeof ledgerEntries) =>
    Number((await db.select({ n: count() }).from(table).where(eq(table.studioId, studioId)))[0].n);
  const [grants] = await db
    .select({ n: count() })
    .from(studentPackages)
    .where(and(eq(studentPackages.studioId, studioId), isNotNull(studentPackages.membershipId)));
  const [outbox] = await db.select({ n: count() }).from(outboxMessages);
  return {
    plans: await tally(membershipPlans),
    memberships: await tally(studentMemberships),
    items: await tally(paymentItems),
    entries: await tally(ledgerEntries),
    grants: Number(grants.n),
    outbox: Number(outbox.n),
  };
}

describe("seedAutopay", () => {
  it("seeds plans, members and instalments, leaves nothing due for the run, and adds nothing when run again", async () => {
    const db = await getDb();
    const started = performance.now();
    const { studioId } = await seedDemo(db);
    console.log(`[seed] demo studio with autopay: ${Math.round(performance.now() - started)} ms`);
    const first = await counts(studioId);
    expect(first).toMatchObject({ plans: 3, memberships: 8, outbox: 0 });
    await seedDemo(db);
    expect(await counts(studioId)).toEqual(first);

    // Everything due by now is settled: the run that starts with the app has nothing to charge.
    const now = new Date();
    const [due] = await db
      .select({ n: count() })
      .from(paymentItems)
      .where(
        and(
          eq(paymentItems.studioId, studioId),
          inArray(paymentItems.status, ["scheduled", "failed"]),
          lte(paymentItems.nextAttemptAt, now),
        ),
      );
    expect(Number(due.n)).toBe(0);
    expect(await runAutopay(db, { now })).toEqual({ card: 0, account: 0, failed: 0, errors: 0 });
    expect(await counts(studioId)).toEqual(first);

    const { session } = await makeMember(studioId, "owner");
    const [sam] = await db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.studioId, studioId), eq(students.email, "student@promenade.test")));
    const [membership] = await listMemberships(db, session, sam.id);
    expect(membership).toMatchObject({ name: "Unlimited group classes", state: "active" });
    const schedule = (await getPaymentSchedule(db, session, sam.id)).items;
    expect(schedule.filter((item) => item.status === "paid" && item.settledBy === "card").length).toBeGreaterThanOrEqual(3);
    expect(schedule.some((item) => item.status === "scheduled")).toBe(true);
    const samPayments = await db
      .select({ note: ledgerEntries.note, method: ledgerEntries.method })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.studentId, sam.id), eq(ledgerEntries.note, "Automatic payment, Visa •4242")));
    expect(samPayments.length).toBeGreaterThanOrEqual(3);
    expect(samPayments.every((row) => row.method === "online")).toBe(true);
    // His classes in the membership's periods took their units from it: none of them was charged.
    const samGrants = await db
      .select({ id: studentPackages.id, used: studentPackages.unitsUsed })
      .from(studentPackages)
      .where(and(eq(studentPackages.studentId, sam.id), isNotNull(studentPackages.membershipId)));
    expect(samGrants.reduce((sum, row) => sum + row.used, 0)).toBeGreaterThan(3);
    const heldByGrants = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        inArray(
          bookings.studentPackageId,
          samGrants.map((row) => row.id),
        ),
      );
    const [charged] = await db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.bookingId,
          heldByGrants.map((row) => row.id),
        ),
      );
    expect(Number(charged.n)).toBe(0);

    // The members' states as the owner sees them: running, paused, ending after notice, past due.
    const members = await db
      .select({ studentId: studentMemberships.studentId })
      .from(studentMemberships)
      .where(eq(studentMemberships.studioId, studioId));
    const states = (await Promise.all(members.map((row) => listMemberships(db, session, row.studentId)))).flat().map((row) => row.state);
    expect(states.filter((state) => state === "active").length).toBeGreaterThanOrEqual(4);
    for (const state of ["paused", "ending", "past_due"]) expect(states).toContain(state);

    // The past-due member's period on the Failed payments list, its tries used up, its units suspended.
    const failed = await listFailed(db, session);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ status: "failed", attempts: 4, lastError: "Your card was declined.", nextAttemptAt: null });
    const [pastDue] = await db
      .select({ id: studentMemberships.id, since: studentMemberships.pastDueSince })
      .from(studentMemberships)
      .where(and(eq(studentMemberships.studioId, studioId), eq(studentMemberships.studentId, failed[0].studentId)));
    expect(pastDue.since).not.toBeNull();
    const grants = await db.select().from(studentPackages).where(eq(studentPackages.membershipId, pastDue.id));
    expect(grants.length).toBeGreaterThan(0);
    expect(grants.every((grant) => grant.suspended)).toBe(true);

    // Programs on instalments: Bronze 1 with 2 of 6 paid, 10 Private Lessons by the lesson.
    const instalments = await db
      .select()
      .from(paymentItems)
      .where(and(eq(paymentItems.studioId, studioId), eq(paymentItems.source, "instalment")));
    const bronze = instalments.filter((item) => item.description.startsWith("Bronze 1 program"));
    expect(bronze.map((item) => item.status).sort()).toEqual(["paid", "paid", "scheduled", "scheduled", "scheduled", "scheduled"]);
    const byLesson = instalments.filter((item) => item.afterLessons !== null);
    expect(byLesson).toHaveLength(4);
    expect(byLesson.every((item) => item.dueOn === null && item.status === "scheduled")).toBe(true);
    // Every settled item points at its charge on the ledger.
    for (const item of [...instalments, ...(await db.select().from(paymentItems).where(eq(paymentItems.source, "membership")))])
      if (item.status !== "scheduled") expect(item.chargeEntryId).not.toBeNull();
  });

  it("seeded on a leap day, a month's end, a DST day or before the day's charge time, still leaves nothing due", async () => {
    const db = await getDb();
    const clocks = [
      ["2028-02-29", "16:00"],
      ["2026-01-31", "05:59"],
      ["2026-03-08", "06:00"],
      ["2026-12-31", "23:59"],
    ];
    for (const [day, time] of clocks) {
      const now = localToInstant(day, time, NEW_YORK);
      // The demo's seeds in their order, at that clock, in a studio of their own.
      const { studio } = await makeStudio({ timeZone: NEW_YORK });
      await seedSchedule(db, studio.id, NEW_YORK, now);
      await seedPeople(db, studio.id, NEW_YORK, now);
      await seedAutopay(db, studio.id, NEW_YORK, now);
      await seedPayments(db, studio.id, now);
      await seedInstalments(db, studio.id, NEW_YORK, now);
      const items = await db.select().from(paymentItems).where(eq(paymentItems.studioId, studio.id));
      const due = items.filter(
        (item) => item.status !== "paid" && item.status !== "cancelled" && item.nextAttemptAt !== null && item.nextAttemptAt <= now,
      );
      expect(
        due.map((item) => item.description),
        `${day} ${time}`,
      ).toEqual([]);
      expect(items.filter((item) => item.settledAt && item.settledAt > now)).toEqual([]);
      expect(items.filter((item) => item.status === "failed" && item.tries === 4 && item.nextAttemptAt === null)).toHaveLength(1);
      const members = await db.select().from(studentMemberships).where(eq(studentMemberships.studioId, studio.id));
      expect(members).toHaveLength(8);
      expect(members.filter((row) => row.pastDueSince !== null)).toHaveLength(1);
      const bronze = items.filter((item) => item.description.startsWith("Bronze 1 program"));
      expect(
        bronze.filter((item) => item.status === "paid"),
        `${day} ${time}`,
      ).toHaveLength(2);
      // Each unit a booking holds is counted on the grant or package holding it.
      const held = await db
        .select({ units: studentPackages.unitsUsed, holders: count(bookings.id) })
        .from(studentPackages)
        .leftJoin(bookings, eq(bookings.studentPackageId, studentPackages.id))
        .where(eq(studentPackages.studioId, studio.id))
        .groupBy(studentPackages.id, studentPackages.unitsUsed);
      for (const row of held) expect(row.units).toBe(row.holders);
    }
  });
});

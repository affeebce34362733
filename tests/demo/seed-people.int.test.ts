import { and, count, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { bookings, instructorAvailability, instructorRates, instructors, students } from "@/lib/db/schema";
import { seedDemo } from "@/lib/demo/seed";

describe("seedDemo: people and bookings", () => {
  it("gives every instructor hours and a rate history, ~40 students, and Sam a real calendar — once", async () => {
    const db = await getDb();
    const { studioId } = await seedDemo(db);
    const tally = async () => ({
      students: Number((await db.select({ n: count() }).from(students))[0].n),
      bookings: Number((await db.select({ n: count() }).from(bookings))[0].n),
      rates: Number((await db.select({ n: count() }).from(instructorRates))[0].n),
    });
    const first = await tally();
    await seedDemo(db);
    expect(await tally()).toEqual(first);
    expect(first.students).toBe(40);

    for (const teacher of await db.select().from(instructors).where(eq(instructors.studioId, studioId))) {
      const hours = await db.select().from(instructorAvailability).where(eq(instructorAvailability.instructorId, teacher.id));
      const rates = await db.select().from(instructorRates).where(eq(instructorRates.instructorId, teacher.id));
      expect(hours.length).toBeGreaterThan(0);
      expect(rates).toHaveLength(2);
    }
    const levels = new Set((await db.select({ level: students.level }).from(students)).map((row) => row.level));
    expect(levels).toEqual(new Set(["Newcomer", "Bronze", "Silver", "Gold"]));
    expect(Number((await db.select({ n: count() }).from(students).where(isNotNull(students.partnerId)))[0].n)).toBe(8);

    const [sam] = await db.select().from(students).where(eq(students.email, "student@promenade.test"));
    expect(sam.userId).not.toBeNull();
    const mine = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.studentId, sam.id)));
    const statuses = new Set(mine.map((row) => row.status));
    expect(statuses).toContain("booked");
    expect(statuses).toContain("attended");
    expect(mine.filter((row) => row.status === "waitlisted")).toHaveLength(1);
    // One upcoming place came off a waitlist, so the notice shows on first login.
    expect(mine.filter((row) => row.promotedAt !== null).map((row) => row.status)).toEqual(["booked"]);
  });
});

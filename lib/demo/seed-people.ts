import "server-only";
import { and, asc, eq, gt, inArray, lt } from "drizzle-orm";
import { addDays, instantToLocal } from "@/lib/dates/wall-time";
import type { Db } from "@/lib/db/client";
import { bookings, events, instructorAvailability, instructorRates, instructors, services, students, users } from "@/lib/db/schema";
import { STUDENT_LEVELS } from "@/lib/db/schema/people";

const DEMO_STUDENT_EMAIL = "student@promenade.test";
const FIRST = [
  "Sam",
  "Ava",
  "Liam",
  "Mia",
  "Noah",
  "Emma",
  "Lucas",
  "Olivia",
  "Ethan",
  "Chloe",
  "Mason",
  "Grace",
  "Leo",
  "Zoe",
  "Henry",
  "Lily",
  "Jack",
  "Nora",
  "Owen",
  "Ruby",
];
const LAST = ["Carter", "Nguyen", "Patel", "Kim", "Garcia", "Müller", "Rossi", "Dubois", "Cohen", "Silva"];
const STUDENT_COUNT = 40;
/** Pro allows 5 partner connections; the demo shows 4 so one more can be added. */
const PAIRS = [
  [0, 1],
  [2, 3],
  [6, 7],
  [10, 11],
];

/**
 * Weekly hours and a rate history for every demo instructor, ~40 students across the levels (some
 * partnered), and bookings: private lessons taken, group classes booked, a full class with Sam on
 * its waitlist, and past attendance. Skipped once the studio has students, so it runs at every start.
 */
export async function seedPeople(db: Db, studioId: string, timeZone: string, now = new Date()): Promise<void> {
  const existing = await db.select({ id: students.id }).from(students).where(eq(students.studioId, studioId)).limit(1);
  if (existing.length > 0) return;
  const teachers = await db
    .select({ id: instructors.id })
    .from(instructors)
    .where(eq(instructors.studioId, studioId))
    .orderBy(asc(instructors.createdAt), asc(instructors.name));
  const today = instantToLocal(now, timeZone).date;

  // Same days as the seeded private lessons: a day off in three, 1 PM to 6 PM.
  await db
    .insert(instructorAvailability)
    .values(
      teachers.flatMap((teacher, index) =>
        [1, 2, 3, 4, 5, 6]
          .filter((weekday) => (weekday + index) % 3 !== 0)
          .map((weekday) => ({ studioId, instructorId: teacher.id, weekday, startTime: "13:00", endTime: "18:00" })),
      ),
    );
  await db.insert(instructorRates).values(
    teachers.flatMap((teacher, index) => [
      { studioId, instructorId: teacher.id, privateCents: 5500 + index * 500, classCents: 3500, effectiveFrom: addDays(today, -365) },
      { studioId, instructorId: teacher.id, privateCents: 6000 + index * 500, classCents: 4000, effectiveFrom: addDays(today, -90) },
    ]),
  );

  const [demoUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STUDENT_EMAIL));
  const rows = await db
    .insert(students)
    .values(
      Array.from({ length: STUDENT_COUNT }, (_, index) => {
        // The second round of first names takes the next last name, so all 40 names differ.
        const name = `${FIRST[index % FIRST.length]} ${LAST[(index * 3 + Math.floor(index / FIRST.length)) % LAST.length]}`;
        const email = index === 0 ? DEMO_STUDENT_EMAIL : `${name.toLowerCase().replace(/[^a-z]+/g, ".")}${index}@example.test`;
        return {
          studioId,
          name,
          email,
          userId: index === 0 ? (demoUser?.id ?? null) : null,
          level: STUDENT_LEVELS[index % 4],
          active: index < 37,
          phone: `555-01${String(index).padStart(2, "0")}`,
        };
      }),
    )
    .returning({ id: students.id });
  for (const [a, b] of PAIRS) {
    await db.update(students).set({ partnerId: rows[b].id }).where(eq(students.id, rows[a].id));
    await db.update(students).set({ partnerId: rows[a].id }).where(eq(students.id, rows[b].id));
  }
  await db.insert(bookings).values(
    await demoBookings(
      db,
      studioId,
      rows.slice(0, 37).map((row) => row.id),
      now,
    ),
  );
}

async function demoBookings(db: Db, studioId: string, ids: string[], now: Date): Promise<(typeof bookings.$inferInsert)[]> {
  const [sam, ...others] = ids;
  const windowStart = new Date(now.getTime() - 28 * 86_400_000);
  const windowEnd = new Date(now.getTime() + 28 * 86_400_000);
  const rows = await db
    .select({ id: events.id, startsAt: events.startsAt, capacity: events.capacity, kind: services.kind })
    .from(events)
    .innerJoin(services, eq(services.id, events.serviceId))
    .where(
      and(
        eq(events.studioId, studioId),
        gt(events.startsAt, windowStart),
        lt(events.startsAt, windowEnd),
        inArray(services.kind, ["private", "group"]),
      ),
    )
    .orderBy(asc(events.startsAt));
  const result: (typeof bookings.$inferInsert)[] = [];
  const isPast = (event: { startsAt: Date }) => event.startsAt.getTime() < now.getTime();
  const add = (event: (typeof rows)[number], studentId: string, index: number) =>
    result.push({ studioId, eventId: event.id, studentId, status: isPast(event) ? (index % 9 === 4 ? "no_show" : "attended") : "booked" });

  rows
    .filter((event) => event.kind === "private")
    .forEach((event, index) => add(event, index % 5 === 0 ? sam : others[index % others.length], index));
  const classes = rows.filter((event) => event.kind === "group");
  const upcoming = classes.filter((event) => !isPast(event));
  // The first upcoming class is full, with Sam first on its waitlist.
  const full = upcoming[0];
  classes.forEach((event, index) => {
    const size = event === full ? event.capacity : 4 + (index % 7);
    others.slice(index % 9, (index % 9) + size).forEach((studentId, seat) => add(event, studentId, index + seat));
    const isSoon = [1, 2, 3].includes(upcoming.indexOf(event));
    if (isSoon || (isPast(event) && index % 2 === 0)) add(event, sam, index);
  });
  if (full) result.push({ studioId, eventId: full.id, studentId: sam, status: "waitlisted", position: 1 });
  // Sam's place in the next class came off its waitlist an hour ago, so "My lessons" shows the notice.
  const promoted = result.find((row) => row.studentId === sam && row.eventId === upcoming[1]?.id && row.status === "booked");
  if (promoted) promoted.promotedAt = new Date(now.getTime() - 3600_000);
  return result;
}

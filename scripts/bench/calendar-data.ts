// bench:notifications's data: an instructor with an account and 2,000 private lessons inside the feed's
// window (2 months back, 12 ahead), each booked by a demo student, one in 50 cancelled.
import { and, eq } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import type { Db } from "@/lib/db/client";
import { bookings, events, instructors, memberships, services, students, users } from "@/lib/db/schema";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";

export const FEED_BENCH = { events: 2000, email: "feed.bench@promenade.test", password: "promenade" };
const SLOTS = ["09:00", "10:00", "11:00", "12:00", "13:00"];

export async function buildFeedInstructor(db: Db, studioId: string): Promise<void> {
  const [user] = await db
    .insert(users)
    .values({ name: "Farah Benchmark", email: FEED_BENCH.email, passwordHash: await hashPassword(FEED_BENCH.password) })
    .returning({ id: users.id });
  await db.insert(memberships).values({ userId: user.id, studioId, role: "instructor" });
  const [teacher] = await db
    .insert(instructors)
    .values({ studioId, name: "Farah Benchmark", userId: user.id })
    .returning({ id: instructors.id });
  const [lesson] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.studioId, studioId), eq(services.name, "Private Lesson")));
  const dancers = await db.select({ id: students.id }).from(students).where(eq(students.studioId, studioId));

  const zone = "America/New_York";
  const firstDay = addDays(instantToLocal(new Date(), zone).date, -58);
  const rows: (typeof events.$inferInsert)[] = [];
  for (let index = 0; index < FEED_BENCH.events; index++) {
    const day = addDays(firstDay, Math.floor(index / SLOTS.length));
    const startsAt = localToInstant(day, SLOTS[index % SLOTS.length], zone);
    rows.push({
      studioId,
      serviceId: lesson.id,
      instructorId: teacher.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      capacity: 1,
      status: index % 50 === 0 ? "cancelled" : "scheduled",
      notes: "Not for the feed",
    });
  }
  for (let start = 0; start < rows.length; start += 500) {
    const created = await db
      .insert(events)
      .values(rows.slice(start, start + 500))
      .returning({ id: events.id });
    await db.insert(bookings).values(
      created.map((event, offset) => ({
        studioId,
        eventId: event.id,
        studentId: dancers[(start + offset) % dancers.length].id,
        status: "booked" as const,
      })),
    );
  }
}

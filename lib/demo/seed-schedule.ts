import "server-only";
import { eq } from "drizzle-orm";
import { seriesDates } from "@/lib/scheduling/series-dates";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import type { Db } from "@/lib/db/client";
import { events, instructors, rooms, series, services, users } from "@/lib/db/schema";

const ROOMS = [
  { name: "Main Ballroom", capacity: 60, color: "#7a1f4b" },
  { name: "Studio B", capacity: 16, color: "#1f5f8b" },
  { name: "Studio C", capacity: 8, color: "#2f7a4b" },
];

const INSTRUCTORS = [
  { name: "Maria Lopez", email: "instructor@promenade.test", styles: ["Latin", "Rhythm", "Cha Cha", "Rumba", "Salsa"], color: "#b4235a" },
  { name: "James Chen", email: "james.chen@promenade.test", styles: ["Standard", "Waltz", "Quickstep", "Foxtrot"], color: "#1f5f8b" },
  { name: "Sofia Rossi", email: "sofia.rossi@promenade.test", styles: ["Latin", "Samba", "Paso Doble", "Jive"], color: "#8a5a12" },
  {
    name: "Daniel Park",
    email: "daniel.park@promenade.test",
    styles: ["Smooth", "Social", "Foxtrot", "East Coast Swing"],
    color: "#2f7a4b",
  },
  { name: "Elena Petrova", email: "elena.petrova@promenade.test", styles: ["Standard", "Tango", "Viennese Waltz"], color: "#5b3a8a" },
];

const SERVICES = [
  { name: "Private Lesson", kind: "private", durationMinutes: 45, priceCents: 9500, defaultCapacity: 1, color: "#7a1f4b" },
  { name: "Group Class", kind: "group", durationMinutes: 60, priceCents: 2500, defaultCapacity: 20, color: "#1f5f8b" },
  { name: "Practice Party", kind: "practice", durationMinutes: 90, priceCents: 1500, defaultCapacity: 60, color: "#8a5a12" },
  { name: "Room Rental", kind: "rental", durationMinutes: 60, priceCents: 4000, defaultCapacity: 4, color: "#2f7a4b" },
  { name: "Bronze Waltz", kind: "group", durationMinutes: 60, priceCents: 2500, defaultCapacity: 20, color: "#1f5f8b" },
  { name: "Rumba Technique", kind: "group", durationMinutes: 60, priceCents: 2500, defaultCapacity: 16, color: "#b4235a" },
  { name: "Salsa Basics", kind: "group", durationMinutes: 60, priceCents: 2000, defaultCapacity: 24, color: "#c2410c" },
  { name: "Newcomer Foxtrot", kind: "group", durationMinutes: 60, priceCents: 2000, defaultCapacity: 20, color: "#2f7a4b" },
  { name: "Silver Tango", kind: "group", durationMinutes: 60, priceCents: 2500, defaultCapacity: 16, color: "#5b3a8a" },
] as const;

/** The weekly programme: [service, weekday (Sunday = 0), local time, instructor or null, room]. */
const PROGRAMME: [string, number, string, string | null, string][] = [
  ["Bronze Waltz", 1, "19:00", "James Chen", "Main Ballroom"],
  ["Rumba Technique", 2, "20:00", "Maria Lopez", "Main Ballroom"],
  ["Newcomer Foxtrot", 3, "19:00", "Daniel Park", "Studio B"],
  ["Silver Tango", 4, "20:00", "Elena Petrova", "Main Ballroom"],
  ["Practice Party", 5, "20:30", null, "Main Ballroom"],
  ["Salsa Basics", 6, "10:00", "Sofia Rossi", "Main Ballroom"],
];

/**
 * Rooms, instructors, services, a weekly programme and private lessons over the past 8 weeks and
 * the next 8, so every screen of the demo looks alive. Skipped when the studio has rooms already.
 */
export async function seedSchedule(db: Db, studioId: string, timeZone: string, now = new Date()): Promise<void> {
  const existing = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.studioId, studioId)).limit(1);
  if (existing.length > 0) return;

  const roomRows = await db
    .insert(rooms)
    .values(ROOMS.map((room) => ({ ...room, studioId })))
    .returning();
  const [instructorUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, INSTRUCTORS[0].email));
  const teacherRows = await db
    .insert(instructors)
    .values(INSTRUCTORS.map((teacher, index) => ({ ...teacher, studioId, userId: index === 0 ? (instructorUser?.id ?? null) : null })))
    .returning();
  const serviceRows = await db
    .insert(services)
    .values(SERVICES.map((service) => ({ ...service, studioId })))
    .returning();
  const room = (name: string) => roomRows.find((row) => row.name === name)!;
  const teacher = (name: string) => teacherRows.find((row) => row.name === name)!;
  const service = (name: string) => serviceRows.find((row) => row.name === name)!;

  const today = instantToLocal(now, timeZone).date;
  const startDate = addDays(today, -56);
  const until = addDays(today, 56);
  for (const [serviceName, weekday, time, teacherName, roomName] of PROGRAMME) {
    const offering = service(serviceName);
    const [row] = await db
      .insert(series)
      .values({
        studioId,
        serviceId: offering.id,
        instructorId: teacherName ? teacher(teacherName).id : null,
        roomId: room(roomName).id,
        weekdays: [weekday],
        startTime: time,
        durationMinutes: offering.durationMinutes,
        startDate,
        untilDate: until,
        capacity: offering.defaultCapacity,
      })
      .returning();
    const { dates } = seriesDates({ weekdays: [weekday], startDate, until, horizon: until });
    await db.insert(events).values(
      dates.map((date) => {
        const startsAt = localToInstant(date, time, timeZone);
        return {
          studioId,
          serviceId: offering.id,
          seriesId: row.id,
          instructorId: row.instructorId,
          roomId: row.roomId,
          startsAt,
          endsAt: new Date(startsAt.getTime() + offering.durationMinutes * 60_000),
          capacity: offering.defaultCapacity,
        };
      }),
    );
  }

  // Private lessons: each instructor teaches on their days between 1 PM and 6 PM, in Studio B or C.
  const lesson = service("Private Lesson");
  const privateRows: (typeof events.$inferInsert)[] = [];
  let random = 20251;
  const next = () => (random = (random * 48271) % 2147483647) / 2147483647;
  for (let day = -56; day <= 56; day++) {
    const date = addDays(today, day);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0) continue;
    teacherRows.forEach((row, index) => {
      if ((weekday + index) % 3 === 0) return; // a day off in three
      const roomName = index % 2 === 0 ? "Studio B" : "Studio C";
      for (const hour of [13, 14, 15, 16, 17]) {
        if (next() < 0.45) continue;
        const startsAt = localToInstant(date, `${hour}:${index % 2 === 0 ? "00" : "15"}`, timeZone);
        privateRows.push({
          studioId,
          serviceId: lesson.id,
          instructorId: row.id,
          // Two instructors share a room: only one of them gets it at a time, the other teaches on the floor.
          roomId: privateRows.some(
            (other) =>
              other.roomId === room(roomName).id && Math.abs((other.startsAt as Date).getTime() - startsAt.getTime()) < 45 * 60_000,
          )
            ? null
            : room(roomName).id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 45 * 60_000),
          capacity: 1,
        });
      }
    });
  }
  for (let index = 0; index < privateRows.length; index += 500) await db.insert(events).values(privateRows.slice(index, index + 500));
}

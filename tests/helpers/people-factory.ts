import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { events, students } from "@/lib/db/schema";
import { makeMember, sessionOf } from "./studio-factory";

export async function makeStudent(studioId: string, overrides: Partial<typeof students.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(students)
    .values({ studioId, name: `Student ${randomUUID().slice(0, 6)}`, ...overrides })
    .returning();
  return row;
}

/** A student account linked to a student record, as an accepted invitation leaves it. */
export async function makeStudentMember(studioId: string, overrides: Partial<typeof students.$inferInsert> = {}) {
  const member = await makeMember(studioId, "student");
  const student = await makeStudent(studioId, { name: member.user.name, userId: member.user.id, ...overrides });
  return { ...member, student, session: await sessionOf(member.token) };
}

/** An event written straight to the table: tests need past lessons and exact offsets from now. */
export async function makeEvent(
  studioId: string,
  values: {
    serviceId: string;
    instructorId?: string | null;
    roomId?: string | null;
    startsAt: Date;
    minutes?: number;
    capacity?: number;
    leadCap?: number;
    followCap?: number;
  },
) {
  const db = await getDb();
  const { minutes = 60, ...rest } = values;
  const [row] = await db
    .insert(events)
    .values({ studioId, capacity: 20, ...rest, endsAt: new Date(values.startsAt.getTime() + minutes * 60_000) })
    .returning();
  return row;
}

export function hoursFromNow(hours: number): Date {
  return new Date(Date.now() + hours * 3600_000);
}

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { startSession } from "@/lib/auth/sessions";
import { getSessionFromToken, type Session } from "@/lib/auth/session";
import type { Role } from "@/lib/auth/roles";
import { getDb } from "@/lib/db/client";
import { instructors, memberships, rooms, services, studios, users } from "@/lib/db/schema";

type StudioRow = typeof studios.$inferInsert;

/** The studio's row as stored now (plan, period, pending change, Stripe ids…). */
export async function studioRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(studios).where(eq(studios.id, id));
  return row;
}

/** A studio of its own (so tests never share rows), with an owner signed in. */
export async function makeStudio(overrides: Partial<StudioRow> = {}) {
  const db = await getDb();
  const [studio] = await db
    .insert(studios)
    .values({ name: `Studio ${randomUUID().slice(0, 8)}`, timeZone: "America/New_York", plan: "pro", ...overrides })
    .returning();
  const owner = await makeMember(studio.id, "owner");
  return { studio, owner };
}

/** A user with a role in the studio, and a bearer token for them. */
export async function makeMember(studioId: string, role: Role, overrides: { name?: string; email?: string } = {}) {
  const db = await getDb();
  const [user] = await db
    .insert(users)
    .values({
      name: overrides.name ?? `${role} ${randomUUID().slice(0, 6)}`,
      email: overrides.email ?? `${randomUUID()}@example.test`,
      passwordHash: "x",
    })
    .returning();
  await db.insert(memberships).values({ userId: user.id, studioId, role });
  const { token } = await startSession(db, { userId: user.id, studioId, role }, false);
  return { user, token, session: await sessionOf(token) };
}

/**
 * The session a request with this token gets, read as the app reads it (one query): re-read it
 * after linking the account to an instructor or student record, so it carries that record's id.
 */
export async function sessionOf(token: string): Promise<Session> {
  const session = await getSessionFromToken(await getDb(), token);
  if (!session) throw new Error("The token names no active membership.");
  return session;
}

export async function makeInstructor(studioId: string, overrides: Partial<typeof instructors.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(instructors)
    .values({ studioId, name: `Instructor ${randomUUID().slice(0, 6)}`, ...overrides })
    .returning();
  return row;
}

export async function makeRoom(studioId: string, overrides: Partial<typeof rooms.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(rooms)
    .values({ studioId, name: `Room ${randomUUID().slice(0, 6)}`, ...overrides })
    .returning();
  return row;
}

export async function makeService(studioId: string, overrides: Partial<typeof services.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(services)
    .values({ studioId, name: "Private Lesson", kind: "private", durationMinutes: 45, priceCents: 9500, ...overrides })
    .returning();
  return row;
}

/** A studio with an instructor (linked to an instructor account), a room and two services. */
export async function makeScheduleStudio() {
  const { studio, owner } = await makeStudio();
  const instructorMember = await makeMember(studio.id, "instructor", { name: "Maria Lopez" });
  const instructor = await makeInstructor(studio.id, { name: "Maria Lopez", userId: instructorMember.user.id });
  instructorMember.session = await sessionOf(instructorMember.token);
  const otherInstructor = await makeInstructor(studio.id, { name: "James Chen" });
  const room = await makeRoom(studio.id, { name: "Main Ballroom" });
  const otherRoom = await makeRoom(studio.id, { name: "Studio B" });
  const privateLesson = await makeService(studio.id, { name: "Private Lesson", kind: "private", durationMinutes: 45 });
  const groupClass = await makeService(studio.id, { name: "Bronze Waltz", kind: "group", durationMinutes: 60, defaultCapacity: 20 });
  const rental = await makeService(studio.id, { name: "Room Rental", kind: "rental", durationMinutes: 60 });
  const student = await makeMember(studio.id, "student");
  return { studio, owner, instructorMember, instructor, otherInstructor, room, otherRoom, privateLesson, groupClass, rental, student };
}

/** An ISO instant `days` from now at the given UTC hour, for tests that need the near future. */
export function futureAt(days: number, hourUtc: number, minute = 0): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hourUtc, minute, 0, 0);
  return date.toISOString();
}

export function plusMinutes(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
}

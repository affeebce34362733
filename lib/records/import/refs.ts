import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { instructors, rooms, services, students } from "@/lib/db/schema";
import { loadLinks } from "./links";
import { nameKey, type Read } from "./values";

type Named = { id: string; name: string; email?: string | null };

/**
 * Finds a studio's person or thing by what a file writes for it: the id an earlier import kept
 * for it, its e-mail, or its name (which must be unambiguous).
 */
export class Directory<T extends Named> {
  private readonly byEmail = new Map<string, T>();
  private readonly byName = new Map<string, T[]>();
  private readonly byId = new Map<string, T>();

  constructor(
    readonly rows: T[],
    private readonly what: string,
    private readonly external: Map<string, string> = new Map(),
  ) {
    for (const row of rows) {
      this.byId.set(row.id, row);
      if (row.email) this.byEmail.set(row.email.toLowerCase(), row);
      const key = nameKey(row.name);
      this.byName.set(key, [...(this.byName.get(key) ?? []), row]);
    }
  }

  get(id: string): T | undefined {
    return this.byId.get(id);
  }

  find(text: string): Read<T> {
    const trimmed = text.trim();
    const linked = this.external.get(trimmed);
    if (linked && this.byId.has(linked)) return { value: this.byId.get(linked)! };
    const email = this.byEmail.get(trimmed.toLowerCase());
    if (email) return { value: email };
    const named = this.byName.get(nameKey(trimmed)) ?? [];
    if (named.length === 1) return { value: named[0] };
    if (named.length > 1) return { error: `${named.length} ${this.what}s here are called ${trimmed}: write their e-mail instead.` };
    return { error: `${trimmed} isn't ${/^[aeiou]/.test(this.what) ? "an" : "a"} ${this.what} here.` };
  }
}

/** The studio's students (not erased), findable by the id an import kept, e-mail or name. */
export async function studentDirectory(db: Db, studioId: string) {
  const rows = await db
    .select({ id: students.id, name: students.name, email: students.email, userId: students.userId, active: students.active })
    .from(students)
    .where(and(eq(students.studioId, studioId), isNull(students.erasedAt)));
  const links = await loadLinks(db, studioId, "student");
  const external = new Map([...links].filter(([key]) => key.startsWith("id:")).map(([key, link]) => [key.slice(3), link.recordId]));
  return new Directory(rows, "student", external);
}

export async function instructorDirectory(db: Db, studioId: string) {
  const rows = await db
    .select({ id: instructors.id, name: instructors.name, email: instructors.email, active: instructors.active })
    .from(instructors)
    .where(eq(instructors.studioId, studioId));
  const links = await loadLinks(db, studioId, "instructor");
  const external = new Map([...links].filter(([key]) => key.startsWith("id:")).map(([key, link]) => [key.slice(3), link.recordId]));
  return new Directory(rows, "instructor", external);
}

export async function serviceDirectory(db: Db, studioId: string) {
  const rows = await db
    .select({
      id: services.id,
      name: services.name,
      kind: services.kind,
      durationMinutes: services.durationMinutes,
      defaultCapacity: services.defaultCapacity,
      active: services.active,
    })
    .from(services)
    .where(eq(services.studioId, studioId));
  return new Directory(rows, "service");
}

export async function roomDirectory(db: Db, studioId: string) {
  const rows = await db.select({ id: rooms.id, name: rooms.name }).from(rooms).where(eq(rooms.studioId, studioId));
  return new Directory(rows, "room");
}

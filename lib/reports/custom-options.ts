import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { instructors, rooms, services } from "@/lib/db/schema";

export type Option = { id: string; name: string };

/** What the custom report builder offers as filters: the studio's instructors, services and rooms. */
export async function customReportOptions(
  db: Db,
  session: Session,
): Promise<{ instructors: Option[]; services: Option[]; rooms: Option[] }> {
  const list = (table: typeof instructors | typeof services | typeof rooms) =>
    db.select({ id: table.id, name: table.name }).from(table).where(eq(table.studioId, session.studioId)).orderBy(asc(table.name));
  const [teachers, offered, spaces] = await Promise.all([list(instructors), list(services), list(rooms)]);
  return { instructors: teachers, services: offered, rooms: spaces };
}

import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { dances, instructors, rooms, services } from "@/lib/db/schema";
import { danceLabel } from "@/lib/progress/levels";

export type Option = { id: string; name: string };

/** What the custom report builder offers as filters: the studio's instructors, services, rooms and dances. */
export async function customReportOptions(
  db: Db,
  session: Session,
): Promise<{ instructors: Option[]; services: Option[]; rooms: Option[]; dances: Option[] }> {
  const list = (table: typeof instructors | typeof services | typeof rooms) =>
    db.select({ id: table.id, name: table.name }).from(table).where(eq(table.studioId, session.studioId)).orderBy(asc(table.name));
  const [teachers, offered, spaces, taught] = await Promise.all([
    list(instructors),
    list(services),
    list(rooms),
    db
      .select({ id: dances.id, name: dances.name, style: dances.style })
      .from(dances)
      .where(eq(dances.studioId, session.studioId))
      .orderBy(asc(dances.position), asc(dances.name)),
  ]);
  return {
    instructors: teachers,
    services: offered,
    rooms: spaces,
    dances: taught.map((dance) => ({ id: dance.id, name: danceLabel(dance) })),
  };
}

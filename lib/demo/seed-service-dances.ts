import "server-only";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { services } from "@/lib/db/schema";
import { ensureSyllabus } from "@/lib/progress/dances";

/** The demo's one-dance classes and the dance each teaches: reports can count its lessons by dance. */
const SERVICE_DANCES: [service: string, dance: string, style: string][] = [
  ["Bronze Waltz", "Waltz", "american-smooth"],
  ["Newcomer Foxtrot", "Foxtrot", "american-smooth"],
  ["Silver Tango", "Tango", "american-smooth"],
  ["Rumba Technique", "Rumba", "american-rhythm"],
  ["Salsa Basics", "Salsa", "club"],
];

/**
 * Names the dance of the demo's dance classes (private lessons and the general group class teach
 * several, so they name none). Once: a studio where any service already names a dance is left as
 * the owner made it.
 */
export async function seedServiceDances(db: Db, studioId: string): Promise<void> {
  const [named] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.studioId, studioId), isNotNull(services.danceId)))
    .limit(1);
  if (named) return;
  await ensureSyllabus(db, studioId);
  for (const [service, dance, style] of SERVICE_DANCES) {
    await db.execute(sql`update services s set dance_id = d.id from dances d
      where s.studio_id = ${studioId} and s.name = ${service} and d.studio_id = ${studioId} and d.name = ${dance} and d.style = ${style}`);
  }
}

import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { studios } from "@/lib/db/schema";

/** The studio's IANA time zone: every local date and time of the schedule is read in it. */
export async function getStudioTimeZone(db: Db, studioId: string): Promise<string> {
  const [studio] = await db.select({ timeZone: studios.timeZone }).from(studios).where(eq(studios.id, studioId)).limit(1);
  return studio?.timeZone ?? "America/New_York";
}

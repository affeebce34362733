import "server-only";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { instructors } from "@/lib/db/schema";
import type { ZInstructorInput } from "@/lib/scheduling/schemas";

/** The studio's instructors (the full profile comes with the people issue). */
export async function listInstructors(db: Db, session: Session) {
  return db
    .select({ id: instructors.id, name: instructors.name, color: instructors.color, styles: instructors.styles, active: instructors.active, userId: instructors.userId })
    .from(instructors)
    .where(eq(instructors.studioId, session.studioId))
    .orderBy(asc(instructors.name));
}

export async function createInstructor(db: Db, session: Session, input: z.infer<typeof ZInstructorInput>) {
  const [row] = await db.insert(instructors).values({ ...input, studioId: session.studioId }).returning();
  return row;
}

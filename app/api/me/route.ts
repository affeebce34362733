// GET /api/me — the signed-in user, their role and their studio.
import { eq } from "drizzle-orm";
import { route } from "@/lib/http/route";
import { studios } from "@/lib/db/schema";

export const dynamic = "force-dynamic";

export const GET = route({}, async ({ db, session }) => {
  const [studio] = await db
    .select({ id: studios.id, name: studios.name, timeZone: studios.timeZone, currency: studios.currency })
    .from(studios)
    .where(eq(studios.id, session.studioId))
    .limit(1);
  return {
    user: { id: session.userId, name: session.name, email: session.email, role: session.role, studioId: session.studioId },
    studio,
  };
});

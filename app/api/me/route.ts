// GET /api/me — the signed-in user, their role and their studio.
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// Everything it answers comes from the session's own query: one database round trip in all.
export const GET = route({}, async ({ session }) => ({
  user: { id: session.userId, name: session.name, email: session.email, role: session.role, studioId: session.studioId },
  studio: { id: session.studioId, name: session.studioName, timeZone: session.studioTimeZone, currency: session.studioCurrency },
}));

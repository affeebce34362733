// GET /api/subscription — the studio's plan in effect (cookie or Authorization: Bearer).
import { route } from "@/lib/api/route";
import { getSubscription } from "@/lib/billing/subscription";

export const dynamic = "force-dynamic";

export const GET = route({}, async ({ db, session }) => ({ plan: await getSubscription(db, session.studioId) }));

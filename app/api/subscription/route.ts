// GET /api/subscription — the studio's plan in effect (cookie or Authorization: Bearer).
import { route } from "@/lib/api/route";
import { resolveSubscription } from "@/lib/billing/subscription";

export const dynamic = "force-dynamic";

// The session's own query already read the studio's plan: one database round trip in all.
export const GET = route({}, async ({ session }) => ({ plan: resolveSubscription(session.studioPlan, new Date()) }));

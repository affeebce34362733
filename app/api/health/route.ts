// GET /api/health — liveness for load balancers: answers once the database answers `select 1`.
import { sql } from "drizzle-orm";
import { ZOk } from "@/lib/api/answer-fields";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ summary: "Liveness: answers once the database answers.", auth: false, response: ZOk }, async ({ db }) => {
  await db.execute(sql`select 1`);
  return { ok: true as const };
});

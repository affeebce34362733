// GET /api/ready — readiness for a load balancer or an orchestrator: the database answers, every
// migration is applied and the outbox is draining. /api/health stays the cheap liveness check.
import { z } from "zod";
import { AppError } from "@/lib/api/app-error";
import { route } from "@/lib/http/route";
import { readHealth } from "@/lib/ops/health";

export const dynamic = "force-dynamic";

const ZOutboxHealth = z.object({ channel: z.string(), due: z.number().int(), oldestDueSeconds: z.number().int().nullable() });
const ZReady = z.object({
  ready: z.literal(true),
  database: z.boolean(),
  migrationsCurrent: z.boolean(),
  draining: z.boolean(),
  outbox: z.array(ZOutboxHealth),
});

export const GET = route(
  {
    summary: "Readiness: the database answers, migrations are current and the outbox drains (503 with Retry-After when not).",
    auth: false,
    response: ZReady,
  },
  async ({ db }) => {
    const health = await readHealth(db);
    if (!health.database || !health.migrationsCurrent || !health.draining) {
      const reasons = [
        !health.database && "the database doesn't answer",
        health.database && !health.migrationsCurrent && "migrations are not all applied",
        health.database && !health.draining && "the outbox isn't draining (its oldest due message waits too long)",
      ].filter(Boolean);
      throw new AppError("unavailable", `Not ready: ${reasons.join("; ")}.`, { headers: { "Retry-After": "30" }, extra: { health } });
    }
    return { ready: true as const, ...health };
  },
);

import "server-only";
import { count } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { studios } from "@/lib/db/schema";
import { readHealth, type Health } from "@/lib/ops/health";

export type OperatorHealth = Health & { studioCount: number };

/** The figures of the health view: readiness and each outbox's backlog (lib/ops/health.ts, the site's own e-mail among them), and how many studios. */
export async function readOperatorHealth(db: Db, now = new Date()): Promise<OperatorHealth> {
  const [health, [{ total }]] = await Promise.all([readHealth(db, now), db.select({ total: count() }).from(studios)]);
  return { ...health, studioCount: Number(total) };
}

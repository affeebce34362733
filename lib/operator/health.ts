import "server-only";
import { count } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { studios } from "@/lib/db/schema";
import { siteOutboxBacklog } from "@/lib/notifications/site-outbox";
import { readHealth, type Health } from "@/lib/ops/health";

export type OperatorHealth = Health & {
  /** The site's own e-mails (contact messages to CONTACT_TO): what is due and how long the oldest has waited. */
  siteOutbox: { due: number; oldestDueSeconds: number | null };
  studioCount: number;
};

/** The figures of the health view: readiness and the outbox by channel (lib/ops/health.ts), the site outbox, how many studios. */
export async function readOperatorHealth(db: Db, now = new Date()): Promise<OperatorHealth> {
  const [health, siteOutbox, [{ total }]] = await Promise.all([
    readHealth(db, now),
    siteOutboxBacklog(db, now),
    db.select({ total: count() }).from(studios),
  ]);
  return { ...health, siteOutbox, studioCount: Number(total) };
}

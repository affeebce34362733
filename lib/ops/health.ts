import "server-only";
import fs from "node:fs";
import path from "node:path";
import { and, count, inArray, lte, min, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { outboxMessages, siteOutbox } from "@/lib/db/schema";
import { env } from "@/lib/env";

/** One outbox channel's backlog: messages due now, and how long the oldest of them has waited. */
export type OutboxHealth = { channel: string; due: number; oldestDueSeconds: number | null };

/** What readiness, the metrics and the operator's screen report about the site. */
export type Health = { database: boolean; migrationsCurrent: boolean; outbox: OutboxHealth[]; draining: boolean };

/** The site's own e-mail (contact messages to CONTACT_TO) is reported as this channel beside the studios' e-mail, SMS and push. */
export const SITE_CHANNEL = "site-email";

const JOURNAL = path.join(process.cwd(), "drizzle", "meta", "_journal.json");

/**
 * The database's answer, whether every migration in drizzle/ has been applied, and each outbox
 * channel's backlog. A message is due from its `next_attempt_at` (a retry waits out its backoff
 * first), so its age counts only the time the worker could have sent it. Draining: no due message
 * is older than OUTBOX_STALL_SECONDS. A database that doesn't answer reports nothing else.
 */
export async function readHealth(db: Db, now: Date = new Date()): Promise<Health> {
  try {
    await db.execute(sql`select 1`);
  } catch {
    return { database: false, migrationsCurrent: false, outbox: [], draining: false };
  }
  const [migrationsCurrent, outbox] = await Promise.all([readMigrationsCurrent(db), readOutbox(db, now)]);
  const stalled = outbox.some((channel) => (channel.oldestDueSeconds ?? 0) > env.OUTBOX_STALL_SECONDS);
  return { database: true, migrationsCurrent, outbox, draining: !stalled };
}

/** Every migration the journal lists has a row in drizzle's own table (matched by its folder time, as the migrator does). */
async function readMigrationsCurrent(db: Db): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(JOURNAL, "utf8")) as { entries: { when: number }[] };
  try {
    const rows = await queryRows<{ created_at: string | number }>(db, sql`select created_at from drizzle.__drizzle_migrations`);
    const applied = new Set(rows.map((row) => Number(row.created_at)));
    return journal.entries.every((entry) => applied.has(entry.when));
  } catch {
    return false;
  }
}

async function readOutbox(db: Db, now: Date): Promise<OutboxHealth[]> {
  const due = (table: typeof outboxMessages | typeof siteOutbox) =>
    and(inArray(table.status, ["queued", "sending"]), lte(table.nextAttemptAt, now));
  const [studios, site] = await Promise.all([
    db
      .select({ channel: outboxMessages.channel, due: count(), oldest: min(outboxMessages.nextAttemptAt) })
      .from(outboxMessages)
      .where(due(outboxMessages))
      .groupBy(outboxMessages.channel),
    db
      .select({ due: count(), oldest: min(siteOutbox.nextAttemptAt) })
      .from(siteOutbox)
      .where(due(siteOutbox)),
  ]);
  const byChannel = new Map(studios.map((row) => [row.channel as string, row]));
  const channels = [
    ...outboxMessages.channel.enumValues.map((channel) => ({ channel, ...byChannel.get(channel) })),
    { channel: SITE_CHANNEL, ...site[0] },
  ];
  return channels.map(({ channel, due: dueCount, oldest }) => ({
    channel,
    due: Number(dueCount ?? 0),
    oldestDueSeconds: oldest ? Math.max(0, Math.round((now.getTime() - new Date(oldest).getTime()) / 1000)) : null,
  }));
}

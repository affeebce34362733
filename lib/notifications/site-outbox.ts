import "server-only";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { siteOutbox } from "@/lib/db/schema";
import { isPermanent, nextAttemptAfter } from "./backoff";
import type { MailSender } from "./mail-transport";

type SiteRow = typeof siteOutbox.$inferSelect;

export type NewSiteMessage = {
  kind: string;
  recipient: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  /** One e-mail per key, however often it is queued (`contact:<message id>`). */
  dedupeKey: string;
};

/** Queues an e-mail in the site's own name, in the caller's transaction; a key already queued adds nothing. */
export async function enqueueSiteMessage(tx: Tx, message: NewSiteMessage, now = new Date()): Promise<boolean> {
  const inserted = await tx
    .insert(siteOutbox)
    .values({ ...message, replyTo: message.replyTo ?? null, nextAttemptAt: now, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: siteOutbox.id });
  return inserted.length > 0;
}

const CLAIM_MS = 2 * 60_000;

/**
 * Claims due site e-mails as the studio outbox does (lib/notifications/worker.ts): rows another
 * worker holds are skipped (FOR UPDATE SKIP LOCKED) and the claim is written in the same statement,
 * so two workers never take the same row. A claim whose process died is due again when it runs out.
 */
export async function claimSiteBatch(db: Db, now: Date, batchSize = 20, claimMs = CLAIM_MS): Promise<SiteRow[]> {
  const until = new Date(now.getTime() + claimMs);
  const due = db
    .select({ id: siteOutbox.id })
    .from(siteOutbox)
    .where(and(inArray(siteOutbox.status, ["queued", "sending"]), lte(siteOutbox.nextAttemptAt, now)))
    .orderBy(asc(siteOutbox.nextAttemptAt))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  return db
    .update(siteOutbox)
    .set({ status: "sending", claimedUntil: until, nextAttemptAt: until, attempts: sql`${siteOutbox.attempts} + 1` })
    .where(inArray(siteOutbox.id, due))
    .returning();
}

export type SiteSendOptions = {
  transport: MailSender | null;
  from: string;
  now?: () => Date;
  claimMs?: number;
};

export type SiteSendResult = { sent: number; retrying: number; failed: number };

/**
 * One round: claims what is due and sends it. Without a mail server nothing is claimed: the rows
 * wait, queued, and the operator's screen shows them waiting.
 */
export async function runSiteOutbox(db: Db, options: SiteSendOptions): Promise<SiteSendResult> {
  const result: SiteSendResult = { sent: 0, retrying: 0, failed: 0 };
  const { transport } = options;
  if (!transport) return result;
  const clock = options.now ?? (() => new Date());
  const rows = await claimSiteBatch(db, clock(), 20, options.claimMs);
  for (const row of rows) {
    const mine = and(eq(siteOutbox.id, row.id), eq(siteOutbox.status, "sending"));
    try {
      await transport.sendMail({
        from: options.from,
        to: row.recipient,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.text,
        headers: { "X-Promenade-Message": row.id },
      });
      await db.update(siteOutbox).set({ status: "sent", sentAt: clock(), claimedUntil: null, lastError: null }).where(mine);
      result.sent++;
    } catch (error) {
      const next = isPermanent(error) ? null : nextAttemptAfter(row.attempts, clock());
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await db
        .update(siteOutbox)
        .set(
          next
            ? { status: "queued", nextAttemptAt: next, claimedUntil: null, lastError }
            : { status: "failed", claimedUntil: null, lastError },
        )
        .where(mine);
      if (next) result.retrying++;
      else result.failed++;
    }
  }
  return result;
}

import "server-only";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { outboxMessages, studios } from "@/lib/db/schema";
import { isPermanent, nextAttemptAfter } from "./backoff";
import { fillSecrets } from "./secrets";
import { unsubscribeToken } from "./unsubscribe-token";
import { mailFromAddress, type MailSender } from "./mail-transport";
import { pushDelivery } from "./push-outbox";
import { runSiteOutbox } from "./site-outbox";
import type { PushSender } from "./push-transport";
import type { SmsSender } from "./sms-transport";

type OutboxRow = typeof outboxMessages.$inferSelect;

export type WorkerOptions = {
  /** null: no mail server configured — due messages are kept as `unsent` (printed in development). */
  transport: MailSender | null;
  from: string;
  /** Texts (Pro): null or absent — no SMS provider configured, due texts are kept as `unsent`. */
  sms?: SmsSender | null;
  /** Push notifications: null or absent — due pushes are kept as `unsent`. */
  push?: PushSender | null;
  now?: () => Date;
  batchSize?: number;
  /** How long a claim lasts: a process that dies after claiming leaves rows others take after this. */
  claimMs?: number;
  /** Print unsent messages (development without SMTP_URL). */
  print?: boolean;
};

export type WorkerResult = { sent: number; retrying: number; failed: number; unsent: number };

export const NO_MAIL_SERVER = "Not sent — no mail server configured";
export const NO_SMS_PROVIDER = "Not sent — no SMS provider configured";
export const NO_PUSH_SENDER = "Not sent — push notifications aren't set up in this process";
type Channel = OutboxRow["channel"];
const CLAIM_MS = 2 * 60_000;

/**
 * Claims a batch of due e-mails: rows another process holds are skipped (FOR UPDATE SKIP LOCKED),
 * and the claim is written (`sending` until `claimed_until`) in the same statement, so two workers
 * never take the same row. A claim that ran out (its process died between claim and send) is due
 * again: `next_attempt_at` is set to the claim's end.
 */
export async function claimBatch(
  db: Db,
  now: Date,
  batchSize: number,
  claimMs = CLAIM_MS,
  channel: Channel = "email",
): Promise<OutboxRow[]> {
  const until = new Date(now.getTime() + claimMs);
  const due = db
    .select({ studioId: outboxMessages.studioId, id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        inArray(outboxMessages.status, ["queued", "sending"]),
        lte(outboxMessages.nextAttemptAt, now),
        eq(outboxMessages.channel, channel),
      ),
    )
    .orderBy(asc(outboxMessages.nextAttemptAt))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  return await db
    .update(outboxMessages)
    .set({ status: "sending", claimedUntil: until, nextAttemptAt: until, attempts: sql`${outboxMessages.attempts} + 1` })
    .where(sql`(${outboxMessages.studioId}, ${outboxMessages.id}) in ${due}`)
    .returning();
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

/**
 * The message as its recipient gets it: its secret slots filled. The unsubscribe link's signature is
 * made here from the message's own studio, person and kind, so it is never stored at all.
 */
export function sendableMessage(row: OutboxRow): { text: string; html: string | null; headers: Record<string, string> } {
  const secrets: Record<string, string> = { ...row.secrets };
  if (row.userId) secrets.unsubscribe = unsubscribeToken({ studioId: row.studioId, userId: row.userId, kind: row.kind });
  const fill = (value: string) => fillSecrets(value, secrets);
  return {
    text: fill(row.text),
    html: row.html === null ? null : fill(row.html),
    headers: Object.fromEntries(Object.entries(row.headers ?? {}).map(([name, value]) => [name, fill(value)])),
  };
}

/** Sends one claimed message. */
type Deliver = (row: OutboxRow) => Promise<unknown>;

/** Whom a studio's e-mails come from: its name on the site's address, replies to its contact e-mail. */
type Sender = { name: string; replyTo: string | null };

async function sendersOf(db: Db, rows: OutboxRow[]): Promise<Map<string, Sender>> {
  const ids = [...new Set(rows.map((row) => row.studioId))];
  const found = await db
    .select({ id: studios.id, name: studios.name, contactEmail: studios.contactEmail })
    .from(studios)
    .where(inArray(studios.id, ids));
  return new Map(found.map((studio) => [studio.id, { name: studio.name, replyTo: studio.contactEmail }]));
}

/** How texts leave the app. */
function textDelivery(sms: SmsSender): Deliver {
  return (row) => sms.send(row.recipient, sendableMessage(row).text);
}

/** How e-mails leave the app: each in its studio's name. */
function mailDelivery(transport: MailSender, from: string, senders: Map<string, Sender>): Deliver {
  const address = mailFromAddress(from);
  return (row) => {
    const message = sendableMessage(row);
    const sender = senders.get(row.studioId);
    return transport.sendMail({
      // The studio's own name as the sender's, so "reply to the studio" reaches the studio.
      from: sender ? { name: sender.name, address } : from,
      replyTo: sender?.replyTo ?? undefined,
      to: row.recipientName ? { name: row.recipientName, address: row.recipient } : row.recipient,
      subject: row.subject,
      text: message.text,
      html: message.html ?? undefined,
      headers: { ...message.headers, "X-Promenade-Message": row.id },
      attachments: row.attachments?.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: attachment.content,
      })),
    });
  };
}

async function sendBatch(db: Db, rows: OutboxRow[], deliver: Deliver, options: WorkerOptions): Promise<WorkerResult> {
  const result: WorkerResult = { sent: 0, retrying: 0, failed: 0, unsent: 0 };
  const sentIds: string[] = [];
  await Promise.all(
    rows.map(async (row) => {
      try {
        await deliver(row);
        sentIds.push(row.id);
      } catch (error) {
        const now = (options.now ?? (() => new Date()))();
        const next = isPermanent(error) ? null : nextAttemptAfter(row.attempts, now);
        await db
          .update(outboxMessages)
          .set(
            next
              ? { status: "queued", nextAttemptAt: next, claimedUntil: null, lastError: describe(error) }
              : { status: "failed", claimedUntil: null, lastError: describe(error) },
          )
          .where(and(eq(outboxMessages.studioId, row.studioId), eq(outboxMessages.id, row.id), eq(outboxMessages.status, "sending")));
        if (next) result.retrying++;
        else result.failed++;
      }
    }),
  );
  if (sentIds.length) {
    const now = (options.now ?? (() => new Date()))();
    await db
      .update(outboxMessages)
      // Sent: the recipient has the link; nothing here keeps a copy of its secret.
      .set({ status: "sent", sentAt: now, claimedUntil: null, lastError: null, secrets: null })
      .where(
        and(
          // studio_id too, so the (studio_id, id) primary key finds the rows.
          inArray(outboxMessages.studioId, [...new Set(rows.map((row) => row.studioId))]),
          inArray(outboxMessages.id, sentIds),
          eq(outboxMessages.status, "sending"),
        ),
      );
    result.sent = sentIds.length;
  }
  return result;
}

/**
 * Without a mail server nothing is lost: due messages become `unsent` (shown in Settings → E-mail
 * log, where an owner can retry them once SMTP_URL is set) and, in development, are printed.
 */
async function keepUnsent(db: Db, now: Date, channel: Channel, options: WorkerOptions): Promise<number> {
  const kept = db
    .update(outboxMessages)
    .set({
      status: "unsent",
      lastError: { email: NO_MAIL_SERVER, sms: NO_SMS_PROVIDER, push: NO_PUSH_SENDER }[channel],
      claimedUntil: null,
    })
    .where(and(eq(outboxMessages.status, "queued"), lte(outboxMessages.nextAttemptAt, now), eq(outboxMessages.channel, channel)));
  if (!options.print) return (await kept.returning({ id: outboxMessages.id })).length;
  // Printed on the server's own console in development, as it would have been sent (links working).
  const rows = await kept.returning();
  for (const row of rows)
    console.info(`\n✉ ${NO_MAIL_SERVER}\nTo: ${row.recipient}\nSubject: ${row.subject}\n\n${sendableMessage(row).text}\n`);
  return rows.length;
}

async function runChannel(db: Db, channel: Channel, now: Date, options: WorkerOptions): Promise<WorkerResult> {
  const { transport, sms, push } = options;
  const provider = { email: transport, sms, push }[channel];
  if (!provider) return { sent: 0, retrying: 0, failed: 0, unsent: await keepUnsent(db, now, channel, options) };
  const rows = await claimBatch(db, now, options.batchSize ?? 50, options.claimMs, channel);
  if (rows.length === 0) return { sent: 0, retrying: 0, failed: 0, unsent: 0 };
  const deliver =
    channel === "push" && push
      ? await pushDelivery(db, push, rows)
      : channel === "sms" && sms
        ? textDelivery(sms)
        : transport
          ? mailDelivery(transport, options.from, await sendersOf(db, rows))
          : null;
  return deliver ? sendBatch(db, rows, deliver, options) : { sent: 0, retrying: 0, failed: 0, unsent: 0 };
}

/** One claim-and-send round: e-mail, then texts, then pushes, then the site's own e-mails. */
export async function runWorkerOnce(db: Db, options: WorkerOptions): Promise<WorkerResult> {
  const now = (options.now ?? (() => new Date()))();
  const total: WorkerResult = { sent: 0, retrying: 0, failed: 0, unsent: 0 };
  for (const channel of ["email", "sms", "push"] as const) {
    const result = await runChannel(db, channel, now, options);
    total.sent += result.sent;
    total.retrying += result.retrying;
    total.failed += result.failed;
    total.unsent += result.unsent;
  }
  // The site's own e-mails (a contact message to CONTACT_TO) go out with the studios'.
  const site = await runSiteOutbox(db, { transport: options.transport, from: options.from, now: options.now, claimMs: options.claimMs });
  total.sent += site.sent;
  total.retrying += site.retrying;
  total.failed += site.failed;
  return total;
}

/** Rounds until nothing is due (or `maxRounds`); the totals. */
export async function drainOutbox(db: Db, options: WorkerOptions, maxRounds = Infinity): Promise<WorkerResult> {
  const total: WorkerResult = { sent: 0, retrying: 0, failed: 0, unsent: 0 };
  for (let round = 0; round < maxRounds; round++) {
    const result = await runWorkerOnce(db, options);
    total.sent += result.sent;
    total.retrying += result.retrying;
    total.failed += result.failed;
    total.unsent += result.unsent;
    // Nothing went out (kept as unsent at most): another round would find nothing new.
    if (result.sent + result.retrying + result.failed === 0) break;
  }
  return total;
}

import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import { getDb, type Db } from "@/lib/db/client";
import { OUTBOX_STATUSES, outboxMessages } from "@/lib/db/schema";
import { MESSAGE_KINDS, type MessageKind } from "./kinds";
import { redactSecrets } from "./secrets";

export const LOG_LIMIT = 200;

/** The e-mail log's filter. */
export const ZOutboxQuery = z.object({
  status: z.enum(OUTBOX_STATUSES, "Choose a status to filter by.").optional(),
});
export type TOutboxQuery = z.infer<typeof ZOutboxQuery>;

export type OutboxEntry = {
  id: string;
  kind: string;
  kindLabel: string;
  channel: (typeof outboxMessages.$inferSelect)["channel"];
  recipient: string;
  recipientName: string | null;
  subject: string;
  text: string;
  status: (typeof outboxMessages.$inferSelect)["status"];
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
};

/**
 * What the log reads of a message: never its secrets, its HTML or its headers (they carry the same
 * links), and its text only with every secret slot redacted — the owner sees that a reset or an
 * invitation went, to whom, when and how it fared, never a link that works.
 */
const LOG_COLUMNS = {
  id: outboxMessages.id,
  kind: outboxMessages.kind,
  channel: outboxMessages.channel,
  recipient: outboxMessages.recipient,
  recipientName: outboxMessages.recipientName,
  subject: outboxMessages.subject,
  text: outboxMessages.text,
  status: outboxMessages.status,
  attempts: outboxMessages.attempts,
  lastError: outboxMessages.lastError,
  createdAt: outboxMessages.createdAt,
  sentAt: outboxMessages.sentAt,
  nextAttemptAt: outboxMessages.nextAttemptAt,
};
type LogRow = { [Key in keyof typeof LOG_COLUMNS]: (typeof outboxMessages.$inferSelect)[Key] };

/** Settings → E-mail log: the studio's latest messages, newest first, optionally by status (owners). */
export async function listOutbox(db: Db, session: Session, query: TOutboxQuery): Promise<{ messages: OutboxEntry[] }> {
  const rows = await db
    .select(LOG_COLUMNS)
    .from(outboxMessages)
    .where(and(eq(outboxMessages.studioId, session.studioId), query.status ? eq(outboxMessages.status, query.status) : undefined))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(LOG_LIMIT);
  return { messages: rows.map(toEntry) };
}

function toEntry(row: LogRow): OutboxEntry {
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: MESSAGE_KINDS[row.kind as MessageKind]?.label ?? row.kind,
    channel: row.channel,
    // A push's recipient is a device's id: the log names it as such, and says it was a push.
    recipient: row.channel === "push" ? "a push device" : row.recipient,
    recipientName: row.recipientName,
    subject: row.channel === "push" ? `Push: ${row.subject}` : row.subject,
    text: redactSecrets(row.text),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  };
}

/**
 * Sends a failed or unsent message again (after fixing the address or configuring SMTP_URL): it is
 * queued now with a fresh count of tries. A sent one is not sent twice; a suppressed one was turned
 * off by the person or the studio, and stays off.
 */
export async function retryOutboxMessage(db: Db, session: Session, id: string, now = new Date()): Promise<{ message: OutboxEntry }> {
  const [row] = await db
    .update(outboxMessages)
    .set({ status: "queued", attempts: 0, nextAttemptAt: now, claimedUntil: null, lastError: null })
    .where(
      and(eq(outboxMessages.studioId, session.studioId), eq(outboxMessages.id, id), inArray(outboxMessages.status, ["failed", "unsent"])),
    )
    .returning(LOG_COLUMNS);
  if (row) return { message: toEntry(row) };
  const [existing] = await db
    .select({ status: outboxMessages.status })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.studioId, session.studioId), eq(outboxMessages.id, id)));
  if (!existing) throw new AppError("not_found", "Message not found.");
  const why = {
    queued: "This message is already waiting to be sent.",
    sending: "This message is being sent right now.",
    sent: "This message was already sent.",
    suppressed: "This message was turned off by its recipient or the studio, so it isn't sent.",
  } as Record<string, string>;
  throw new AppError("rule", why[existing.status] ?? "This message can't be sent again.");
}

/** For Settings → E-mail log (a server component). */
export async function loadOutbox(session: Session): Promise<{ messages: OutboxEntry[] }> {
  return listOutbox(await getDb(), session, {});
}

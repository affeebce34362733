import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { notificationPreferences, outboxMessages, studioNotificationSettings, studios, type OutboxAttachment } from "@/lib/db/schema";
import { isOptionalKind, type MessageKind } from "./kinds";
import type { PushContent } from "./push-kinds";
import { pushRows } from "./push-outbox";

export type NewMessage = {
  studioId: string;
  kind: MessageKind;
  /** "email" (default) or "sms" (recipient: an E.164 number; text: the whole message). */
  channel?: "email" | "sms";
  /** The recipient's account, when they have one: their preferences apply. */
  userId?: string | null;
  recipient: string;
  recipientName?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string>;
  attachments?: OutboxAttachment[];
  /**
   * The values of the secret slots in `text`, `html` and `headers` (lib/notifications/secrets.ts):
   * a live link's token goes here, never into the text, so only the recipient ever reads it.
   */
  secrets?: Record<string, string>;
  /** Unique per studio: a second message with the same key is dropped (reminders, scans). */
  dedupeKey?: string | null;
  /** Not before this instant (default: now). */
  notBefore?: Date;
  /**
   * Also a push notification to each of the person's devices (lib/notifications/push-content.ts
   * says what a lock screen may show), unless they turned this kind off for push.
   */
  push?: PushContent;
};

/**
 * Writes messages to the outbox. Call it with the transaction that makes the change the message
 * tells about: both are committed, or neither (a booking rolled back sends nothing). A kind the
 * studio or the person turned off is written as `suppressed` (the log shows why nothing went);
 * a duplicate dedupe key is ignored. In the demo studio, e-mail to its made-up people is written
 * as `suppressed` too, so a configured mail server never receives demo mail (someone trying the
 * demo who adds a real person still reaches them). Returns how many rows were written (pushes included).
 */
export async function enqueueMessages(tx: Db, given: NewMessage[], now = new Date()): Promise<number> {
  if (given.length === 0) return 0;
  // A push's dedupe key is its e-mail's plus the device: an e-mail that has none gets its own.
  const messages = given.map((message) =>
    message.push && message.userId && !message.dedupeKey ? { ...message, dedupeKey: `${message.kind}:${randomUUID()}` } : message,
  );
  const muted = await loadMutedKinds(tx, messages);
  const demos = await demoStudios(tx, messages);
  const rows = messages.map((message) => {
    const isDemo = isMadeUpRecipient(message) && demos.has(message.studioId);
    const isMuted =
      isDemo ||
      (isOptionalKind(message.kind) &&
        (muted.studio.get(message.studioId)?.has(message.kind) || muted.people.get(personKey(message))?.has(message.kind)));
    return {
      studioId: message.studioId,
      kind: message.kind,
      channel: message.channel ?? ("email" as const),
      userId: message.userId ?? null,
      recipient: message.recipient,
      recipientName: message.recipientName ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      headers: message.headers ?? null,
      attachments: message.attachments ?? null,
      secrets: message.secrets ?? null,
      dedupeKey: message.dedupeKey ?? null,
      status: isMuted ? ("suppressed" as const) : ("queued" as const),
      lastError: isDemo ? DEMO_NOT_SENT : null,
      nextAttemptAt: message.notBefore ?? now,
      createdAt: now,
    };
  });
  const all = [...rows, ...(await pushRows(tx, messages, muted.studio, now))];
  let written = 0;
  // Bounded statements: a scan may queue thousands at once.
  for (let start = 0; start < all.length; start += 500) {
    const inserted = await tx
      .insert(outboxMessages)
      .values(all.slice(start, start + 500))
      .onConflictDoNothing()
      .returning({ id: outboxMessages.id });
    written += inserted.length;
  }
  return written;
}

export async function enqueueMessage(tx: Db, message: NewMessage, now = new Date()): Promise<number> {
  return enqueueMessages(tx, [message], now);
}

export const DEMO_NOT_SENT = "Not sent — a made-up person of the demo studio";

/**
 * The demo seed (lib/demo) gives every person it makes up an address under `.test`, a top-level
 * domain reserved never to exist (RFC 6761): such an address is a demo person's, never a real one.
 */
export function isMadeUpAddress(email: string): boolean {
  return /\.test$/i.test(email.trim());
}

const isMadeUpRecipient = (message: NewMessage) => (message.channel ?? "email") === "email" && isMadeUpAddress(message.recipient);

/** Which of the studios these messages to made-up addresses come from is the demo (by primary key; none asked otherwise). */
async function demoStudios(tx: Db, messages: NewMessage[]): Promise<Set<string>> {
  const studioIds = [...new Set(messages.filter(isMadeUpRecipient).map((message) => message.studioId))];
  if (studioIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: studios.id })
    .from(studios)
    .where(and(inArray(studios.id, studioIds), eq(studios.demo, true)));
  return new Set(rows.map((row) => row.id));
}

const personKey = (message: Pick<NewMessage, "studioId" | "userId">) => `${message.studioId}:${message.userId ?? ""}`;

async function loadMutedKinds(tx: Db, messages: NewMessage[]) {
  const optional = messages.filter((message) => isOptionalKind(message.kind));
  if (optional.length === 0) return { studio: new Map<string, Set<string>>(), people: new Map<string, Set<string>>() };
  const studioIds = [...new Set(optional.map((message) => message.studioId))];
  const userIds = [...new Set(optional.flatMap((message) => (message.userId ? [message.userId] : [])))];
  return loadMutes(tx, studioIds, userIds);
}

/** The kinds each studio and each of these people (by personKey) turned off. */
async function loadMutes(tx: Db, studioIds: string[], userIds: string[]) {
  const studio = new Map<string, Set<string>>();
  const people = new Map<string, Set<string>>();
  const settings = await tx
    .select({ studioId: studioNotificationSettings.studioId, mutedKinds: studioNotificationSettings.mutedKinds })
    .from(studioNotificationSettings)
    .where(inArray(studioNotificationSettings.studioId, studioIds));
  for (const row of settings) studio.set(row.studioId, new Set(row.mutedKinds));
  for (let start = 0; start < userIds.length; start += 1000) {
    const preferences = await tx
      .select()
      .from(notificationPreferences)
      .where(
        and(
          inArray(notificationPreferences.studioId, studioIds),
          inArray(notificationPreferences.userId, userIds.slice(start, start + 1000)),
        ),
      );
    for (const row of preferences) people.set(personKey(row), new Set(row.mutedKinds));
  }
  return { studio, people };
}

/**
 * Which of these people a message of this kind would be suppressed for, by the same rule as
 * enqueueMessages: everyone when the studio turned the kind off, else those who turned it off
 * themselves; nobody for a kind that can't be turned off.
 */
export async function mutedUserIds(tx: Db, studioId: string, kind: MessageKind, userIds: string[]): Promise<Set<string>> {
  if (!isOptionalKind(kind) || userIds.length === 0) return new Set();
  const muted = await loadMutes(tx, [studioId], userIds);
  if (muted.studio.get(studioId)?.has(kind)) return new Set(userIds);
  return new Set(userIds.filter((userId) => muted.people.get(personKey({ studioId, userId }))?.has(kind)));
}

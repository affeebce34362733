import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { outboxMessages, pushSubscriptions } from "@/lib/db/schema";
import { isPushKind, PUSH_URLS, type PushContent } from "./push-kinds";
import { devicesOf } from "./push-devices";
import type { PushSender } from "./push-transport";

type OutboxInsert = typeof outboxMessages.$inferInsert;
type OutboxRow = typeof outboxMessages.$inferSelect;

/** A message about to be queued that also goes as a push (its e-mail's dedupe key already set). */
type PushingMessage = {
  studioId: string;
  kind: string;
  userId?: string | null;
  recipientName?: string | null;
  dedupeKey?: string | null;
  notBefore?: Date;
  push?: PushContent;
};

/**
 * One push per device of each message's person, beside its e-mail: the recipient is the device
 * (a push_subscriptions id), the subject its title, the text its lock-screen line, and the dedupe
 * key the e-mail's plus `:push:<device>` — so the outbox's unique key queues it once, and
 * withdrawing the e-mail's key prefix (a cancelled booking's reminders) withdraws the push too.
 * A kind the studio turned off, or the person turned off for push, makes none.
 */
export async function pushRows(
  tx: Db,
  messages: PushingMessage[],
  studioMuted: Map<string, Set<string>>,
  now: Date,
): Promise<OutboxInsert[]> {
  const pushing = messages.filter(
    (message) =>
      message.push &&
      message.userId &&
      message.dedupeKey &&
      isPushKind(message.kind) &&
      !studioMuted.get(message.studioId)?.has(message.kind),
  );
  if (pushing.length === 0) return [];
  const devices = await devicesOf(
    tx,
    [...new Set(pushing.map((message) => message.studioId))],
    [...new Set(pushing.map((message) => message.userId!))],
  );
  return pushing.flatMap((message) =>
    devices
      .filter(
        (device) =>
          device.studioId === message.studioId && device.userId === message.userId && !device.pushMutedKinds.includes(message.kind),
      )
      .map((device) => ({
        studioId: message.studioId,
        kind: message.kind,
        channel: "push" as const,
        userId: message.userId,
        recipient: device.id,
        recipientName: message.recipientName ?? null,
        subject: message.push!.title,
        text: message.push!.body,
        dedupeKey: `${message.dedupeKey}:push:${device.id}`,
        status: "queued" as const,
        nextAttemptAt: message.notBefore ?? now,
        createdAt: now,
      })),
  );
}

/** The payload the service worker shows (lib/pwa/sw-push.ts): title, body and the page a tap opens. */
export function pushPayload(row: Pick<OutboxRow, "kind" | "subject" | "text">): string {
  const url = isPushKind(row.kind) ? PUSH_URLS[row.kind] : "/app/schedule";
  return JSON.stringify({ title: row.subject, body: row.text, url });
}

/** The push service says the device no longer takes pushes: its subscription ended. */
export class DeviceGone extends Error {
  /** Read by the worker: a final failure, not retried. */
  readonly status = 410;
}

const isGone = (error: unknown) => [404, 410].includes((error as { statusCode?: number }).statusCode ?? 0);

/**
 * How pushes leave the app: each to its device, read in one query for the batch. A device the push
 * service calls gone (404, 410), or already removed, is deleted and its message fails as such;
 * other refusals go through the worker's retries and backoff.
 */
export async function pushDelivery(db: Db, push: PushSender, rows: OutboxRow[]): Promise<(row: OutboxRow) => Promise<void>> {
  const found = await db
    .select({
      studioId: pushSubscriptions.studioId,
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(
      and(
        inArray(pushSubscriptions.studioId, [...new Set(rows.map((row) => row.studioId))]),
        inArray(
          pushSubscriptions.id,
          rows.map((row) => row.recipient),
        ),
      ),
    );
  const devices = new Map(found.map((device) => [`${device.studioId}:${device.id}`, device]));
  return async (row) => {
    const device = devices.get(`${row.studioId}:${row.recipient}`);
    if (!device) throw new DeviceGone("Device gone — it was removed before this was sent");
    const where = and(eq(pushSubscriptions.studioId, row.studioId), eq(pushSubscriptions.id, device.id));
    try {
      await push.send(device, pushPayload(row));
    } catch (error) {
      if (!isGone(error)) throw error;
      await db.delete(pushSubscriptions).where(where);
      throw new DeviceGone(`Device gone — the push service answered ${(error as { statusCode: number }).statusCode}; it was removed`);
    }
    await db.update(pushSubscriptions).set({ lastSentAt: new Date() }).where(where);
  };
}

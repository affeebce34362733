import "server-only";
import type { Agent } from "node:https";
import webpush from "web-push";
import type { Db } from "@/lib/db/client";
import { getVapidKeys, type VapidKeys } from "./push-keys";

/** One device: its push service endpoint and the keys payloads are encrypted to. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What the worker needs to send a push (web-push, or a test's own). */
export type PushSender = { send(target: PushTarget, payload: string): Promise<void> };

/** How long a push service keeps a message for a device that is off: a reminder a day late is no use. */
const TTL_SECONDS = 12 * 3600;

/**
 * A sender over web-push: it encrypts the payload to the device's keys (aes128gcm, RFC 8291) and
 * signs the VAPID header (RFC 8292). A push service's refusal rejects with web-push's
 * WebPushError, whose `statusCode` the worker reads (404/410: the device is gone). `agent`: tests
 * only, an agent that trusts the stand-in's certificate.
 */
export function createPushSender(keys: VapidKeys, options: { agent?: Agent } = {}): PushSender {
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    async send(target, payload) {
      await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails,
        TTL: TTL_SECONDS,
        timeout: 15_000,
        agent: options.agent,
      });
    },
  };
}

const globalForPush = globalThis as typeof globalThis & { __promenadePush?: Promise<PushSender> };

/** The process's sender, made once from the VAPID keys (the environment's or the database's). */
export function getPushSender(db: Db): Promise<PushSender> {
  if (!globalForPush.__promenadePush) {
    const sender = getVapidKeys(db).then((keys) => createPushSender(keys));
    sender.catch(() => delete globalForPush.__promenadePush);
    globalForPush.__promenadePush = sender;
  }
  return globalForPush.__promenadePush;
}

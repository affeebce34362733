import "server-only";
import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { Db } from "@/lib/db/client";
import { vapidKeys } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { mailFromAddress } from "./mail-transport";

/** What signs every push (VAPID, RFC 8292): browsers subscribe to `publicKey`. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const kept = new WeakMap<Db, Promise<VapidKeys>>();

/** Who push services may contact about this sender. */
function vapidSubject(): string {
  return env.VAPID_SUBJECT ?? `mailto:${mailFromAddress()}`;
}

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set; otherwise the pair kept in the database, made by
 * whichever process asks first (`on conflict do nothing`, then read back: two processes starting
 * together still end up with the one pair). Read once per process and database.
 */
export function getVapidKeys(db: Db): Promise<VapidKeys> {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (publicKey && privateKey) return Promise.resolve({ publicKey, privateKey, subject: vapidSubject() });
  let keys = kept.get(db);
  if (!keys) {
    keys = readOrMakeKeys(db);
    // A failed read (the database restarting) is tried again next time, not kept.
    keys.catch(() => kept.delete(db));
    kept.set(db, keys);
  }
  return keys;
}

async function readOrMakeKeys(db: Db): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys();
  await db.insert(vapidKeys).values({ id: 1, publicKey: made.publicKey, privateKey: made.privateKey }).onConflictDoNothing();
  const [row] = await db
    .select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey })
    .from(vapidKeys)
    .where(eq(vapidKeys.id, 1));
  return { publicKey: row.publicKey, privateKey: row.privateKey, subject: vapidSubject() };
}

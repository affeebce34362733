import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import { getDb, type Db } from "@/lib/db/client";
import { notificationPreferences, pushSubscriptions } from "@/lib/db/schema";
import { env } from "@/lib/env";
import type { TPushSubscriptionCreate } from "./push-schemas";

/** One of a person's devices, as Settings → Notifications lists it. */
export type PushDevice = { id: string; device: string | null; endpoint: string; createdAt: Date; lastSentAt: Date | null };

/** A person keeps at most this many devices: the oldest goes when another subscribes. */
const MAX_DEVICES = 20;

/**
 * The browsers' push services: Chrome, Edge's Chromium and Android (Firebase), Firefox (Mozilla),
 * Safari (Apple), Windows (WNS). The server posts to every endpoint it keeps, so an endpoint
 * naming any other host (an address inside the network) is refused.
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /(^|\.)push\.services\.mozilla\.com$/,
  /(^|\.)push\.apple\.com$/,
  /(^|\.)notify\.windows\.com$/,
];

let testHosts: string[] | undefined;

/** Tests only: host:port pairs accepted besides the push services (undefined: back to PUSH_TEST_HOSTS). */
export function allowPushHostsForTests(hosts: string[] | undefined): void {
  testHosts = hosts;
}

function isPushService(endpoint: string): boolean {
  const url = new URL(endpoint);
  const extra = testHosts ?? (env.PUSH_TEST_HOSTS?.split(",").map((host) => host.trim()) || []);
  if (extra.includes(url.host)) return true;
  return url.port === "" && PUSH_SERVICE_HOSTS.some((pattern) => pattern.test(url.hostname));
}

const deviceColumns = {
  id: pushSubscriptions.id,
  device: pushSubscriptions.device,
  endpoint: pushSubscriptions.endpoint,
  createdAt: pushSubscriptions.createdAt,
  lastSentAt: pushSubscriptions.lastSentAt,
};

/**
 * Keeps this device's subscription for the signed-in person: one row per endpoint in the studio,
 * so subscribing again (new keys) or the same browser signed in as someone else updates that row.
 */
export async function savePushSubscription(
  db: Db,
  session: Session,
  input: TPushSubscriptionCreate,
  now = new Date(),
): Promise<PushDevice> {
  if (!isPushService(input.endpoint)) {
    throw new AppError("validation", "That endpoint isn't a browser's push service.", {
      fields: { endpoint: "Use the endpoint your browser's push service gave (Google, Mozilla, Apple or Microsoft)." },
    });
  }
  const values = { userId: session.userId, p256dh: input.keys.p256dh, auth: input.keys.auth, device: input.device ?? null, createdAt: now };
  const [saved] = await db
    .insert(pushSubscriptions)
    .values({ studioId: session.studioId, endpoint: input.endpoint, ...values })
    .onConflictDoUpdate({ target: [pushSubscriptions.studioId, pushSubscriptions.endpoint], set: values })
    .returning(deviceColumns);
  await db.delete(pushSubscriptions).where(
    and(
      eq(pushSubscriptions.studioId, session.studioId),
      eq(pushSubscriptions.userId, session.userId),
      sql`${pushSubscriptions.id} not in (select id from push_subscriptions where studio_id = ${session.studioId}::uuid
        and user_id = ${session.userId}::uuid order by created_at desc limit ${MAX_DEVICES})`,
    ),
  );
  return saved;
}

/** The signed-in person's devices, newest first. */
export async function listPushSubscriptions(db: Db, session: Session): Promise<PushDevice[]> {
  return db
    .select(deviceColumns)
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.studioId, session.studioId), eq(pushSubscriptions.userId, session.userId)))
    .orderBy(desc(pushSubscriptions.createdAt));
}

/** For Settings → Notifications (a server component): the person's devices, dates as the client reads them. */
export async function loadPushDevices(session: Session) {
  const devices = await listPushSubscriptions(await getDb(), session);
  return devices.map((device) => ({
    ...device,
    createdAt: device.createdAt.toISOString(),
    lastSentAt: device.lastSentAt?.toISOString() ?? null,
  }));
}

/** Removes one of the person's own devices; another person's (or another studio's) is not found. */
export async function deletePushSubscription(db: Db, session: Session, id: string): Promise<void> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.studioId, session.studioId), eq(pushSubscriptions.userId, session.userId), eq(pushSubscriptions.id, id)),
    )
    .returning({ id: pushSubscriptions.id });
  if (deleted.length === 0) throw new AppError("not_found", "That device isn't one of yours. Reload Settings to see your devices.");
}

/** A person's device that takes this kind: its id, for the outbox's recipient. */
export type PushTargetRow = { id: string; studioId: string; userId: string; pushMutedKinds: string[] };

/** The devices of these people in these studios, with the kinds each person turned off for push. */
export async function devicesOf(tx: Db, studioIds: string[], userIds: string[]): Promise<PushTargetRow[]> {
  const rows: PushTargetRow[] = [];
  for (let start = 0; start < userIds.length; start += 1000) {
    rows.push(
      ...(await tx
        .select({
          id: pushSubscriptions.id,
          studioId: pushSubscriptions.studioId,
          userId: pushSubscriptions.userId,
          pushMutedKinds: sql<string[]>`coalesce(${notificationPreferences.pushMutedKinds}, '{}')`,
        })
        .from(pushSubscriptions)
        .leftJoin(
          notificationPreferences,
          and(
            eq(notificationPreferences.studioId, pushSubscriptions.studioId),
            eq(notificationPreferences.userId, pushSubscriptions.userId),
          ),
        )
        .where(and(inArray(pushSubscriptions.studioId, studioIds), inArray(pushSubscriptions.userId, userIds.slice(start, start + 1000))))),
    );
  }
  return rows;
}

import { randomBytes, randomUUID } from "node:crypto";
import type { Role } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import { pushSubscriptions } from "@/lib/db/schema";

/**
 * A device for each role: a push subscription is its own person's (anyone else's is 404), so the
 * "own record" of /api/me/push-subscriptions/{id} is a different row for each caller.
 */
export async function pushRecords(db: Db, studioId: string, [owner, instructor, student]: string[]): Promise<Record<Role, string>> {
  const userIds: Record<Role, string> = { owner, instructor, student };
  const rows = await db
    .insert(pushSubscriptions)
    .values(
      Object.values(userIds).map((userId) => ({
        studioId,
        userId,
        endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
        p256dh: `B${randomBytes(64).toString("base64url")}`,
        auth: randomBytes(16).toString("base64url"),
      })),
    )
    .returning({ id: pushSubscriptions.id, userId: pushSubscriptions.userId });
  const idOf = (userId: string) => rows.find((row) => row.userId === userId)!.id;
  return { owner: idOf(userIds.owner), instructor: idOf(userIds.instructor), student: idOf(userIds.student) };
}

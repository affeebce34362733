import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db } from "@/lib/db/client";
import { notificationPreferences } from "@/lib/db/schema";
import { isOptionalKind, MESSAGE_KINDS } from "./kinds";
import { readUnsubscribeToken } from "./unsubscribe-token";

/**
 * One-click unsubscribe (RFC 8058), no session: the signed link names the person, the studio and
 * the kind; the kind is added to their muted kinds (idempotent). Returns what was turned off.
 */
export async function unsubscribe(db: Db, token: string, now = new Date()): Promise<{ label: string }> {
  const claim = readUnsubscribeToken(token);
  if (!claim || !isOptionalKind(claim.kind)) throw new AppError("not_found", "This unsubscribe link is not valid.");
  const kind = claim.kind;
  await db
    .insert(notificationPreferences)
    .values({ studioId: claim.studioId, userId: claim.userId, mutedKinds: [kind], updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationPreferences.studioId, notificationPreferences.userId],
      set: {
        mutedKinds: sql`(select array_agg(distinct k) from unnest(array_append(${notificationPreferences.mutedKinds}, ${kind}::text)) as k)`,
        updatedAt: now,
      },
      where: and(eq(notificationPreferences.studioId, claim.studioId), eq(notificationPreferences.userId, claim.userId)),
    });
  return { label: MESSAGE_KINDS[kind].label };
}

/** Whether a link is valid, for the confirmation page (GET never changes anything: mail scanners follow links). */
export function describeUnsubscribe(token: string): { label: string } | null {
  const claim = readUnsubscribeToken(token);
  return claim && isOptionalKind(claim.kind) ? { label: MESSAGE_KINDS[claim.kind].label } : null;
}

import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { memberships } from "@/lib/db/schema";
import type { Role } from "./roles";
import { revokeSessions } from "./sessions";

/**
 * A person's access follows their record: deactivating or deleting a student or an
 * instructor ends the membership of the account linked to it, and its sessions stop at once (the
 * session lookup reads both); reactivating restores the membership, and the person signs in again.
 * Only the membership of that role changes: an owner who also teaches keeps the studio.
 */
export async function endMembership(db: Db, studioId: string, userId: string, role: Exclude<Role, "owner">): Promise<void> {
  const ended = await db
    .update(memberships)
    .set({ active: false })
    .where(and(eq(memberships.studioId, studioId), eq(memberships.userId, userId), eq(memberships.role, role)))
    .returning({ id: memberships.id });
  if (ended.length) await revokeSessions(db, userId, studioId);
}

export async function restoreMembership(db: Db, studioId: string, userId: string, role: Exclude<Role, "owner">): Promise<void> {
  await db
    .update(memberships)
    .set({ active: true })
    .where(and(eq(memberships.studioId, studioId), eq(memberships.userId, userId), eq(memberships.role, role)));
}

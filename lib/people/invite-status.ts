import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { invites, studios } from "@/lib/db/schema";
import { hashToken } from "@/lib/auth/token-hash";

export type InviteStatus =
  { state: "open"; email: string; role: "instructor" | "student"; studioName: string } | { state: "used" | "expired" | "invalid" };

/** What the invite page shows before anyone types: the form, or why the link no longer works. */
export async function readInviteStatus(db: Db, token: string, now = new Date()): Promise<InviteStatus> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { state: "invalid" };
  const [row] = await db
    .select({ email: invites.email, role: invites.role, usedAt: invites.usedAt, expiresAt: invites.expiresAt, studioName: studios.name })
    .from(invites)
    .innerJoin(studios, eq(studios.id, invites.studioId))
    .where(eq(invites.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { state: "invalid" };
  if (row.usedAt) return { state: "used" };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: "expired" };
  return { state: "open", email: row.email, role: row.role, studioName: row.studioName };
}

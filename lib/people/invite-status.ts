import "server-only";
import { LINK_TOKEN } from "@/lib/api/ids";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { instructors, invites, students, studios } from "@/lib/db/schema";
import { hashToken } from "@/lib/auth/token-hash";

export type InviteStatus =
  | { state: "open"; email: string; role: "instructor" | "student"; studioId: string; personId: string; studioName: string; name: string }
  | { state: DeadInvite | "invalid" };

/** Why a link no longer works: used, expired, or ended (a newer invitation, or the person's e-mail changed). */
export type DeadInvite = "used" | "expired" | "ended";

type Invite = typeof invites.$inferSelect;

export function personTable(role: Invite["role"]) {
  return role === "instructor" ? instructors : students;
}

/**
 * Why this invitation can't be accepted, or null while it can. Only the person's newest invitation
 * works, and only while it still goes to the person's e-mail as the studio has it now: an earlier
 * link (a mistyped address, an invitation sent again) opens nothing. Accepting calls it with the
 * person's row locked, so no re-invite or e-mail change slips in between.
 */
export async function deadInvite(db: Db, invite: Invite, now: Date): Promise<DeadInvite | null> {
  if (invite.usedAt) return "used";
  if (invite.revokedAt) return "ended";
  if (invite.expiresAt.getTime() <= now.getTime()) return "expired";
  const table = personTable(invite.role);
  const [person] = await db
    .select({ email: table.email, userId: table.userId })
    .from(table)
    .where(and(eq(table.studioId, invite.studioId), eq(table.id, invite.personId)))
    .limit(1);
  // Someone with an account already: the way on is to log in, as after a used link.
  if (person?.userId) return "used";
  if (!person || person.email?.toLowerCase() !== invite.email.toLowerCase()) return "ended";
  const [newer] = await db
    .select({ id: invites.id })
    .from(invites)
    .where(
      and(
        eq(invites.studioId, invite.studioId),
        eq(invites.personId, invite.personId),
        eq(invites.role, invite.role),
        // Two re-invites at once can commit in either order: a revoked one is no newer invitation.
        isNull(invites.revokedAt),
        // Compared in the database: PostgreSQL keeps microseconds, a JavaScript Date only milliseconds,
        // so the invitation's own time read back would make it "newer" than itself.
        gt(invites.createdAt, sql`(select i.created_at from invites i where i.studio_id = ${invite.studioId} and i.id = ${invite.id})`),
      ),
    )
    .limit(1);
  return newer ? "ended" : null;
}

/** What the invite page shows before anyone types: the form, or why the link no longer works. */
export async function readInviteStatus(db: Db, token: string, now = new Date()): Promise<InviteStatus> {
  if (!LINK_TOKEN.test(token)) return { state: "invalid" };
  const [row] = await db
    .select({ invite: invites, studioName: studios.name })
    .from(invites)
    .innerJoin(studios, eq(studios.id, invites.studioId))
    .where(eq(invites.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { state: "invalid" };
  const dead = await deadInvite(db, row.invite, now);
  if (dead) return { state: dead };
  // The name the studio typed, offered as the form's start (the person may correct it).
  const table = personTable(row.invite.role);
  const [person] = await db
    .select({ name: table.name })
    .from(table)
    .where(and(eq(table.studioId, row.invite.studioId), eq(table.id, row.invite.personId)))
    .limit(1);
  return {
    state: "open",
    email: row.invite.email,
    role: row.invite.role,
    studioId: row.invite.studioId,
    personId: row.invite.personId,
    studioName: row.studioName,
    name: person?.name ?? "",
  };
}

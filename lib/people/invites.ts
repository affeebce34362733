import "server-only";
import { hashToken } from "@/lib/auth/token-hash";
import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import { hashPassword } from "@/lib/auth/password";
import type { Session } from "@/lib/auth/session";
import type { AuthUser } from "@/lib/auth/session-cookie";
import type { Db, Tx } from "@/lib/db/client";
import { postgresCode } from "@/lib/db/postgres-error";
import { invites, memberships, users } from "@/lib/db/schema";
import { type DeadInvite, deadInvite, personTable } from "./invite-status";
import type { TInviteInput } from "./schemas";

export const INVITE_DAYS = 7;

/**
 * What is told about a new invite, in its transaction: the caller queues the e-mail carrying the
 * link, with `token` in the message's secrets (never its text), so only the recipient reads it.
 */
export type CreatedInvite = { id: string; email: string; name: string; role: TInviteInput["role"]; token: string; expiresAt: Date };

const REFUSALS: Record<DeadInvite, string> = {
  used: "This invitation has already been used. Log in instead, or ask the studio for a new link.",
  expired: "This invitation has expired. Ask the studio for a new link.",
  ended: "This invitation link is no longer valid. Ask the studio for a new one.",
};

/**
 * A single-use link valid 7 days that lets the person set a password and join as `role`, e-mailed to
 * `input.email`, which becomes the person's e-mail. It ends the person's earlier links (a mistyped
 * address, an invitation sent again): only the newest works. `onCreated` runs in the invite's
 * transaction: the route queues the invitation e-mail there (lib/notifications sits above
 * lib/people, so the call comes from the route). The link itself is never returned: only its recipient reads it.
 */
export async function createInvite(
  db: Db,
  session: Pick<Session, "studioId">,
  input: TInviteInput,
  onCreated?: (tx: Tx, invite: CreatedInvite) => Promise<void>,
  now = new Date(),
): Promise<{ email: string; expiresAt: string }> {
  const table = personTable(input.role);
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITE_DAYS * 86_400_000);
  await db.transaction(async (tx) => {
    // The person's row first, locked: an accept, another invitation or an e-mail change waits for this one.
    const [person] = await tx
      .select({ id: table.id, userId: table.userId, name: table.name, email: table.email })
      .from(table)
      .where(and(eq(table.studioId, session.studioId), eq(table.id, input.personId)))
      .limit(1)
      .for("update");
    if (!person)
      throw new AppError("not_found", `That ${input.role} isn't in your studio.`, {
        fields: { personId: `Choose one of your ${input.role}s.` },
      });
    if (person.userId) throw new AppError("conflict", `This ${input.role} already has an account.`);
    if (person.email !== input.email)
      await tx
        .update(table)
        .set({ email: input.email })
        .where(and(eq(table.studioId, session.studioId), eq(table.id, input.personId)));
    await endOpenInvites(tx, session.studioId, input.role, input.personId, now);
    const [invite] = await tx
      .insert(invites)
      .values({
        studioId: session.studioId,
        email: input.email,
        role: input.role,
        personId: input.personId,
        tokenHash: hashToken(token),
        expiresAt,
      })
      .returning({ id: invites.id });
    await onCreated?.(tx, { id: invite.id, email: input.email, name: person.name, role: input.role, token, expiresAt });
  });
  return { email: input.email, expiresAt: expiresAt.toISOString() };
}

/**
 * Ends the person's links not yet used: call it in the transaction that sends a new one or changes
 * the person's e-mail (after that change has locked their row), so no earlier link outlives it.
 */
export async function endOpenInvites(tx: Tx, studioId: string, role: TInviteInput["role"], personId: string, now = new Date()) {
  await tx
    .update(invites)
    .set({ revokedAt: now })
    .where(
      and(
        eq(invites.studioId, studioId),
        eq(invites.role, role),
        eq(invites.personId, personId),
        isNull(invites.usedAt),
        isNull(invites.revokedAt),
      ),
    );
}

/**
 * Creates the account, its membership and the link to the person record. The person's row is locked
 * first and the invitation read again under that lock: it must be unused, unexpired, the person's
 * newest, and still for the e-mail the studio has for them (deadInvite). Claiming it (`used_at` set
 * only where it is still null) is the first write, so two clicks at once can't both succeed.
 * `onAccepted` runs in the same transaction once the account is linked (the route saves the
 * person's sign-up answers there): what it throws undoes the whole acceptance.
 */
export async function acceptInvite(
  db: Db,
  token: string,
  input: { name: string; password: string },
  onAccepted?: (tx: Tx, accepted: { studioId: string; role: TInviteInput["role"]; personId: string }) => Promise<void>,
  now = new Date(),
): Promise<AuthUser> {
  const [found] = await db
    .select()
    .from(invites)
    .where(eq(invites.tokenHash, hashToken(token)))
    .limit(1);
  if (!found) throw new AppError("not_found", "This invitation link is not valid. Ask the studio for a new one.");
  const before = await deadInvite(db, found, now);
  if (before) throw new AppError("gone", REFUSALS[before]);
  const passwordHash = await hashPassword(input.password);
  const table = personTable(found.role);
  try {
    return await db.transaction(async (tx) => {
      await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.studioId, found.studioId), eq(table.id, found.personId)))
        .for("update");
      const [invite] = await tx
        .select()
        .from(invites)
        .where(and(eq(invites.studioId, found.studioId), eq(invites.id, found.id)));
      const dead = await deadInvite(tx, invite, now);
      if (dead) throw new AppError("gone", REFUSALS[dead]);
      const claimed = await tx
        .update(invites)
        .set({ usedAt: now })
        .where(and(eq(invites.studioId, invite.studioId), eq(invites.id, invite.id), isNull(invites.usedAt), isNull(invites.revokedAt)))
        .returning({ id: invites.id });
      if (!claimed.length) throw new AppError("gone", REFUSALS.used);
      const [user] = await tx
        .insert(users)
        .values({ name: input.name, email: invite.email, passwordHash })
        .returning({ id: users.id, name: users.name, email: users.email });
      await tx.insert(memberships).values({ userId: user.id, studioId: invite.studioId, role: invite.role });
      const linked = await tx
        .update(table)
        .set({ userId: user.id })
        .where(and(eq(table.studioId, invite.studioId), eq(table.id, invite.personId), isNull(table.userId)))
        .returning({ id: table.id });
      if (!linked.length) throw new AppError("gone", "This person already has an account. Log in instead.");
      await onAccepted?.(tx, { studioId: invite.studioId, role: invite.role, personId: invite.personId });
      return { ...user, role: invite.role, studioId: invite.studioId };
    });
  } catch (error) {
    if (postgresCode(error) === "23505") {
      throw new AppError(
        "conflict",
        "An account with this email already exists. Log in instead, or ask the studio to invite another address.",
      );
    }
    throw error;
  }
}

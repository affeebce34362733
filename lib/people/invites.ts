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
import { env } from "@/lib/env";
import { instructors, invites, memberships, students, users } from "@/lib/db/schema";
import type { TInviteInput } from "./schemas";

export const INVITE_DAYS = 7;

function personTable(role: TInviteInput["role"]) {
  return role === "instructor" ? instructors : students;
}

/** What is told about a new invite, in its transaction (the caller queues the e-mail carrying the link). */
export type CreatedInvite = { id: string; email: string; name: string; role: TInviteInput["role"]; url: string; expiresAt: Date };

/**
 * A single-use link valid 7 days that lets the person set a password and join as `role`.
 * `onCreated` runs in the invite's transaction: the route queues the invitation e-mail there
 * (lib/notifications sits above lib/people, so the call comes from the route).
 */
export async function createInvite(
  db: Db,
  session: Session,
  input: TInviteInput,
  onCreated?: (tx: Tx, invite: CreatedInvite) => Promise<void>,
  now = new Date(),
) {
  const table = personTable(input.role);
  const [person] = await db
    .select({ id: table.id, userId: table.userId, name: table.name })
    .from(table)
    .where(and(eq(table.studioId, session.studioId), eq(table.id, input.personId)))
    .limit(1);
  if (!person)
    throw new AppError("not_found", `That ${input.role} isn't in your studio.`, {
      fields: { personId: `Choose one of your ${input.role}s.` },
    });
  if (person.userId) throw new AppError("conflict", `This ${input.role} already has an account.`);
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITE_DAYS * 86_400_000);
  // On SITE_URL, never a request's Host, which a client can forge (the link goes out by e-mail).
  const url = `${env.SITE_URL}/invite/${token}`;
  await db.transaction(async (tx) => {
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
    await onCreated?.(tx, {
      id: invite.id,
      email: input.email,
      name: person.name,
      role: input.role,
      url,
      expiresAt,
    });
  });
  return { url, expiresAt: expiresAt.toISOString() };
}

/**
 * Creates the account, its membership and the link to the person record. Claiming the invite
 * (`used_at` set only where it is still null) is the transaction's first write, so two clicks at
 * once can't both succeed.
 */
export async function acceptInvite(db: Db, token: string, input: { name: string; password: string }, now = new Date()): Promise<AuthUser> {
  const [invite] = await db
    .select()
    .from(invites)
    .where(eq(invites.tokenHash, hashToken(token)))
    .limit(1);
  if (!invite) throw new AppError("not_found", "This invitation link is not valid. Ask the studio for a new one.");
  if (invite.usedAt) throw new AppError("gone", "This invitation has already been used. Log in instead, or ask the studio for a new link.");
  if (invite.expiresAt.getTime() <= now.getTime())
    throw new AppError("gone", "This invitation has expired. Ask the studio for a new link.");
  const passwordHash = await hashPassword(input.password);
  const table = personTable(invite.role);
  try {
    return await db.transaction(async (tx) => {
      const claimed = await tx
        .update(invites)
        .set({ usedAt: now })
        .where(and(eq(invites.id, invite.id), isNull(invites.usedAt)))
        .returning({ id: invites.id });
      if (!claimed.length)
        throw new AppError("gone", "This invitation has already been used. Log in instead, or ask the studio for a new link.");
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

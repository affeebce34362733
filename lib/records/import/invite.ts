import "server-only";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { importLinks, instructors, invites, students } from "@/lib/db/schema";
import { notifyInvitation } from "@/lib/notifications/invitation-notice";
import { createInvite } from "@/lib/people/invites";
import { loadBatch } from "./batches";

/**
 * POST /api/imports/{id}/invite: the invitation e-mail (the same single-use link as Students →
 * Invite) to each student and instructor the batch created who has an e-mail, no account and no
 * invitation still open — so asking twice sends nothing twice. An import itself never e-mails anyone.
 */
export async function inviteImported(db: Db, session: Session, id: string, now = new Date()): Promise<{ invited: number }> {
  const { studioId } = session;
  const batch = await loadBatch(db, studioId, id);
  if (batch.status !== "committed")
    throw new AppError(
      "rule",
      `${batch.fileName} isn't imported${batch.status === "undone" ? " any more" : " yet"}: there is nobody to invite.`,
    );
  const links = await db
    .select({ entity: importLinks.entity, recordId: importLinks.recordId })
    .from(importLinks)
    .where(
      and(
        eq(importLinks.studioId, studioId),
        eq(importLinks.batchId, id),
        eq(importLinks.createdRecord, true),
        inArray(importLinks.entity, ["student", "instructor"]),
      ),
    );
  const open = await db
    .select({ personId: invites.personId })
    .from(invites)
    .where(and(eq(invites.studioId, studioId), isNull(invites.usedAt), isNull(invites.revokedAt), gt(invites.expiresAt, now)));
  const invited = new Set(open.map((row) => row.personId));
  let count = 0;
  for (const [role, table] of [
    ["student", students],
    ["instructor", instructors],
  ] as const) {
    const ids = links.filter((link) => link.entity === role).map((link) => link.recordId);
    if (!ids.length) continue;
    const people = await db
      .select({ id: table.id, email: table.email })
      .from(table)
      .where(and(eq(table.studioId, studioId), inArray(table.id, ids), isNull(table.userId)));
    for (const person of people) {
      if (!person.email || invited.has(person.id)) continue;
      await createInvite(
        db,
        session,
        { role, personId: person.id, email: person.email },
        (tx, invite) => notifyInvitation(tx, studioId, invite),
        now,
      );
      count++;
    }
  }
  return { invited: count };
}

import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { memberships, users } from "@/lib/db/schema";
import { queryRows } from "@/lib/db/query-rows";

export type Recipient = { userId: string | null; name: string; email: string };

/** A student's address: their account's e-mail, else the one on their record; null when neither. */
export async function studentRecipient(db: Db, studioId: string, studentId: string): Promise<Recipient | null> {
  const [row] = await queryRows<{ userId: string | null; name: string; email: string | null }>(
    db,
    sql`select p.user_id as "userId", p.name, coalesce(u.email, p.email) as email
      from students p left join users u on u.id = p.user_id
      where p.studio_id = ${studioId}::uuid and p.id = ${studentId}::uuid`,
  );
  return row?.email ? { userId: row.userId, name: row.name, email: row.email } : null;
}

/** The studio's active owners (plan and trial messages). */
export async function ownerRecipients(db: Db, studioId: string): Promise<Recipient[]> {
  return db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.studioId, studioId), eq(memberships.role, "owner"), eq(memberships.active, true)));
}

import "server-only";
import { count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { contactMessages, siteOutbox } from "@/lib/db/schema";
import { OPERATOR_PAGE_SIZE, pageCountOf, type Paged } from "./paging";

/** A message from the marketing site's contact form, with where its e-mail to CONTACT_TO stands (null: none queued). */
export type SiteMessage = {
  id: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  createdAt: Date;
  notice: { status: "queued" | "sending" | "sent" | "failed"; lastError: string | null } | null;
};

/**
 * The marketing site's messages (no studio's: those are the studio's inquiries), newest first, one
 * page at a time: contact_messages_studio_idx reads `studio_id is null` in created_at order.
 */
export async function listSiteMessages(db: Db, page: number): Promise<Paged<SiteMessage>> {
  const siteOnly = isNull(contactMessages.studioId);
  const [{ total }] = await db.select({ total: count() }).from(contactMessages).where(siteOnly);
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
      status: siteOutbox.status,
      lastError: siteOutbox.lastError,
    })
    .from(contactMessages)
    .leftJoin(siteOutbox, eq(siteOutbox.dedupeKey, sql`'contact:' || ${contactMessages.id}::text`))
    .where(siteOnly)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(OPERATOR_PAGE_SIZE)
    .offset((page - 1) * OPERATOR_PAGE_SIZE);
  return {
    page,
    total: Number(total),
    pageCount: pageCountOf(Number(total)),
    rows: rows.map(({ status, lastError, ...message }) => ({ ...message, notice: status ? { status, lastError } : null })),
  };
}

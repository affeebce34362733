import "server-only";
import { and, asc, count, eq, gt } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import { scaled } from "@/lib/auth/address-limits";
import { UNKNOWN_ADDRESS } from "@/lib/auth/client-address";
import { takeThrottle, throttledError, type ThrottleRule } from "@/lib/auth/throttle";
import type { Db } from "@/lib/db/client";
import { contactMessages } from "@/lib/db/schema";
import { openInquiryFromContact } from "@/lib/growth/inquiry-intake";

type ContactDetails = Omit<Parameters<typeof openInquiryFromContact>[1], "studioId" | "name" | "email" | "contactMessageId">;
import { CONTACT_LIMIT_PER_HOUR, type TContactMessage } from "./contact-schema";
import { queueContactNotice } from "./contact-notice";
import { plural } from "@/lib/text/plural";

const HOUR_MS = 60 * 60 * 1000;
/** All senders together, a backstop only many addresses reach (one address stops at its own 5). */
export const CONTACT_BACKSTOP: ThrottleRule = { name: "contact:site", limit: 200, windowMs: HOUR_MS };

/**
 * Stores one contact message from `ip`, unless the honeypot was filled (then nothing is stored and
 * the caller answers as if it were: a bot learns nothing). More than CONTACT_LIMIT_PER_HOUR stored
 * messages from one address within an hour is refused with 429 and a Retry-After, before the
 * message counts against the site's backstop. Without a known address (UNKNOWN_ADDRESS) only the
 * backstop applies.
 */
export async function saveContactMessage(
  db: Db,
  message: TContactMessage,
  ip: string,
  now = new Date(),
  /** The studio a public studio page's form writes to; the marketing site's forms name none. */
  studioId: string | null = null,
  /** What a studio's form adds for the inquiry: the visitor's phone, interest and source. */
  details: ContactDetails = {},
): Promise<{ stored: false } | { stored: true; id: string; inquiryId: string | null }> {
  if (message.website) return { stored: false };

  if (ip !== UNKNOWN_ADDRESS) await assertAddressUnderLimit(db, ip, now);
  // Each studio's page has its own backstop: a flood at one page closes neither the others nor the site's form.
  const everyone = await takeThrottle(db, scaled(CONTACT_BACKSTOP), studioId ? `studio:${studioId}` : "site", now);
  if (!everyone.allowed) throw throttledError(everyone, "We have received many messages in the last hour.");

  const values = {
    name: message.name,
    email: message.email,
    subject: message.subject ?? null,
    message: message.message,
    ip,
    studioId,
    createdAt: now,
  };
  const [stored] = await db.transaction(async (tx) => {
    const rows = await tx.insert(contactMessages).values(values).returning({ id: contactMessages.id });
    // The marketing site's messages are the site's own: their e-mail to CONTACT_TO commits with them.
    if (!studioId) await queueContactNotice(tx, message, rows[0].id, now);
    return rows;
  });
  // A message to a studio is an inquiry in its pipeline (the marketing site's messages are nobody's).
  const inquiryId = studioId
    ? await openInquiryFromContact(db, { studioId, name: message.name, email: message.email, ...details, contactMessageId: stored.id }, now)
    : null;
  return { stored: true, id: stored.id, inquiryId };
}

/** The messages stored from one address in the last hour, against CONTACT_LIMIT_PER_HOUR: 429 when it is reached. */
async function assertAddressUnderLimit(db: Db, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS);
  const recent = and(eq(contactMessages.ip, ip), gt(contactMessages.createdAt, since));
  const [{ total }] = await db.select({ total: count() }).from(contactMessages).where(recent);
  // count() is a number on PGlite and a string on pg, so it is read through Number().
  const limit = scaled({ name: "contact:address", limit: CONTACT_LIMIT_PER_HOUR, windowMs: HOUR_MS }).limit;
  if (Number(total) >= limit) {
    const [oldest] = await db
      .select({ createdAt: contactMessages.createdAt })
      .from(contactMessages)
      .where(recent)
      .orderBy(asc(contactMessages.createdAt))
      .limit(1);
    const freeAt = (oldest?.createdAt ?? now).getTime() + HOUR_MS;
    const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    const minutes = Math.ceil(retryAfter / 60);
    throw new AppError(
      "rate_limited",
      `You have sent ${plural(limit, "message")} in the last hour. Please try again in ${plural(minutes, "minute")}, or email us directly.`,
      { headers: { "Retry-After": String(retryAfter) }, extra: { retryAfter } },
    );
  }
}

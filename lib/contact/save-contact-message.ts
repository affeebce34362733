import "server-only";
import { and, asc, count, eq, gt } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import { UNKNOWN_ADDRESS } from "@/lib/auth/client-address";
import type { Db } from "@/lib/db/client";
import { contactMessages } from "@/lib/db/schema";
import { CONTACT_LIMIT_PER_HOUR, type TContactMessage } from "./contact-schema";

const HOUR_MS = 60 * 60 * 1000;
// Without a trusted address (no TRUSTED_PROXY) every sender shares one: a limit for the whole site.
const LIMIT_UNKNOWN_ADDRESS = 50;

/**
 * Stores one contact message from `ip`, unless the honeypot was filled (then nothing is stored and
 * the caller answers as if it were: a bot learns nothing). More than CONTACT_LIMIT_PER_HOUR stored
 * messages from one address within an hour is refused with 429 and a Retry-After.
 */
export async function saveContactMessage(
  db: Db,
  message: TContactMessage,
  ip: string,
  now = new Date(),
  /** The studio a public studio page's form writes to; the marketing site's forms name none. */
  studioId: string | null = null,
): Promise<{ stored: boolean }> {
  if (message.website) return { stored: false };

  const since = new Date(now.getTime() - HOUR_MS);
  const recent = and(eq(contactMessages.ip, ip), gt(contactMessages.createdAt, since));
  const [{ total }] = await db.select({ total: count() }).from(contactMessages).where(recent);
  // count() is a number on PGlite and a string on pg (STACK-NOTES.md).
  const limit = ip === UNKNOWN_ADDRESS ? LIMIT_UNKNOWN_ADDRESS : CONTACT_LIMIT_PER_HOUR;
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
      `${ip === UNKNOWN_ADDRESS ? "We have received many messages" : `You have sent ${limit} messages`} in the last hour. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or email us directly.`,
      { headers: { "Retry-After": String(retryAfter) }, extra: { retryAfter } },
    );
  }

  await db.insert(contactMessages).values({
    name: message.name,
    email: message.email,
    subject: message.subject ?? null,
    message: message.message,
    ip,
    studioId,
    createdAt: now,
  });
  return { stored: true };
}

import "server-only";
import crypto from "node:crypto";
import { getJwtSecret } from "@/lib/auth/secret";
import { env } from "@/lib/env";
import { secretSlot } from "./secrets";

/**
 * A signed unsubscribe link (studio, person, kind): it works without a session, from any mail
 * client, and can't be forged for someone else. Nothing is stored.
 */
export type UnsubscribeClaim = { studioId: string; userId: string; kind: string };

function sign(payload: string): string {
  return crypto.createHmac("sha256", getJwtSecret()).update(`unsubscribe:${payload}`).digest("base64url");
}

export function unsubscribeToken(claim: UnsubscribeClaim): string {
  const payload = Buffer.from(`${claim.studioId}.${claim.userId}.${claim.kind}`).toString("base64url");
  return `${payload}.${sign(payload)}`;
}

export function readUnsubscribeToken(token: string): UnsubscribeClaim | null {
  const [payload, signature] = token.split(".");
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  const [studioId, userId, kind] = Buffer.from(payload, "base64url").toString().split(".");
  return studioId && userId && kind ? { studioId, userId, kind } : null;
}

/**
 * The link as a message stores it: its token is a secret slot the worker fills as it sends, from the
 * message's own studio, person and kind (lib/notifications/worker.ts), so the e-mail log never holds
 * a working link to turn off someone else's messages.
 */
export function unsubscribeUrl(): string {
  return `${env.SITE_URL}/api/notifications/unsubscribe?token=${secretSlot("unsubscribe")}`;
}

/** RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` to the link. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The one-click link (made at send time for this message's person and kind) and its headers, when they have an account. */
export function withUnsubscribe(to: { userId: string | null }): { url?: string; headers?: Record<string, string> } {
  const url = to.userId ? unsubscribeUrl() : undefined;
  return { url, headers: url ? unsubscribeHeaders(url) : undefined };
}

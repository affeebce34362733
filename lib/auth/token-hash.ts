import crypto from "node:crypto";

/**
 * What is stored of a link's secret token (invitations, password resets, calendar feeds): its
 * SHA-256 only, so a leaked database can't be turned into working links.
 */
export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

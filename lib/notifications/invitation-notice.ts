import "server-only";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { enqueueMessage } from "./enqueue";
import { invitationMessage } from "./messages/invitation";
import { secretSlot } from "./secrets";
import { loadStudioContext } from "./studio-context";

/** The invitation link, on SITE_URL (never a request's Host, which a client can forge); its token is a secret slot. */
export const INVITE_URL = `${env.SITE_URL}/invite/${secretSlot("token")}`;

/**
 * Queues the invitation e-mail with the invite row (same transaction). The token travels in the
 * message's secrets, filled in as it is sent: the e-mail log and every screen show the slot, so the
 * live link reaches only its recipient.
 */
export async function notifyInvitation(
  tx: Db,
  studioId: string,
  invite: { id: string; email: string; name: string; role: "instructor" | "student"; token: string; expiresAt: Date },
): Promise<void> {
  const studio = await loadStudioContext(tx, studioId);
  const { token, ...rest } = invite;
  await enqueueMessage(tx, {
    ...invitationMessage(studio, { ...rest, url: INVITE_URL, dedupeKey: `invite:${invite.id}` }),
    secrets: { token },
  });
}

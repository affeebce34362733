import "server-only";
import type { Db } from "@/lib/db/client";
import { enqueueMessage } from "./enqueue";
import { invitationMessage } from "./messages/invitation";
import { loadStudioContext } from "./studio-context";

/** Queues the invitation e-mail with the invite row (same transaction). */
export async function notifyInvitation(
  tx: Db,
  studioId: string,
  invite: { id: string; email: string; name: string; role: "instructor" | "student"; url: string; expiresAt: Date },
): Promise<void> {
  const studio = await loadStudioContext(tx, studioId);
  await enqueueMessage(tx, invitationMessage(studio, { ...invite, dedupeKey: `invite:${invite.id}` }));
}

import "server-only";
import type { Db } from "@/lib/db/client";
import { enqueueMessage } from "./enqueue";
import { autopayFailedMessage, type FailedCharge } from "./messages/autopay";
import { studentRecipient } from "./recipients";
import { loadStudioContext } from "./studio-context";

/** A failed autopay charge (the dunning e-mail), queued with the failure itself. */
export async function notifyAutopayFailed(
  tx: Db,
  item: { studioId: string; studentId: string },
  failed: FailedCharge,
  now: Date,
): Promise<void> {
  const to = await studentRecipient(tx, item.studioId, item.studentId);
  if (!to) return;
  const studio = await loadStudioContext(tx, item.studioId, now);
  await enqueueMessage(tx, autopayFailedMessage(studio, to, failed), now);
}

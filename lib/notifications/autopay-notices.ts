import "server-only";
import { and, eq, gte, min } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { paymentItems } from "@/lib/db/schema";
import { instantToLocal } from "@/lib/dates/wall-time";
import { enqueueMessage } from "./enqueue";
import {
  autopayFailedMessage,
  membershipChangedMessage,
  type ChangedMembership,
  type FailedCharge,
  type MembershipChange,
} from "./messages/autopay";
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

/**
 * Tells the student their membership was paused, resumed or is ending, in the transaction that
 * changes it (call it after writing the change: `membership` is the row as it now stands). Once
 * per change: a pause by its dates, an ending by its day, a resume by its instant.
 */
export async function notifyMembershipChanged(
  tx: Db,
  membership: ChangedMembership & { studioId: string; studentId: string },
  change: MembershipChange,
  now: Date,
): Promise<void> {
  const to = await studentRecipient(tx, membership.studioId, membership.studentId);
  if (!to) return;
  const studio = await loadStudioContext(tx, membership.studioId, now);
  const today = instantToLocal(now, studio.timeZone).date;
  const [next] = await tx
    .select({ dueOn: min(paymentItems.dueOn) })
    .from(paymentItems)
    .where(
      and(
        eq(paymentItems.studioId, membership.studioId),
        eq(paymentItems.membershipId, membership.id),
        eq(paymentItems.status, "scheduled"),
        gte(paymentItems.dueOn, today),
      ),
    );
  // An ending tells only what is still due before the last day; a pause names no charge.
  const nextChargeOn =
    change === "paused" || !next?.dueOn || (change === "ending" && membership.endsOn && next.dueOn >= membership.endsOn)
      ? null
      : next.dueOn;
  await enqueueMessage(tx, membershipChangedMessage(studio, to, membership, change, { today, nextChargeOn, at: now }), now);
}

import "server-only";
import type { Db } from "@/lib/db/client";
import { formatMoney } from "@/lib/money/money";
import { enqueueMessage } from "./enqueue";
import { ledgerMessage, missedLessonMessage } from "./messages/money";
import { studentRecipient } from "./recipients";
import { loadStudioContext } from "./studio-context";

type LedgerRow = {
  id: string;
  studioId: string;
  studentId: string;
  kind: string;
  amountCents: number;
  method: string | null;
  description: string;
  note: string | null;
  createdAt: Date;
};

/** A payment's receipt or a refund's notice, queued with the ledger entry itself. */
export async function notifyLedgerEntry(tx: Db, entry: LedgerRow): Promise<void> {
  if (entry.kind !== "payment" && entry.kind !== "refund") return;
  const to = await studentRecipient(tx, entry.studioId, entry.studentId);
  if (!to) return;
  const studio = await loadStudioContext(tx, entry.studioId, entry.createdAt);
  await enqueueMessage(tx, ledgerMessage(studio, to, { ...entry, kind: entry.kind }), entry.createdAt);
}

/** A late cancellation or a no-show that costs something under the studio's policy. */
export async function notifyMissedLesson(
  tx: Db,
  booking: { studioId: string; id: string; studentId: string; serviceName: string; startsAt: Date },
  outcome: "late_cancel" | "no_show",
  policy: { kind: string; feeCents: number },
  now: Date,
): Promise<void> {
  if (policy.kind === "none" || (policy.kind === "fee" && policy.feeCents <= 0)) return;
  const to = await studentRecipient(tx, booking.studioId, booking.studentId);
  if (!to) return;
  const studio = await loadStudioContext(tx, booking.studioId, now);
  const cost =
    policy.kind === "fee"
      ? `a fee of ${formatMoney(policy.feeCents, studio.currency)}`
      : "the lesson is charged as if taken (or a unit of your package is used)";
  const missed = { bookingId: booking.id, outcome, title: booking.serviceName, startsAt: booking.startsAt, cost };
  await enqueueMessage(tx, missedLessonMessage(studio, to, missed), now);
}

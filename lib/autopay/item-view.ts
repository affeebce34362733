import type { z } from "zod";
import type { PaymentItemRow } from "./claim";
import type { ZPaymentItemView } from "./views";

/** One item as the schedule, the failed list and the owner's actions answer it (the one mapping). */
export function itemView(row: PaymentItemRow): z.input<typeof ZPaymentItemView> {
  return {
    id: row.id,
    dueOn: row.dueOn,
    amountCents: row.amountCents,
    status: row.status,
    source: row.source,
    attempts: row.tries,
    description: row.description,
    afterLessons: row.afterLessons,
    settledBy: row.settledBy,
    lastError: row.lastError,
    nextAttemptAt: row.status === "scheduled" || row.status === "failed" ? row.nextAttemptAt : null,
    membershipId: row.membershipId,
    studentPackageId: row.studentPackageId,
  };
}

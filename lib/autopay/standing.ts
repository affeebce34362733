import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { paymentItems, studentMemberships, studentPackages } from "@/lib/db/schema";

/**
 * A membership past due (its card failed for the last time) keeps its record and schedule, but its
 * units can't be used until it is paid: `past_due_since` is set and its grants are suspended. Paid
 * or waived, with no other failed period left, both are cleared.
 */
export async function setMembershipStanding(tx: Tx, studioId: string, membershipId: string, pastDue: boolean, now: Date): Promise<void> {
  if (!pastDue) {
    // Another period whose card failed for the last time keeps it past due.
    const [stillFailed] = await tx
      .select({ id: paymentItems.id })
      .from(paymentItems)
      .where(
        and(
          eq(paymentItems.studioId, studioId),
          eq(paymentItems.membershipId, membershipId),
          eq(paymentItems.status, "failed"),
          isNull(paymentItems.nextAttemptAt),
        ),
      )
      .limit(1);
    if (stillFailed) return;
  }
  await tx
    .update(studentMemberships)
    .set({ pastDueSince: pastDue ? now : null })
    .where(and(eq(studentMemberships.studioId, studioId), eq(studentMemberships.id, membershipId)));
  await tx
    .update(studentPackages)
    .set({ suspended: pastDue })
    .where(and(eq(studentPackages.studioId, studioId), eq(studentPackages.membershipId, membershipId)));
}

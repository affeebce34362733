import type { Db } from "@/lib/db/client";
import { membershipPlans, paymentItems, studentMemberships } from "@/lib/db/schema";

/** The generated tests' autopay records: a plan students may join online, a member of it, and their failed first month. */
export async function autopayRecords(db: Db, studioId: string, studentId: string) {
  // A membership plan students may join online, and Sam a member of it since ten days ago.
  const [plan] = await db
    .insert(membershipPlans)
    .values({
      studioId,
      name: "Unlimited group classes",
      priceCents: 12_000,
      period: "month",
      unlimitedClasses: true,
      onlineEnrol: true,
    })
    .returning();
  const [membership] = await db
    .insert(studentMemberships)
    .values({
      studioId,
      studentId,
      planId: plan.id,
      name: plan.name,
      priceCents: plan.priceCents,
      period: plan.period,
      unlimitedClasses: true,
      privateUnits: 0,
      classUnits: 0,
      unused: "expire",
      rollOverCap: 0,
      noticeDays: 0,
      startsOn: new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10),
    })
    .returning();
  // Sam's first month, its card refused for the last time: on the owner's Failed payments list.
  const [dueItem] = await db
    .insert(paymentItems)
    .values({
      studioId,
      studentId,
      source: "membership",
      membershipId: membership.id,
      sequence: 1,
      dueOn: membership.startsOn,
      amountCents: 12_000,
      description: "Unlimited group classes · first month",
      status: "failed",
      tries: 4,
      lastError: "Your card was declined.",
    })
    .returning();
  return { plan, membership, dueItem };
}

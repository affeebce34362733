import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { membershipPlans, paymentItems, paymentsAccounts, paymentsCustomers, savedCards, studentMemberships } from "@/lib/db/schema";
import { chargeInstant } from "@/lib/autopay/periods";

type ItemValues = Partial<typeof paymentItems.$inferInsert>;

/** A monthly plan and one student's membership of it, written straight to the tables. */
export async function makeMembership(
  studioId: string,
  studentId: string,
  values: Partial<typeof studentMemberships.$inferInsert> & { startsOn: string },
) {
  const db = await getDb();
  const [plan] = await db
    .insert(membershipPlans)
    .values({
      studioId,
      name: values.name ?? "Unlimited group classes",
      priceCents: values.priceCents ?? 12_000,
      period: values.period ?? "month",
      unlimitedClasses: true,
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
      ...values,
    })
    .returning();
  return membership;
}

/** A membership's item due on `dueOn`, tried at 06:00 that day on the studio's clock, as the run's creators write it. */
export async function makeMembershipItem(
  membership: { studioId: string; studentId: string; id: string },
  timeZone: string,
  values: ItemValues & { dueOn: string; sequence: number },
) {
  const db = await getDb();
  const [item] = await db
    .insert(paymentItems)
    .values({
      studioId: membership.studioId,
      studentId: membership.studentId,
      source: "membership",
      membershipId: membership.id,
      amountCents: 12_000,
      description: `Unlimited group classes · period ${values.sequence}`,
      nextAttemptAt: chargeInstant(values.dueOn, timeZone),
      ...values,
    })
    .returning();
  return item;
}

/** The studio's connected Stripe account (taking charges) and the student's saved card on it. */
export async function saveCard(
  studioId: string,
  studentId: string,
  card: { expMonth: number; expYear: number; last4?: string; brand?: string; createdAt?: Date },
) {
  const db = await getDb();
  const accountId = `acct_${studioId.slice(0, 8)}`;
  await db
    .insert(paymentsAccounts)
    .values({ accountId, studioId, status: "active", chargesEnabled: true, payoutsEnabled: true })
    .onConflictDoNothing();
  await db
    .insert(paymentsCustomers)
    .values({ studioId, accountId, studentId, customerId: `cus_${studentId.slice(0, 8)}` })
    .onConflictDoNothing();
  const [row] = await db
    .insert(savedCards)
    .values({ id: `pm_${randomUUID()}`, studioId, accountId, studentId, brand: card.brand ?? "visa", last4: card.last4 ?? "4242", ...card })
    .returning();
  return row;
}

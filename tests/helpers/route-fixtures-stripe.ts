import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { ledgerEntries, onlineCharges, paymentsCustomers, savedCards } from "@/lib/db/schema";
import { connectStudio } from "./stripe-stand-in-connect";

/**
 * The generated tests' studio's own Stripe account: the student paid there once online and saved a
 * card. Returns the saved card's id (/api/payment-methods/{id}) and the Stripe ids (`stripeIds`).
 */
export async function stripeRecords(db: Db, studioId: string, studentId: string) {
  const mark = randomUUID().slice(0, 8);
  const stripeIds = {
    account: `acct_world_${mark}`,
    customer: `cus_world_${mark}`,
    checkout: `cs_world_${mark}`,
    intent: `pi_world_${mark}`,
  };
  await connectStudio(db, studioId, stripeIds.account);
  await db.insert(paymentsCustomers).values({ studioId, accountId: stripeIds.account, studentId, customerId: stripeIds.customer });
  const [card] = await db
    .insert(savedCards)
    .values({
      id: `pm_world_${mark}`,
      studioId,
      accountId: stripeIds.account,
      studentId,
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2030,
    })
    .returning({ id: savedCards.id });
  await db.insert(ledgerEntries).values({
    studioId,
    studentId,
    kind: "payment",
    method: "online",
    amountCents: 2_500,
    description: "Online payment",
    externalId: stripeIds.checkout,
  });
  await db.insert(onlineCharges).values({
    accountId: stripeIds.account,
    paymentIntentId: stripeIds.intent,
    studioId,
    checkoutId: stripeIds.checkout,
    grossCents: 2_500,
    feeCents: 103,
    paidAt: new Date(),
  });
  return { cardId: card.id, stripeIds };
}

import { and, eq } from "drizzle-orm";
import { chargeInstant } from "@/lib/autopay/periods";
import { getDb } from "@/lib/db/client";
import { ledgerEntries, outboxMessages, paymentItems, paymentsCustomers, savedCards } from "@/lib/db/schema";

/** A card the student saved on the studio's account, as a Checkout with "save this card" leaves it. */
export async function saveCard(studioId: string, accountId: string, studentId: string, paymentMethodId = `pm_${studentId.slice(0, 8)}`) {
  const db = await getDb();
  await db
    .insert(paymentsCustomers)
    .values({ studioId, accountId, studentId, customerId: `cus_${studentId.slice(0, 8)}` })
    .onConflictDoNothing();
  await db
    .insert(savedCards)
    .values({ id: paymentMethodId, studioId, accountId, studentId, brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 });
  return paymentMethodId;
}

/** An instalment-like item due on `dueOn` (the studio in America/New_York), written straight to the table. */
export async function dueItem(
  studioId: string,
  studentId: string,
  studentPackageId: string,
  values: { dueOn: string; amountCents?: number; sequence?: number; description?: string },
) {
  const db = await getDb();
  const [row] = await db
    .insert(paymentItems)
    .values({
      studioId,
      studentId,
      source: "instalment",
      studentPackageId,
      sequence: values.sequence ?? 1,
      ofCount: 3,
      dueOn: values.dueOn,
      nextAttemptAt: chargeInstant(values.dueOn, "America/New_York"),
      amountCents: values.amountCents ?? 10_000,
      description: values.description ?? `Program · instalment ${values.sequence ?? 1} of 3`,
    })
    .returning();
  return row;
}

export async function itemRow(studioId: string, id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(paymentItems)
    .where(and(eq(paymentItems.studioId, studioId), eq(paymentItems.id, id)));
  return row;
}

export async function entriesOf(studioId: string, studentId: string) {
  const db = await getDb();
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.studioId, studioId), eq(ledgerEntries.studentId, studentId)))
    .orderBy(ledgerEntries.createdAt);
}

export async function outboxOf(studioId: string, kind: string) {
  const db = await getDb();
  return db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.studioId, studioId), eq(outboxMessages.kind, kind as never)));
}

import "server-only";
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db, Tx } from "@/lib/db/client";
import { paymentsCustomers, savedCards, students } from "@/lib/db/schema";
import type { StudioStripe } from "./studio-account";

/**
 * The student's Customer on the studio's account (created the first time a card is saved), where
 * their cards live. Two tabs racing create two Customers at Stripe; the first one stored wins and
 * the other is never used.
 */
export async function customerFor(db: Db, studio: StudioStripe, studioId: string, studentId: string, email: string): Promise<string> {
  const known = await storedCustomer(db, studio.accountId, studentId);
  if (known) return known;
  const [student] = await db
    .select({ name: students.name })
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.id, studentId)));
  const customer = await studio.stripe.customers.create({ email, name: student?.name, metadata: { studioId, studentId } }, studio.on);
  await db
    .insert(paymentsCustomers)
    .values({ studioId, accountId: studio.accountId, studentId, customerId: customer.id })
    .onConflictDoNothing();
  return (await storedCustomer(db, studio.accountId, studentId)) ?? customer.id;
}

async function storedCustomer(db: Db | Tx, accountId: string, studentId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: paymentsCustomers.customerId })
    .from(paymentsCustomers)
    .where(and(eq(paymentsCustomers.accountId, accountId), eq(paymentsCustomers.studentId, studentId)));
  return row?.customerId ?? null;
}

/**
 * Keeps a card Stripe saved for later (a Checkout with setup_future_usage) on the student's list, if
 * it belongs to the Customer we made for that student on this account; anything else is ignored.
 */
export async function rememberCard(
  tx: Tx,
  owner: { studioId: string; accountId: string },
  customerId: string | null,
  method: Stripe.PaymentMethod | null,
): Promise<void> {
  if (!customerId || !method?.card) return;
  const [customer] = await tx
    .select({ studentId: paymentsCustomers.studentId })
    .from(paymentsCustomers)
    .where(
      and(
        eq(paymentsCustomers.studioId, owner.studioId),
        eq(paymentsCustomers.accountId, owner.accountId),
        eq(paymentsCustomers.customerId, customerId),
      ),
    );
  if (!customer) return;
  const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card;
  await tx
    .insert(savedCards)
    .values({
      id: method.id,
      studioId: owner.studioId,
      accountId: owner.accountId,
      studentId: customer.studentId,
      brand,
      last4,
      expMonth,
      expYear,
    })
    .onConflictDoNothing();
}

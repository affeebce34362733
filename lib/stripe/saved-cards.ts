import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { savedCards } from "@/lib/db/schema";
import { currentPaymentsAccount, requireStudioStripe } from "./studio-account";

/**
 * Settings → Payment methods: the signed-in student's cards on their studio's current account. Staff
 * and people without a student record have none; another studio's cards are never listed.
 */
export async function listSavedCards(db: Db, session: Session) {
  if (!session.studentId) return [];
  const account = await currentPaymentsAccount(db, session.studioId);
  if (!account) return [];
  return db
    .select({
      id: savedCards.id,
      brand: savedCards.brand,
      last4: savedCards.last4,
      expMonth: savedCards.expMonth,
      expYear: savedCards.expYear,
    })
    .from(savedCards)
    .where(
      and(
        eq(savedCards.studioId, session.studioId),
        eq(savedCards.accountId, account.accountId),
        eq(savedCards.studentId, session.studentId),
      ),
    )
    .orderBy(asc(savedCards.createdAt));
}

/** Removes one of the student's own cards, at Stripe (detached from their Customer) and here; anyone else's is 404. */
export async function removeSavedCard(db: Db, session: Session, id: string): Promise<void> {
  const mine = (await listSavedCards(db, session)).some((card) => card.id === id);
  if (!mine) throw new AppError("not_found", "Payment method not found.");
  const studio = await requireStudioStripe(db, session.studioId);
  await studio.stripe.paymentMethods.detach(id, {}, studio.on).catch((error: { code?: string }) => {
    // Already detached at Stripe (the student removed it in another tab): forget it here too.
    if (error.code !== "resource_missing") throw error;
  });
  await db
    .delete(savedCards)
    .where(and(eq(savedCards.studioId, session.studioId), eq(savedCards.id, id), eq(savedCards.accountId, studio.accountId)));
}

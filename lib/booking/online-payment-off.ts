import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { bookings, paymentsAccounts } from "@/lib/db/schema";
import { expireBookingCheckouts, type OpenCheckout } from "@/lib/stripe/booking-checkout";
import { currentPaymentsAccount } from "@/lib/stripe/studio-account";
import { releaseHeldPlaces } from "./cancel-booking";
import { lockEvent } from "./event-lock";

/**
 * Online payment off for the studio at once: the account is no longer its current one, and every
 * place held while a student pays is released (its Checkout is closed at Stripe after commit, when
 * we still may). Payments, charges and cards already recorded stay. `by`: the owner here, or Stripe
 * (`account.application.deauthorized`: the studio revoked us, so its account can't be called).
 */
export async function disconnectAccount(
  tx: Tx,
  owner: { studioId: string; accountId: string },
  by: "owner" | "stripe",
  now: Date,
): Promise<OpenCheckout[]> {
  const closed = await tx
    .update(paymentsAccounts)
    .set({ disconnectedAt: now, disconnectedBy: by, chargesEnabled: false, updatedAt: now })
    .where(
      and(
        eq(paymentsAccounts.accountId, owner.accountId),
        eq(paymentsAccounts.studioId, owner.studioId),
        isNull(paymentsAccounts.disconnectedAt),
      ),
    )
    .returning({ accountId: paymentsAccounts.accountId });
  if (closed.length === 0) return [];
  const held = await tx
    .select({ id: bookings.id, eventId: bookings.eventId })
    .from(bookings)
    .where(and(eq(bookings.studioId, owner.studioId), eq(bookings.status, "held")));
  const sessions: OpenCheckout[] = [];
  for (const eventId of new Set(held.map((row) => row.eventId))) {
    const ids = held.filter((row) => row.eventId === eventId).map((row) => row.id);
    sessions.push(...(await releaseHeldPlaces(tx, await lockEvent(tx, owner.studioId, eventId), ids, now)).sessions);
  }
  return by === "owner" ? sessions : [];
}

/** DELETE /api/studio/payments-account: the owner disconnects; nothing happens when nothing is connected. */
export async function disconnectByOwner(db: Db, session: Session, now = new Date()): Promise<void> {
  const sessions = await db.transaction(async (tx) => {
    const current = await currentPaymentsAccount(tx, session.studioId);
    return current ? disconnectAccount(tx, { studioId: session.studioId, accountId: current.accountId }, "owner", now) : [];
  });
  await expireBookingCheckouts(sessions);
}

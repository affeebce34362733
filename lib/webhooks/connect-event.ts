import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import { isId } from "@/lib/api/ids";
import type { Db, Tx } from "@/lib/db/client";
import { onlineCharges, packages, paymentsAccounts, savedCards, students } from "@/lib/db/schema";
import { confirmBookingCheckout, releaseBookingCheckout } from "@/lib/booking/paid-holds";
import { recordOnlinePayment } from "@/lib/payments/online-payment";
import { recordGiftPurchase } from "@/lib/growth/gift-purchase";
import { planFromMetadata } from "@/lib/payments/payment-plan";
import { promoFromMetadata } from "@/lib/growth/promo-metadata";
import { disconnectAccount } from "@/lib/booking/online-payment-off";
import { saveAccountState } from "@/lib/stripe/studio-account";
import { rememberCard } from "@/lib/stripe/student-customer";
import { applyIntroOfferCheckout } from "@/lib/public/intro-offer-purchase";
import { firstDelivery, idOf } from "./event-once";

type Owner = { studioId: string; accountId: string };

/**
 * Applies one verified event of a studio's own Stripe account, once (its id is stored in the same
 * transaction as its effect, as the platform's events are). The account names the studio: an
 * account no studio has is acknowledged and ignored, and an event naming another studio's hold,
 * booking or student changes nothing, so one studio can never book, pay or refund in another.
 * What must be read from Stripe is read first, outside the transaction: with the embedded database
 * an open transaction holds the only connection, and no request should wait on Stripe's network.
 */
export async function handleConnectEvent(db: Db, event: Stripe.Event, stripe: Stripe): Promise<{ duplicate: boolean }> {
  // An account's studio never changes (the account id is the key), so it may be read before the transaction.
  const owner = event.account ? await ownerOf(db, event.account) : null;
  const fetched = owner ? await readFromStripe(db, stripe, owner, event) : {};
  return db.transaction(async (tx) => {
    if (!(await firstDelivery(tx, event))) return { duplicate: true };
    if (!owner) {
      console.warn(`Stripe Connect event ${event.id} (${event.type}) is for an account no studio has: ignored.`);
      return { duplicate: false };
    }
    const at = new Date(event.created * 1000);
    switch (event.type) {
      case "account.updated":
        if (event.data.object.id === owner.accountId) await saveAccountState(tx, event.data.object, at);
        break;
      case "account.application.deauthorized":
        await disconnectAccount(tx, owner, "stripe", at);
        break;
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const checkout = event.data.object;
        if (!namesOwner(event, owner, checkout.metadata) || !(await namesOwnRecords(tx, event, owner, checkout.metadata))) break;
        if (checkout.mode === "setup") await rememberSetupCard(tx, owner, checkout, fetched.setup);
        else if (checkout.payment_status === "paid") await applyPaidCheckout(tx, owner, checkout, fetched.intent, at);
        break;
      }
      case "checkout.session.expired": {
        const held = heldPlacesOf(event.data.object);
        if (held && namesOwner(event, owner, event.data.object.metadata)) await releaseBookingCheckout(tx, held);
        break;
      }
      case "charge.succeeded":
      case "charge.updated":
        if (fetched.fee) await settleFee(tx, owner, fetched.fee);
        break;
      case "payment_method.detached":
        await tx
          .delete(savedCards)
          .where(
            and(
              eq(savedCards.studioId, owner.studioId),
              eq(savedCards.id, event.data.object.id),
              eq(savedCards.accountId, owner.accountId),
            ),
          );
        break;
      default:
        break;
    }
    return { duplicate: false };
  });
}

async function ownerOf(db: Db, accountId: string): Promise<Owner | null> {
  const [row] = await db
    .select({ studioId: paymentsAccounts.studioId, accountId: paymentsAccounts.accountId })
    .from(paymentsAccounts)
    .where(eq(paymentsAccounts.accountId, accountId));
  return row ?? null;
}

/** The object's studio (our metadata) must be the account's; otherwise the event changes nothing, logged once. */
function namesOwner(event: Stripe.Event, owner: Owner, metadata: Stripe.Metadata | null | undefined): boolean {
  if (metadata?.studioId === owner.studioId) return true;
  console.warn(`Stripe Connect event ${event.id} (${event.type}) from account ${owner.accountId} names another studio: ignored.`);
  return false;
}

/**
 * The student and package the metadata names must be the account's studio's too: a studio writes its
 * own Checkouts' metadata, so an id of another studio's is ignored (logged once, acknowledged) rather
 * than refused, which Stripe would retry for days.
 */
async function namesOwnRecords(tx: Tx, event: Stripe.Event, owner: Owner, metadata: Stripe.Metadata | null | undefined) {
  const { studentId, packageId } = metadata ?? {};
  const [student] = studentId
    ? await tx
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.studioId, owner.studioId), eq(students.id, studentId)))
    : [{ id: null }];
  const [pack] = packageId
    ? await tx
        .select({ id: packages.id })
        .from(packages)
        .where(and(eq(packages.studioId, owner.studioId), eq(packages.id, packageId)))
    : [{ id: null }];
  if (student && pack) return true;
  console.warn(`Stripe Connect event ${event.id} (${event.type}) from account ${owner.accountId} names another studio's records: ignored.`);
  return false;
}

/** A paid Checkout: the held places it pays for, or a balance or package payment; then Stripe's charge and the saved card. */
async function applyPaidCheckout(
  tx: Tx,
  owner: Owner,
  checkout: Stripe.Checkout.Session,
  intent: Stripe.PaymentIntent | undefined,
  at: Date,
): Promise<void> {
  const meta = checkout.metadata ?? {};
  const amountCents = checkout.amount_total ?? 0;
  const held = heldPlacesOf(checkout);
  await applyIntroOfferCheckout(tx, checkout, at);
  if (held) await confirmBookingCheckout(tx, { ...held, amountCents }, at);
  else if (meta.kind === "gift_certificate") await recordGiftPurchase(tx, owner.studioId, checkout, at);
  else if (meta.studentId && amountCents > 0)
    await recordOnlinePayment(tx, {
      studioId: owner.studioId,
      studentId: meta.studentId,
      amountCents,
      externalId: checkout.id,
      packageId: meta.kind === "package" && meta.packageId ? meta.packageId : undefined,
      applyToUnpaid: meta.kind === "package" && meta.applyToUnpaid === "1",
      plan: (meta.kind === "package" && planFromMetadata(meta)) || undefined,
      promo: meta.kind === "package" ? promoFromMetadata(meta) : undefined,
    });
  if (!intent) return;
  const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  const balance = charge && typeof charge.balance_transaction === "object" ? charge.balance_transaction : null;
  await tx
    .insert(onlineCharges)
    .values({
      accountId: owner.accountId,
      paymentIntentId: intent.id,
      studioId: owner.studioId,
      checkoutId: checkout.id,
      grossCents: amountCents,
      feeCents: balance?.fee ?? null,
      platformFeeCents: intent.application_fee_amount ?? 0,
      paidAt: at,
    })
    .onConflictDoNothing();
  if (intent.setup_future_usage === "off_session") {
    const method = typeof intent.payment_method === "object" ? intent.payment_method : null;
    await rememberCard(tx, owner, idOf(intent.customer), method);
  }
}

type FromStripe = {
  intent?: Stripe.PaymentIntent;
  setup?: Stripe.SetupIntent;
  fee?: { paymentIntentId: string; feeCents: number };
};

/** What the event's effect needs from the studio's account: the paid PaymentIntent, the SetupIntent, a pending fee. */
async function readFromStripe(db: Db, stripe: Stripe, owner: Owner, event: Stripe.Event): Promise<FromStripe> {
  const on = { stripeAccount: owner.accountId };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const checkout = event.data.object;
      const setupId = idOf(checkout.setup_intent);
      if (checkout.mode === "setup" && setupId)
        return { setup: await stripe.setupIntents.retrieve(setupId, { expand: ["payment_method"] }, on) };
      const intentId = idOf(checkout.payment_intent);
      if (checkout.payment_status !== "paid" || !intentId) return {};
      return {
        intent: await stripe.paymentIntents.retrieve(intentId, { expand: ["latest_charge.balance_transaction", "payment_method"] }, on),
      };
    }
    case "charge.succeeded":
    case "charge.updated": {
      const paymentIntentId = idOf(event.data.object.payment_intent);
      const balanceId = idOf(event.data.object.balance_transaction);
      if (!paymentIntentId || !balanceId) return {};
      const [pending] = await db
        .select({ id: onlineCharges.paymentIntentId })
        .from(onlineCharges)
        .where(feePending(owner, paymentIntentId));
      if (!pending) return {};
      return { fee: { paymentIntentId, feeCents: (await stripe.balanceTransactions.retrieve(balanceId, {}, on)).fee } };
    }
    default:
      return {};
  }
}

/** A Checkout in setup mode: the student saved a card without paying. */
async function rememberSetupCard(tx: Tx, owner: Owner, checkout: Stripe.Checkout.Session, setup: Stripe.SetupIntent | undefined) {
  if (!setup) return;
  const method = typeof setup.payment_method === "object" ? setup.payment_method : null;
  await rememberCard(tx, owner, idOf(setup.customer) ?? idOf(checkout.customer), method);
}

function feePending(owner: Owner, paymentIntentId: string) {
  return and(
    eq(onlineCharges.studioId, owner.studioId),
    eq(onlineCharges.accountId, owner.accountId),
    eq(onlineCharges.paymentIntentId, paymentIntentId),
    isNull(onlineCharges.feeCents),
  );
}

/** Stripe's fee, once the charge has its balance transaction (it may come after the Checkout's event). */
async function settleFee(tx: Tx, owner: Owner, fee: { paymentIntentId: string; feeCents: number }): Promise<void> {
  await tx.update(onlineCharges).set({ feeCents: fee.feeCents }).where(feePending(owner, fee.paymentIntentId));
}

/** A Checkout paying for places held at booking: its studio and the held bookings its metadata names. */
export function heldPlacesOf(checkout: Stripe.Checkout.Session) {
  const meta = checkout.metadata ?? {};
  if (meta.kind !== "booking" || !meta.studioId || !isId(meta.studioId)) return null;
  return { checkoutId: checkout.id, studioId: meta.studioId, bookingIds: (meta.bookingIds ?? "").split(",").filter(Boolean) };
}

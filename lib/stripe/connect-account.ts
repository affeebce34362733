import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { paymentsAccounts, studios } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { requireStripe, stripeClient } from "./client";
import { connectConfigured, stripeSettings } from "./config";
import { accountStateOf, currentPaymentsAccount, saveAccountState, type PaymentsAccountRow } from "./studio-account";
import { isStripeUnavailable, warnStripeUnavailable } from "./unavailable";

/** Where Stripe's hosted onboarding sends the owner back to (and where an expired link is renewed). */
const SETTINGS_PATH = "/app/settings#settings-online-payments";

export type PaymentsAccountState = {
  status: "not_connected" | PaymentsAccountRow["status"];
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  requirementsDue: string[];
  payouts: { amountCents: number; currency: string; arrivalDate: string; status: string }[];
  /** Whether this server can take students' money at all (Stripe and its Connect webhook are set up). */
  configured: boolean;
};

const NOT_CONNECTED = { status: "not_connected", chargesEnabled: false, payoutsEnabled: false, requirementsDue: [], payouts: [] } as const;

/**
 * Settings → Online payments: the studio's account as Stripe sees it now (read from Stripe and
 * stored, so booking decides on it too), with its last payouts. Should Stripe be out of reach, or
 * refuse to read the account, the stored state is shown without payouts.
 */
export async function paymentsAccountState(db: Db, studioId: string, now = new Date()): Promise<PaymentsAccountState> {
  const configured = connectConfigured();
  const stored = configured ? await currentPaymentsAccount(db, studioId) : null;
  if (!stored) return { ...NOT_CONNECTED, requirementsDue: [], payouts: [], configured };
  const stripe = stripeClient(stripeSettings()!);
  try {
    const [account, payouts] = await Promise.all([
      stripe.accounts.retrieve(stored.accountId),
      stripe.payouts.list({ limit: 5 }, { stripeAccount: stored.accountId }),
    ]);
    await saveAccountState(db, account, now);
    return { ...accountStateOf(account), payouts: payouts.data.map(payoutView), configured };
  } catch (error) {
    if (isStripeUnavailable(error)) warnStripeUnavailable(error);
    else if (isOutOfReach(error)) console.warn(`Stripe won't let us read the account ${stored.accountId} (${errorName(error)}).`);
    else throw error;
    return { ...stateOf(stored), payouts: [], configured };
  }
}

/**
 * Stripe refuses to read the account (the studio revoked us there and the event hasn't arrived, or
 * the account is gone): the owner still sees what we know, and can disconnect or connect again.
 */
function isOutOfReach(error: unknown): boolean {
  const { type, code } = error as { type?: string; code?: string };
  return type === "StripePermissionError" || code === "account_invalid" || code === "resource_missing";
}

/** The error's kind, never its message (Stripe's names the start of our secret key). */
function errorName(error: unknown): string {
  const { type, code } = error as { type?: string; code?: string };
  return [type, code].filter(Boolean).join(" ");
}

function stateOf(row: PaymentsAccountRow) {
  const { status, chargesEnabled, payoutsEnabled, requirementsDue } = row;
  return { status, chargesEnabled, payoutsEnabled, requirementsDue };
}

function payoutView(payout: Stripe.Payout) {
  return {
    amountCents: payout.amount,
    currency: payout.currency.toUpperCase(),
    arrivalDate: new Date(payout.arrival_date * 1000).toISOString(),
    status: payout.status,
  };
}

/**
 * "Connect Stripe" / "Continue": the studio's account (a Standard account, created the first time;
 * the one the owner disconnected here is connected again), and a fresh onboarding link to Stripe's
 * hosted pages. No network call runs inside a transaction: should two owners click at once, both
 * create an account at Stripe, the first stored wins and the other is deleted again.
 */
export async function startOnboarding(db: Db, session: Session): Promise<{ url: string }> {
  const { stripe } = requireStripe();
  let accountId = await db.transaction((tx) => currentOrReconnected(tx, session.studioId));
  if (!accountId) {
    const [studio] = await db.select({ name: studios.name }).from(studios).where(eq(studios.id, session.studioId));
    const account = await stripe.accounts.create({
      type: "standard",
      email: session.email,
      business_profile: { name: studio.name },
      metadata: { studioId: session.studioId },
    });
    accountId = await db.transaction(async (tx) => {
      await tx.select({ id: studios.id }).from(studios).where(eq(studios.id, session.studioId)).for("update");
      const winner = await currentPaymentsAccount(tx, session.studioId);
      if (winner) return winner.accountId;
      await tx.insert(paymentsAccounts).values({ accountId: account.id, studioId: session.studioId });
      await saveAccountState(tx, account);
      return account.id;
    });
    if (accountId !== account.id)
      await stripe.accounts.del(account.id).catch((error: unknown) => {
        console.warn("Could not delete a Stripe account created twice", account.id, error instanceof Error ? error.message : error);
      });
  }
  const back = `${env.SITE_URL}${SETTINGS_PATH.replace("#", "?connect=return#")}`;
  const link = await stripe.accountLinks.create({
    account: accountId,
    type: "account_onboarding",
    return_url: back,
    refresh_url: `${env.SITE_URL}${SETTINGS_PATH.replace("#", "?connect=refresh#")}`,
  });
  return { url: link.url };
}

/** The studio's current account, or the one its owner disconnected here, connected again. */
async function currentOrReconnected(tx: Tx, studioId: string): Promise<string | null> {
  await tx.select({ id: studios.id }).from(studios).where(eq(studios.id, studioId)).for("update");
  const current = await currentPaymentsAccount(tx, studioId);
  if (current) return current.accountId;
  const [previous] = await tx
    .select({ accountId: paymentsAccounts.accountId })
    .from(paymentsAccounts)
    .where(and(eq(paymentsAccounts.studioId, studioId), eq(paymentsAccounts.disconnectedBy, "owner")))
    .orderBy(desc(paymentsAccounts.disconnectedAt))
    .limit(1);
  if (!previous) return null;
  await tx
    .update(paymentsAccounts)
    .set({ disconnectedAt: null, disconnectedBy: null, updatedAt: new Date() })
    .where(eq(paymentsAccounts.accountId, previous.accountId));
  return previous.accountId;
}

import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { AppError } from "@/lib/api/app-error";
import type { Db, Tx } from "@/lib/db/client";
import { paymentsAccounts } from "@/lib/db/schema";
import { requireStripe } from "./client";
import { connectConfigured, stripeSettings } from "./config";

export type PaymentsAccountRow = typeof paymentsAccounts.$inferSelect;

/** The studio's current Stripe account (not disconnected), if it has one. */
export async function currentPaymentsAccount(db: Db | Tx, studioId: string): Promise<PaymentsAccountRow | null> {
  const [row] = await db
    .select()
    .from(paymentsAccounts)
    .where(and(eq(paymentsAccounts.studioId, studioId), isNull(paymentsAccounts.disconnectedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Whether the studio's students are offered online payment: this server has Stripe and its Connect
 * webhook, and the studio's own account can take charges. Never the platform's account.
 */
export async function takesOnlinePayments(db: Db | Tx, studioId: string): Promise<boolean> {
  if (!connectConfigured()) return false;
  return (await currentPaymentsAccount(db, studioId))?.chargesEnabled === true;
}

export const NOT_CONNECTED_MESSAGE = "This studio doesn't take online payments yet.";

export type StudioStripe = {
  stripe: Stripe;
  accountId: string;
  /** Every call about a student's money carries these: the request runs on the studio's account. */
  on: Stripe.RequestOptions;
  /** The platform's cut of `amountCents`, as Stripe's application_fee_amount (0 when there is none). */
  platformFee: (amountCents: number) => number;
};

/**
 * The SDK bound to the studio's own account, for a payment a student makes: 404 when this server has
 * no Stripe (as before), 409 when the studio has not connected an account that can take charges.
 */
export async function requireStudioStripe(db: Db | Tx, studioId: string): Promise<StudioStripe> {
  const { stripe } = requireStripe();
  const account = connectConfigured() ? await currentPaymentsAccount(db, studioId) : null;
  if (!account?.chargesEnabled) throw new AppError("conflict", NOT_CONNECTED_MESSAGE);
  return studioStripeOn(stripe, account.accountId);
}

/** The SDK bound to one named account (closing a session on the account it was opened on). */
export function studioStripeOn(stripe: Stripe, accountId: string): StudioStripe {
  const bps = stripeSettings()?.platformFeeBps ?? 0;
  return {
    stripe,
    accountId,
    on: { stripeAccount: accountId },
    platformFee: (amountCents) => Math.floor((amountCents * bps) / 10_000),
  };
}

/** Stripe's account as the studio's state: what Settings shows and what decides whether students may pay. */
export function accountStateOf(account: Stripe.Account) {
  const requirementsDue = [...new Set([...(account.requirements?.past_due ?? []), ...(account.requirements?.currently_due ?? [])])];
  const chargesEnabled = account.charges_enabled === true;
  const payoutsEnabled = account.payouts_enabled === true;
  const status: PaymentsAccountRow["status"] =
    chargesEnabled && payoutsEnabled ? "active" : account.details_submitted ? "restricted" : "onboarding";
  return { status, chargesEnabled, payoutsEnabled, requirementsDue };
}

/**
 * Keeps the stored state of a known account current (after reading it from Stripe, or from
 * `account.updated`). Written only when it changed: reading Settings doesn't rewrite the row.
 */
export async function saveAccountState(db: Db | Tx, account: Stripe.Account, now = new Date()): Promise<void> {
  const state = accountStateOf(account);
  const stored = sql`(${paymentsAccounts.status}, ${paymentsAccounts.chargesEnabled}, ${paymentsAccounts.payoutsEnabled}, ${paymentsAccounts.requirementsDue})`;
  const fresh = sql`(${state.status}::text, ${state.chargesEnabled}::boolean, ${state.payoutsEnabled}::boolean, ${JSON.stringify(state.requirementsDue)}::jsonb)`;
  await db
    .update(paymentsAccounts)
    .set({ ...state, updatedAt: now })
    .where(and(eq(paymentsAccounts.accountId, account.id), sql`${stored} is distinct from ${fresh}`));
}

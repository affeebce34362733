import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as checkout } from "@/app/api/checkout/route";
import { DELETE as disconnect, GET as getAccount, POST as onboard } from "@/app/api/studio/payments-account/route";
import { getDb } from "@/lib/db/client";
import { ledgerEntries, paymentsAccounts } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { deliverConnectWebhook, signedConnectEvent, withStripeStandIn } from "../helpers/stripe-stand-in";
import { activeAccount, connectStudio } from "../helpers/stripe-stand-in-connect";
import { makeMember, makeStudio } from "../helpers/studio-factory";

/**
 * Settings → Online payments: an owner connects a Standard account through Stripe's hosted
 * onboarding; its state follows account.updated; disconnecting and connecting again reuses it.
 */
const standIn = withStripeStandIn();
afterEach(() => vi.restoreAllMocks());

const since = (from: number) => standIn.current.requests.slice(from);

async function accountsOf(studioId: string) {
  const db = await getDb();
  return db.select().from(paymentsAccounts).where(eq(paymentsAccounts.studioId, studioId));
}

/** A studio, its owner and a student owing $50 (something to pay online). */
async function studioWithDebt() {
  const made = await makeStudio();
  const me = await makeStudentMember(made.studio.id);
  const db = await getDb();
  await db
    .insert(ledgerEntries)
    .values({ studioId: made.studio.id, studentId: me.student.id, kind: "charge", amountCents: 5_000, description: "Lesson" });
  return { ...made, me, db };
}

const pay = (token: string) => callRoute(checkout, { token, body: { kind: "balance" } });

describe("connecting a studio's Stripe account", () => {
  it("creates one Standard account even when two owners click at once, and answers Stripe's onboarding link", async () => {
    const { studio, owner } = await makeStudio();
    const second = await makeMember(studio.id, "owner");
    const from = standIn.current.requests.length;
    const answers = await Promise.all([owner, second].map((who) => callRoute(onboard, { token: who.token, method: "POST" })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const stored = await accountsOf(studio.id);
    expect(stored).toHaveLength(1);
    const { accountId } = stored[0];
    expect(answers.map((answer) => answer.body)).toEqual([
      { url: `https://connect.stripe.test/setup/s/${accountId}` },
      { url: `https://connect.stripe.test/setup/s/${accountId}` },
    ]);
    const sent = since(from);
    const created = sent.filter((request) => request.method === "POST" && request.path === "/v1/accounts");
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(created[0].form).toMatchObject({ type: "standard", "metadata[studioId]": studio.id });
    // An account created twice in the race is deleted again at Stripe: only the stored one is left.
    const deleted = sent.filter((request) => request.method === "DELETE").map((request) => request.path);
    expect(deleted).toHaveLength(created.length - 1);
    expect(deleted).not.toContain(`/v1/accounts/${accountId}`);
    const links = sent.filter((request) => request.path === "/v1/account_links");
    expect(links.map((link) => link.form)).toEqual(
      Array(2).fill(
        expect.objectContaining({
          account: accountId,
          type: "account_onboarding",
          return_url: `${env.SITE_URL}/app/settings?connect=return#settings-online-payments`,
          refresh_url: `${env.SITE_URL}/app/settings?connect=refresh#settings-online-payments`,
        }),
      ),
    );
    // The platform creates and links connected accounts: those calls carry no Stripe-Account.
    expect(sent.every((request) => request.account === null)).toBe(true);
  });

  it("follows account.updated from onboarding to restricted to active, and only then offers students online payment", async () => {
    const { studio, owner, me } = await studioWithDebt();
    expect((await callRoute(getAccount, { token: owner.token })).body.account).toMatchObject({ status: "not_connected", configured: true });
    await callRoute(onboard, { token: owner.token, method: "POST" });
    const [{ accountId }] = await accountsOf(studio.id);
    const onboarding = await callRoute(getAccount, { token: owner.token });
    expect(onboarding.body.account).toMatchObject({
      status: "onboarding",
      chargesEnabled: false,
      payoutsEnabled: false,
      requirementsDue: ["external_account", "tos_acceptance.date"],
    });
    expect((await pay(me.token)).status).toBe(409);
    // "Continue" while onboarding: a fresh link for the same account, no new account.
    const from = standIn.current.requests.length;
    expect((await callRoute(onboard, { token: owner.token, method: "POST" })).body.url).toContain(accountId);
    expect(since(from).filter((request) => request.path === "/v1/accounts")).toEqual([]);

    const restricted = {
      ...activeAccount(accountId),
      charges_enabled: false,
      payouts_enabled: false,
      requirements: { currently_due: ["individual.verification.document"], past_due: ["external_account"] },
    };
    expect((await deliverConnectWebhook(signedConnectEvent(accountId, "account.updated", restricted))).status).toBe(200);
    expect(await accountsOf(studio.id)).toEqual([
      expect.objectContaining({
        status: "restricted",
        chargesEnabled: false,
        requirementsDue: ["external_account", "individual.verification.document"],
      }),
    ]);
    expect((await pay(me.token)).status).toBe(409);

    // Active at Stripe: the event alone lets students pay (no one opened Settings).
    expect((await deliverConnectWebhook(signedConnectEvent(accountId, "account.updated", activeAccount(accountId)))).status).toBe(200);
    const paid = await pay(me.token);
    expect(paid.status).toBe(200);
    expect(standIn.current.requests.at(-1)).toMatchObject({ path: "/v1/checkout/sessions", account: accountId });

    standIn.current.accounts.set(accountId, activeAccount(accountId));
    const before = standIn.current.requests.length;
    const active = await callRoute(getAccount, { token: owner.token });
    expect(active.body.account).toEqual({
      status: "active",
      chargesEnabled: true,
      payoutsEnabled: true,
      requirementsDue: [],
      payouts: [{ amountCents: 12_345, currency: "USD", arrivalDate: new Date(1_795_000_000_000).toISOString(), status: "paid" }],
      configured: true,
    });
    // The account is read as the platform; its payouts on the account itself.
    expect(since(before).map((request) => [request.path, request.account])).toEqual(
      expect.arrayContaining([
        [`/v1/accounts/${accountId}`, null],
        ["/v1/payouts", accountId],
      ]),
    );
    expect(JSON.stringify(active.body)).not.toContain(accountId);
  });

  it("reuses the account an owner disconnected here; after Stripe deauthorized it, connecting creates a new one", async () => {
    const { studio, owner } = await makeStudio();
    await callRoute(onboard, { token: owner.token, method: "POST" });
    const [{ accountId }] = await accountsOf(studio.id);
    expect((await callRoute(disconnect, { token: owner.token, method: "DELETE" })).status).toBe(204);
    expect((await callRoute(getAccount, { token: owner.token })).body.account.status).toBe("not_connected");
    // Disconnecting when nothing is connected changes nothing.
    expect((await callRoute(disconnect, { token: owner.token, method: "DELETE" })).status).toBe(204);

    const from = standIn.current.requests.length;
    const again = await callRoute(onboard, { token: owner.token, method: "POST" });
    expect(again.body.url).toContain(accountId);
    expect(since(from).filter((request) => request.path === "/v1/accounts")).toEqual([]);
    expect(await accountsOf(studio.id)).toEqual([expect.objectContaining({ accountId, disconnectedAt: null, disconnectedBy: null })]);

    const revoked = signedConnectEvent(accountId, "account.application.deauthorized", { id: "ca_test_app", object: "application" });
    expect((await deliverConnectWebhook(revoked)).status).toBe(200);
    expect(await accountsOf(studio.id)).toEqual([expect.objectContaining({ accountId, disconnectedBy: "stripe" })]);
    const fresh = await callRoute(onboard, { token: owner.token, method: "POST" });
    expect(fresh.status).toBe(200);
    const rows = await accountsOf(studio.id);
    expect(rows).toHaveLength(2);
    const current = rows.find((row) => row.disconnectedAt === null)!;
    expect(current.accountId).not.toBe(accountId);
    expect(fresh.body.url).toContain(current.accountId);
  });

  it("shows the stored state, never a 500, when Stripe won't let us read the account (revoked before its event arrived)", async () => {
    const { studio, owner } = await makeStudio();
    const accountId = await connectStudio(await getDb(), studio.id);
    standIn.current.accounts.set(accountId, { revoked: true });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const shown = await callRoute(getAccount, { token: owner.token });
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body.account).toMatchObject({ status: "active", chargesEnabled: true, payouts: [] });
    expect(warn).toHaveBeenCalledTimes(1);
    // The log line names the error's kind, not Stripe's message (which quotes our key).
    expect(String(warn.mock.calls[0][0])).toMatch(/StripePermissionError/);
  });

  it("is the owners' business only: instructors and students are refused all three", async () => {
    const { studio, owner } = await makeStudio();
    const accountId = await connectStudio(await getDb(), studio.id);
    standIn.current.accounts.set(accountId, activeAccount(accountId));
    const instructor = await makeMember(studio.id, "instructor");
    const student = await makeStudentMember(studio.id);
    for (const who of [instructor, student])
      for (const [handler, method] of [
        [getAccount, "GET"],
        [onboard, "POST"],
        [disconnect, "DELETE"],
      ] as const) {
        const refused = await callRoute(handler, { token: who.token, method });
        expect(refused.status, `${method} as ${who.session.role}`).toBe(403);
        expect(JSON.stringify(refused.body)).not.toContain(accountId);
      }
    expect(await accountsOf(studio.id)).toEqual([expect.objectContaining({ accountId, disconnectedAt: null })]);
    expect((await callRoute(getAccount, { token: owner.token })).status).toBe(200);
  });
});

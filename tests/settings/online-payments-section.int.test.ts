import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { POST as onboard } from "@/app/api/studio/payments-account/route";
import { OnlinePaymentsView } from "@/components/settings/online-payments-view";
import { getDb } from "@/lib/db/client";
import { paymentsAccountState } from "@/lib/stripe/connect-account";
import { setStripeSettingsForTests } from "@/lib/stripe/config";
import { callRoute } from "../helpers/call-route";
import {
  CONNECT_WEBHOOK_SECRET,
  deliverConnectWebhook,
  signedConnectEvent,
  WEBHOOK_SECRET,
  withStripeStandIn,
} from "../helpers/stripe-stand-in";
import { activeAccount } from "../helpers/stripe-stand-in-connect";
import { makeStudio } from "../helpers/studio-factory";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {}, push: () => {} }) }));

const standIn = withStripeStandIn();
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

/** What Settings → Online payments shows for the studio now, read as the page reads it. */
async function shown(studioId: string) {
  return text(renderToString(h(OnlinePaymentsView, { account: await paymentsAccountState(await getDb(), studioId) })));
}

describe("Settings → Online payments reads the studio's account from Stripe", () => {
  it("not connected, then onboarding with Stripe's needs in words, then active with the payouts Stripe lists", async () => {
    const { studio, owner } = await makeStudio();
    expect(await shown(studio.id)).toContain("Status Not connected Connect Stripe to take payments online.");

    expect((await callRoute(onboard, { token: owner.token, method: "POST" })).status).toBe(200);
    expect(await shown(studio.id)).toContain(
      "Status Setting up Stripe needs a few more details before your students can pay online. What Stripe still needs Bank account for payouts Accept Stripe's terms",
    );

    const accountId = standIn.current.requests.find((request) => request.path === "/v1/account_links")!.form.account;
    standIn.current.accounts.set(accountId, activeAccount(accountId));
    expect((await deliverConnectWebhook(signedConnectEvent(accountId, "account.updated", activeAccount(accountId)))).status).toBe(200);
    const active = await shown(studio.id);
    expect(active).toContain("Status Active Active — charges and payouts enabled.");
    // The stand-in's payout: $123.45, arriving 2026-11-18 (UTC).
    expect(active).toContain("Nov 18, 2026 $123.45 Paid");
    // Payouts are read on the studio's account, never the platform's.
    const payoutReads = standIn.current.requests.filter((request) => request.path === "/v1/payouts");
    expect(payoutReads.length).toBeGreaterThan(0);
    expect(payoutReads.every((request) => request.account === accountId)).toBe(true);
  });

  it("a server without Stripe Connect says the operator must set it up", async () => {
    const { studio } = await makeStudio();
    setStripeSettingsForTests(null);
    try {
      expect(await shown(studio.id)).toContain("Status Not available Online payment isn't set up on this server.");
    } finally {
      const { apiBase } = standIn.current;
      setStripeSettingsForTests({
        secretKey: "sk_test_standin",
        webhookSecret: WEBHOOK_SECRET,
        connectWebhookSecret: CONNECT_WEBHOOK_SECRET,
        apiBase,
      });
    }
  });
});

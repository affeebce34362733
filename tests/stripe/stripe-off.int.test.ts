import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as checkout } from "@/app/api/checkout/route";
import { GET as getAccount, POST as onboard } from "@/app/api/studio/payments-account/route";
import { PUT as putSubscription } from "@/app/api/subscription/route";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { POST as connectWebhook } from "@/app/api/webhooks/stripe-connect/route";
import { getDb } from "@/lib/db/client";
import { ledgerEntries } from "@/lib/db/schema";
import { setStripeSettingsForTests } from "@/lib/stripe/config";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { signedConnectEvent, signedEvent, standInSettings } from "../helpers/stripe-stand-in";
import { connectStudio } from "../helpers/stripe-stand-in-connect";
import { makeStudio } from "../helpers/studio-factory";

beforeAll(() => setStripeSettingsForTests(null));
afterAll(() => setStripeSettingsForTests(undefined));

describe("without Stripe's keys", () => {
  it("answers 404 on the webhook and on student Checkout, and applies plan changes directly", async () => {
    const event = signedEvent("checkout.session.completed", { id: "cs_test_off", object: "checkout.session" });
    expect((await callRoute(webhook, { body: event.payload, headers: event.headers, method: "POST" })).status).toBe(404);
    expect((await callRoute(webhook, { body: "{}", method: "POST" })).status).toBe(404);
    const { studio, owner } = await makeStudio({ plan: "free" });
    const me = await makeStudentMember(studio.id);
    expect((await callRoute(checkout, { token: me.token, body: { kind: "balance" } })).status).toBe(404);
    const put = await callRoute(putSubscription, { token: owner.token, body: { plan: "basic", interval: "year" }, method: "PUT" });
    expect(put.body.plan).toMatchObject({ name: "Basic", interval: "year" });
  });

  it("answers 404 on the Connect webhook; a connected studio takes nothing online and its owner can't connect", async () => {
    const { studio, owner } = await makeStudio();
    const accountId = await connectStudio(await getDb(), studio.id);
    const event = signedConnectEvent(accountId, "account.application.deauthorized", { id: "ca_test_off", object: "application" });
    expect((await callRoute(connectWebhook, { body: event.payload, headers: event.headers, method: "POST" })).status).toBe(404);
    const me = await makeStudentMember(studio.id);
    expect((await callRoute(checkout, { token: me.token, body: { kind: "balance" } })).status).toBe(404);
    const shown = await callRoute(getAccount, { token: owner.token });
    expect(shown.body.account).toMatchObject({ status: "not_connected", configured: false });
    expect((await callRoute(onboard, { token: owner.token, method: "POST" })).status).toBe(404);
  });
});

describe("with Stripe's keys but no Connect webhook secret", () => {
  it("offers students no online payment, even at a connected studio: 409, never the platform's account", async () => {
    setStripeSettingsForTests({ ...standInSettings("http://127.0.0.1:9"), connectWebhookSecret: undefined });
    try {
      const { studio } = await makeStudio();
      const db = await getDb();
      await connectStudio(db, studio.id);
      const me = await makeStudentMember(studio.id);
      await db
        .insert(ledgerEntries)
        .values({ studioId: studio.id, studentId: me.student.id, kind: "charge", amountCents: 5_000, description: "Lesson" });
      const refused = await callRoute(checkout, { token: me.token, body: { kind: "balance" } });
      expect([refused.status, refused.body.error.message]).toEqual([409, "This studio doesn't take online payments yet."]);
    } finally {
      setStripeSettingsForTests(null);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as checkout } from "@/app/api/checkout/route";
import { PUT as putSubscription } from "@/app/api/subscription/route";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { setStripeSettingsForTests } from "@/lib/stripe/config";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { signedEvent } from "../helpers/stripe-stand-in";
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
});

import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as checkout } from "@/app/api/checkout/route";
import { GET as getAccount, POST as onboard } from "@/app/api/studio/payments-account/route";
import { PUT as putSubscription } from "@/app/api/subscription/route";
import { getDb } from "@/lib/db/client";
import { ledgerEntries, onlineCharges, stripeEvents, studios } from "@/lib/db/schema";
import { setStripeSettingsForTests } from "@/lib/stripe/config";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { deliverConnectWebhook, deliverWebhook, signedConnectEvent, signedEvent, standInSettings } from "../helpers/stripe-stand-in";
import { connectStudio } from "../helpers/stripe-stand-in-connect";
import { makeStudio } from "../helpers/studio-factory";

/**
 * Stripe out of reach (no connection, its own 5xx): every endpoint that calls it answers 503 with
 * Retry-After and a message a person can act on, never a 500.
 */
const MESSAGE = "Online payments are unreachable right now. Try again in a minute.";
const DAY = 86_400_000;

/** A port nothing listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const server = http.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A Stripe whose every answer is a 500 (an outage on its side). */
let failing: http.Server;
let failingBase: string;
beforeAll(async () => {
  failing = http.createServer((_request, response) => {
    response.writeHead(500, { "content-type": "application/json" });
    response.end(JSON.stringify({ error: { type: "api_error", message: "An unknown error occurred" } }));
  });
  await new Promise<void>((resolve) => failing.listen(0, "127.0.0.1", resolve));
  failingBase = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
});
afterAll(async () => {
  setStripeSettingsForTests(undefined);
  await new Promise((resolve) => failing.close(resolve));
});
afterEach(() => vi.restoreAllMocks());

async function pointStripeAt(kind: "closed port" | "500s") {
  const apiBase = kind === "closed port" ? `http://127.0.0.1:${await closedPort()}` : failingBase;
  setStripeSettingsForTests({ ...standInSettings(apiBase), secretKey: "sk_test_unreachable" });
}

function expectUnavailable(response: { status: number; headers: Headers; body: any }) {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(response.body.error).toMatchObject({ code: "unavailable", message: MESSAGE });
}

describe.each(["closed port", "500s"] as const)("Stripe unreachable (%s)", (kind) => {
  it("a student's Checkout answers 503 with Retry-After, logged in one line", async () => {
    await pointStripeAt(kind);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { studio } = await makeStudio();
    const me = await makeStudentMember(studio.id);
    const db = await getDb();
    // The studio takes payments on its own account (the Checkout is created there), and the student owes $50.
    await connectStudio(db, studio.id);
    await db
      .insert(ledgerEntries)
      .values({ studioId: studio.id, studentId: me.student.id, kind: "charge", amountCents: 5_000, description: "Lesson" });
    expectUnavailable(await callRoute(checkout, { token: me.token, body: { kind: "balance" } }));
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0].join(" "))).not.toMatch(/\n\s+at /);
  });

  it("an owner's upgrade through Checkout answers 503", async () => {
    await pointStripeAt(kind);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { owner } = await makeStudio({ plan: "free", trialEndsAt: new Date(Date.now() + 5 * DAY) });
    expectUnavailable(await callRoute(putSubscription, { token: owner.token, body: { plan: "pro", interval: "year" }, method: "PUT" }));
  });

  it("a webhook that must read the subscription back answers 503 and is not marked processed (Stripe retries it)", async () => {
    await pointStripeAt(kind);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { studio } = await makeStudio({ plan: "pro", currentPeriodEnd: new Date(Date.now() + 20 * DAY) });
    const db = await getDb();
    const subscriptionId = `sub_unreachable_${kind.replace(/\W/g, "")}`;
    await db.update(studios).set({ stripeSubscriptionId: subscriptionId }).where(eq(studios.id, studio.id));
    const event = signedEvent("customer.subscription.updated", { id: subscriptionId, object: "subscription" });
    expectUnavailable(await deliverWebhook(event));
    expect(await db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(0);
  });

  it("a Connect event that must read its payment from the studio's account answers 503 and is not marked processed", async () => {
    await pointStripeAt(kind);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { studio } = await makeStudio();
    const me = await makeStudentMember(studio.id);
    const db = await getDb();
    const accountId = await connectStudio(db, studio.id);
    const event = signedConnectEvent(accountId, "checkout.session.completed", {
      id: `cs_unreachable_${me.student.id}`,
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      amount_total: 5_000,
      payment_intent: "pi_unreachable_5000",
      metadata: { kind: "balance", studioId: studio.id, studentId: me.student.id, packageId: "" },
    });
    expectUnavailable(await deliverConnectWebhook(event));
    expect(await db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(0);
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, me.student.id))).toEqual([]);
    expect(await db.select().from(onlineCharges).where(eq(onlineCharges.studioId, studio.id))).toEqual([]);
  });

  it("the owner's Payments screen shows the stored state without payouts; connecting answers 503", async () => {
    await pointStripeAt(kind);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { studio, owner } = await makeStudio();
    await connectStudio(await getDb(), studio.id);
    const shown = await callRoute(getAccount, { token: owner.token });
    expect(shown.status).toBe(200);
    expect(shown.body.account).toMatchObject({ status: "active", chargesEnabled: true, payouts: [] });
    const other = await makeStudio();
    expectUnavailable(await callRoute(onboard, { token: other.owner.token, method: "POST" }));
  });
});

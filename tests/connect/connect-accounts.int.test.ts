import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as cancelBooking } from "@/app/api/bookings/[id]/route";
import { POST as checkout } from "@/app/api/checkout/route";
import { DELETE as removeCard } from "@/app/api/me/payment-methods/[id]/route";
import { GET as listCards } from "@/app/api/me/payment-methods/route";
import { POST as visitorConfirm } from "@/app/api/public/studios/[slug]/trial/confirm/route";
import { POST as trialRoute } from "@/app/api/public/studios/[slug]/trial/route";
import { PUT as putSubscription } from "@/app/api/subscription/route";
import { getDb } from "@/lib/db/client";
import { bookings, ledgerEntries, studios } from "@/lib/db/schema";
import { startMailbox } from "../notifications/mail-helpers";
import { makePublicStudio } from "../public/public-fixture";
import { callRoute } from "../helpers/call-route";
import { bookAsStudent, bookingRow } from "../helpers/hold-factory";
import { makePackage } from "../helpers/money-factory";
import { makeStudentMember } from "../helpers/people-factory";
import { deliverConnectWebhook, signedConnectEvent, withStripeStandIn, type StandInRequest } from "../helpers/stripe-stand-in";
import { connectStudio } from "../helpers/stripe-stand-in-connect";
import { makeStudio } from "../helpers/studio-factory";

/**
 * Two studios, each connected to its own Stripe account: every call about a student's money at
 * studio A carries A's account (Stripe-Account), never the platform's (no header) nor B's; the
 * studio's plan, which it pays to us, stays on the platform's account.
 */
const standIn = withStripeStandIn();
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let visitor = 0;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => mailbox.close());

/** A studio taking payment when booking on its own account, with a public page, a $95 class and a package on sale. */
async function connectedStudio() {
  const made = await makePublicStudio();
  const db = await getDb();
  await db.update(studios).set({ paymentAtBooking: "checkout" }).where(eq(studios.id, made.studio.id));
  const accountId = await connectStudio(db, made.studio.id);
  const pack = await makePackage(made.studio.id, [made.group.id], { priceCents: 40_000 });
  return { ...made, db, accountId, pack };
}

const since = (from: number) => standIn.current.requests.slice(from);
const calls = (requests: StandInRequest[]) => requests.map((request) => `${request.method} ${request.path}`);

/** A visitor asks for a first lesson on the public page and confirms it from the e-mail: 200, with the Checkout to pay at. */
async function trialLesson(slug: string, eventId: string) {
  const to = `trial-${++visitor}-${Date.now()}@example.test`;
  const asked = await callRoute(trialRoute, {
    params: { slug },
    body: { eventId, name: "Tess Trial", email: to },
    headers: { "x-forwarded-for": `203.0.113.${100 + visitor}` },
    path: `/api/public/studios/${slug}/trial`,
  });
  expect(asked.body.status).toBe("check_email");
  const mail = (await mailbox.deliver(to)).find((item) => item.subject?.startsWith("Confirm your first lesson"));
  const token = new RegExp(`/s/${slug}/trial/confirm/([A-Za-z0-9_-]+)`).exec(mail?.text ?? "")![1];
  return callRoute(visitorConfirm, { params: { slug }, body: { token }, path: `/api/public/studios/${slug}/trial/confirm` });
}

describe("two studios on two Stripe accounts", () => {
  it("sends every student-side call of studio A to A's account, none to the platform's or to B's", async () => {
    const a = await connectedStudio();
    const b = await connectedStudio();
    expect(a.accountId).not.toBe(b.accountId);
    const me = await makeStudentMember(a.studio.id);
    await a.db
      .insert(ledgerEntries)
      .values({ studioId: a.studio.id, studentId: me.student.id, kind: "charge", amountCents: 6_000, description: "Private lesson" });
    const from = standIn.current.requests.length;

    // A balance, a package, a balance keeping the card, and a card saved without paying.
    expect((await callRoute(checkout, { token: me.token, body: { kind: "balance" } })).status).toBe(200);
    expect((await callRoute(checkout, { token: me.token, body: { kind: "package", packageId: a.pack.id } })).status).toBe(200);
    expect((await callRoute(checkout, { token: me.token, body: { kind: "balance", saveCard: true } })).status).toBe(200);
    expect((await callRoute(checkout, { token: me.token, body: { kind: "card" } })).status).toBe(200);
    // A place held while the student pays, then cancelled: its Checkout is closed.
    const held = await bookAsStudent(me.token, a.event.id);
    expect(held.body.booking.status).toBe("held");
    const sessionId = (await bookingRow(held.body.booking.id)).checkoutSessionId!;
    const cancelled = await callRoute(cancelBooking, { method: "DELETE", token: me.token, params: { id: held.body.booking.id } });
    expect(cancelled.status).toBe(200);
    // A visitor's first lesson, paid when booking.
    const trial = await trialLesson(a.slug, a.event.id);
    expect(trial.body).toMatchObject({ status: "checkout", checkoutUrl: expect.stringMatching(/^https:\/\//) });
    // Stripe reports the saved card (read back from A's account), and the student removes it.
    const customer = since(from).find((request) => request.path === "/v1/customers")!;
    expect(customer.form).toMatchObject({ "metadata[studentId]": me.student.id });
    const setup = signedConnectEvent(a.accountId, "checkout.session.completed", {
      id: "cs_test_setup_a",
      object: "checkout.session",
      mode: "setup",
      status: "complete",
      setup_intent: "seti_test_a",
      metadata: { kind: "card", studioId: a.studio.id, studentId: me.student.id },
    });
    expect((await deliverConnectWebhook(setup)).status).toBe(200);
    const cards = await callRoute(listCards, { token: me.token });
    expect(cards.body.paymentMethods).toEqual([expect.objectContaining({ id: "pm_seti_test_a", last4: "4242" })]);
    expect((await callRoute(removeCard, { method: "DELETE", token: me.token, params: { id: "pm_seti_test_a" } })).status).toBe(204);

    const sent = since(from);
    expect(calls(sent)).toEqual([
      "POST /v1/checkout/sessions",
      "POST /v1/checkout/sessions",
      "POST /v1/customers",
      "POST /v1/checkout/sessions",
      "POST /v1/checkout/sessions",
      "POST /v1/checkout/sessions",
      `POST /v1/checkout/sessions/${sessionId}/expire`,
      "POST /v1/checkout/sessions",
      "GET /v1/setup_intents/seti_test_a",
      "POST /v1/payment_methods/pm_seti_test_a/detach",
    ]);
    expect(sent.map((request) => request.account)).toEqual(Array(sent.length).fill(a.accountId));
    // What each Checkout was for, as A's account received it.
    const modes = sent.filter((request) => request.path === "/v1/checkout/sessions").map((request) => request.form.mode);
    expect(modes).toEqual(["payment", "payment", "payment", "setup", "payment", "payment"]);
    const kinds = sent.filter((request) => request.path === "/v1/checkout/sessions").map((request) => request.form["metadata[kind]"]);
    expect(kinds).toEqual(["balance", "package", "balance", "card", "booking", "booking"]);
    expect(sent.every((request) => !request.form["metadata[studioId]"] || request.form["metadata[studioId]"] === a.studio.id)).toBe(true);
  });

  it("keeps plan billing on the platform's account, also for a connected studio", async () => {
    const { studio, owner } = await makeStudio({ plan: "free", trialEndsAt: new Date(Date.now() + 5 * 86_400_000) });
    await connectStudio(await getDb(), studio.id);
    const from = standIn.current.requests.length;
    const upgrade = await callRoute(putSubscription, { token: owner.token, body: { plan: "pro", interval: "month" }, method: "PUT" });
    expect(upgrade.status).toBe(200);
    expect(upgrade.body.checkoutUrl).toEqual(expect.any(String));
    const sent = since(from);
    expect(calls(sent)).toEqual(["POST /v1/customers", "POST /v1/checkout/sessions"]);
    expect(sent.map((request) => request.account)).toEqual([null, null]);
    expect(sent[1].form).toMatchObject({ mode: "subscription", "metadata[studioId]": studio.id, "metadata[plan]": "pro" });
  });

  it("a visitor's first lesson at a studio not connected is billed to the account: no Checkout, nothing on the platform", async () => {
    const made = await makePublicStudio();
    const db = await getDb();
    await db.update(studios).set({ paymentAtBooking: "checkout" }).where(eq(studios.id, made.studio.id));
    const from = standIn.current.requests.length;
    const trial = await trialLesson(made.slug, made.event.id);
    expect(trial.body.status).toBe("booked");
    expect(since(from)).toEqual([]);
    const placed = await db
      .select({ status: bookings.status })
      .from(bookings)
      .where(and(eq(bookings.eventId, made.event.id), eq(bookings.status, "held")));
    expect(placed).toEqual([]);
  });
});

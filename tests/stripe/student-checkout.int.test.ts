import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as checkout } from "@/app/api/checkout/route";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { POST as connectWebhook } from "@/app/api/webhooks/stripe-connect/route";
import { getDb } from "@/lib/db/client";
import { ledgerEntries, packages, stripeEvents, studentPackages } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { deliverConnectWebhook, deliverWebhook, signedConnectEvent, signedEvent, withStripeStandIn } from "../helpers/stripe-stand-in";
import { connectStudio } from "../helpers/stripe-stand-in-connect";
import { makeStudio } from "../helpers/studio-factory";

const standIn = withStripeStandIn();

describe("students pay online (payment mode)", () => {
  /** A student owing $45 at a studio connected to its own Stripe account (`accountId`), with a package on sale. */
  async function studentWithDebt() {
    const { studio } = await makeStudio();
    const me = await makeStudentMember(studio.id);
    const db = await getDb();
    const accountId = await connectStudio(db, studio.id);
    await db
      .insert(ledgerEntries)
      .values({ studioId: studio.id, studentId: me.student.id, kind: "charge", amountCents: 4500, description: "Private lesson" });
    const [pack] = await db
      .insert(packages)
      .values({ studioId: studio.id, name: "10 Private Lessons", units: 10, priceCents: 85000, validDays: 180 })
      .returning();
    return { studio, me, pack, accountId };
  }

  it("creates a Checkout session for the balance or a package, for the student themself", async () => {
    const { studio, me, pack, accountId } = await studentWithDebt();
    const balance = await callRoute(checkout, { token: me.token, body: { kind: "balance" } });
    expect(balance.status).toBe(200);
    expect(balance.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(standIn.current.requests.at(-1)?.account).toBe(accountId);
    expect(standIn.current.requests.at(-1)?.form).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][unit_amount]": "4500",
      "line_items[0][price_data][currency]": "usd",
      "metadata[studioId]": studio.id,
      "metadata[studentId]": me.student.id,
      "metadata[kind]": "balance",
    });
    const buy = await callRoute(checkout, { token: me.token, body: { kind: "package", packageId: pack.id } });
    expect(buy.status).toBe(200);
    expect(standIn.current.requests.at(-1)?.account).toBe(accountId);
    expect(standIn.current.requests.at(-1)?.form).toMatchObject({
      "line_items[0][price_data][unit_amount]": "85000",
      "metadata[packageId]": pack.id,
    });

    expect((await callRoute(checkout, { token: me.token, body: { kind: "package", packageId: crypto.randomUUID() } })).status).toBe(404);
    const clear = await makeStudentMember(studio.id);
    const nothing = await callRoute(checkout, { token: clear.token, body: { kind: "balance" } });
    expect([nothing.status, nothing.body.error.message]).toEqual([422, "You have no balance to pay."]);
    const other = await studentWithDebt();
    expect((await callRoute(checkout, { token: me.token, body: { kind: "package", packageId: other.pack.id } })).status).toBe(404);
    const db = await getDb();
    await db.update(packages).set({ active: false }).where(eq(packages.id, pack.id));
    expect((await callRoute(checkout, { token: me.token, body: { kind: "package", packageId: pack.id } })).status).toBe(404);
    expect((await callRoute(checkout, { token: me.token, body: { kind: "gift" } })).status).toBe(400);
  });

  it("records one payment for one session delivered 10 times in parallel, and sells a package with its payment", async () => {
    const { studio, me, pack, accountId } = await studentWithDebt();
    const paid = signedConnectEvent(accountId, "checkout.session.completed", {
      id: `cs_test_pay_${me.student.id}`,
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      amount_total: 4500,
      metadata: { kind: "balance", studioId: studio.id, studentId: me.student.id, packageId: "" },
    });
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliverConnectWebhook(paid)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(responses.filter((response) => response.body.duplicate === false)).toHaveLength(1);
    const db = await getDb();
    const payments = await db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, me.student.id));
    expect(payments.filter((entry) => entry.kind === "payment").map((entry) => [entry.amountCents, entry.method])).toEqual([
      [4500, "online"],
    ]);

    await deliverConnectWebhook(
      signedConnectEvent(accountId, "checkout.session.completed", {
        id: `cs_test_pkg_${me.student.id}`,
        object: "checkout.session",
        mode: "payment",
        payment_status: "paid",
        amount_total: 85000,
        metadata: { kind: "package", studioId: studio.id, studentId: me.student.id, packageId: pack.id },
      }),
    );
    const owned = await db.select().from(studentPackages).where(eq(studentPackages.studentId, me.student.id));
    expect(owned.map((row) => [row.name, row.units])).toEqual([["10 Private Lessons", 10]]);
  });

  it("the platform's webhook ignores a student's payment (it is the studio's money, reported on the studio's account)", async () => {
    const { studio, me, pack } = await studentWithDebt();
    const db = await getDb();
    for (const [kind, amount] of [
      ["balance", 4500],
      ["package", 85000],
    ] as const) {
      const onPlatform = signedEvent("checkout.session.completed", {
        id: `cs_test_platform_${kind}_${me.student.id}`,
        object: "checkout.session",
        mode: "payment",
        payment_status: "paid",
        amount_total: amount,
        metadata: { kind, studioId: studio.id, studentId: me.student.id, packageId: kind === "package" ? pack.id : "" },
      });
      const response = await deliverWebhook(onPlatform);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ received: true, duplicate: false });
    }
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, me.student.id));
    expect(entries.map((entry) => entry.kind)).toEqual(["charge"]);
    expect(await db.select().from(studentPackages).where(eq(studentPackages.studentId, me.student.id))).toEqual([]);
  });

  it.each([
    ["the platform's webhook", webhook, false],
    ["the Connect webhook", connectWebhook, true],
  ] as const)("%s refuses a bad or missing signature with 400 and records nothing", async (_name, handler, onStudioAccount) => {
    const { studio, me, accountId } = await studentWithDebt();
    const id = `evt_test_forged_${me.student.id.slice(0, 8)}`;
    const forged = signedEvent(
      "checkout.session.completed",
      {
        id: "cs_test_forged",
        object: "checkout.session",
        mode: "payment",
        payment_status: "paid",
        amount_total: 4500,
        metadata: { kind: "balance", studioId: studio.id, studentId: me.student.id },
      },
      id,
      "whsec_wrong_secret",
      onStudioAccount ? accountId : undefined,
    );
    const bad = await callRoute(handler, { body: forged.payload, headers: forged.headers, method: "POST" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("The Stripe signature is not valid.");
    const unsigned = await callRoute(handler, { body: forged.payload, method: "POST" });
    expect(unsigned.status).toBe(400);
    const tampered = await callRoute(handler, {
      body: forged.payload.replace("4500", "1"),
      headers: signedEvent("x", {}).headers,
      method: "POST",
    });
    expect(tampered.status).toBe(400);
    const db = await getDb();
    const [events] = await db.select({ value: count() }).from(stripeEvents).where(eq(stripeEvents.id, id));
    expect(Number(events.value)).toBe(0);
    const payments = await db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, me.student.id));
    expect(payments.filter((entry) => entry.kind === "payment")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { POST as checkout } from "@/app/api/checkout/route";
import { GET as getAccount, POST as onboard, DELETE as disconnect } from "@/app/api/studio/payments-account/route";
import { GET as listCards } from "@/app/api/me/payment-methods/route";
import { getDb } from "@/lib/db/client";
import { onlineCharges } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { deliverConnectWebhook, signedConnectEvent, withStripeStandIn } from "../helpers/stripe-stand-in";
import { activeAccount, connectStudio } from "../helpers/stripe-stand-in-connect";
import { makeStudio } from "../helpers/studio-factory";

const standIn = withStripeStandIn();

describe("connect smoke", () => {
  it("onboards, pays a balance on the studio's account, records the fee and saves the card", async () => {
    const { studio, owner } = await makeStudio();
    const before = await callRoute(getAccount, { token: owner.token });
    expect(before.body.account.status).toBe("not_connected");
    const started = await callRoute(onboard, { token: owner.token, method: "POST" });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const onboarding = await callRoute(getAccount, { token: owner.token });
    expect(onboarding.body.account).toMatchObject({ status: "onboarding", requirementsDue: ["external_account", "tos_acceptance.date"] });
    const accountId = standIn.current.requests.find((r) => r.path === "/v1/account_links")!.form.account;
    standIn.current.accounts.set(accountId, activeAccount(accountId));
    const updated = await deliverConnectWebhook(signedConnectEvent(accountId, "account.updated", activeAccount(accountId)));
    expect(updated.status).toBe(200);
    const active = await callRoute(getAccount, { token: owner.token });
    expect(active.body.account).toMatchObject({ status: "active", chargesEnabled: true, payouts: [{ amountCents: 12345 }] });

    const member = await makeStudentMember(studio.id);
    const { student } = member;
    const db = await getDb();
    const { addEntry } = await import("@/lib/payments/ledger");
    await addEntry(db, { studioId: studio.id, studentId: student.id, kind: "charge", amountCents: 5000, description: "Lesson" });
    const n = standIn.current.requests.length;
    const paid = await callRoute(checkout, { token: member.token, method: "POST", body: { kind: "balance", saveCard: true } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const sent = standIn.current.requests.slice(n);
    expect(sent.every((r) => r.account === accountId)).toBe(true);
    const completed = signedConnectEvent(accountId, "checkout.session.completed", {
      id: "cs_test_smoke",
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      amount_total: 5000,
      payment_intent: "pi_save_5000",
      metadata: { kind: "balance", studioId: studio.id, studentId: student.id, packageId: "" },
    });
    expect((await deliverConnectWebhook(completed)).status).toBe(200);
    const [charge] = await db.select().from(onlineCharges);
    expect(charge).toMatchObject({ grossCents: 5000, feeCents: 175, accountId });
    const cards = await callRoute(listCards, { token: member.token });
    expect(cards.body.paymentMethods).toEqual([{ id: "pm_pi_save_5000", brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 }]);

    expect((await callRoute(disconnect, { token: owner.token, method: "DELETE" })).status).toBe(204);
    const refused = await callRoute(checkout, { token: member.token, method: "POST", body: { kind: "balance" } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe("This studio doesn't take online payments yet.");
    void connectStudio;
  });
});

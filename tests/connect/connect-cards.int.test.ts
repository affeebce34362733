import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as checkout } from "@/app/api/checkout/route";
import { DELETE as removeCard } from "@/app/api/me/payment-methods/[id]/route";
import { GET as listCards } from "@/app/api/me/payment-methods/route";
import { DELETE as disconnect, POST as onboard } from "@/app/api/studio/payments-account/route";
import { getDb } from "@/lib/db/client";
import { savedCards } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { deliverConnectWebhook, signedConnectEvent, withStripeStandIn } from "../helpers/stripe-stand-in";
import { connectStudio } from "../helpers/stripe-stand-in-connect";
import { makeMember, makeStudio } from "../helpers/studio-factory";

/**
 * Settings → Payment methods: a student's cards live on their studio's own account, are listed to
 * that student only, and are removed there; anyone else's card is "not found".
 */
const standIn = withStripeStandIn();

type Member = Awaited<ReturnType<typeof makeStudentMember>>;

async function connectedStudio() {
  const made = await makeStudio();
  return { ...made, accountId: await connectStudio(await getDb(), made.studio.id) };
}

/** The student saves a card without paying (Checkout in setup mode on the studio's account); Stripe reports it. */
async function saveCard(studio: { studio: { id: string }; accountId: string }, member: Member, setupId: string) {
  expect((await callRoute(checkout, { token: member.token, body: { kind: "card" } })).status).toBe(200);
  const completed = signedConnectEvent(studio.accountId, "checkout.session.completed", {
    id: `cs_${setupId}`,
    object: "checkout.session",
    mode: "setup",
    setup_intent: setupId,
    metadata: { kind: "card", studioId: studio.studio.id, studentId: member.student.id },
  });
  expect((await deliverConnectWebhook(completed)).status).toBe(200);
  return `pm_${setupId}`;
}

const cardsOf = async (token: string) => (await callRoute(listCards, { token })).body.paymentMethods;
const remove = (token: string, id: string) => callRoute(removeCard, { method: "DELETE", token, params: { id } });
const card = (id: string) => ({ id, brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 });

describe("a student's saved cards", () => {
  it("lists only the student's own cards on the studio's current account; staff have none", async () => {
    const a = await connectedStudio();
    const b = await connectedStudio();
    const [x, y, z] = [await makeStudentMember(a.studio.id), await makeStudentMember(a.studio.id), await makeStudentMember(b.studio.id)];
    const from = standIn.current.requests.length;
    const x1 = await saveCard(a, x, `seti_list_x1_${a.accountId}`);
    const x2 = await saveCard(a, x, `seti_list_x2_${a.accountId}`);
    const y1 = await saveCard(a, y, `seti_list_y1_${a.accountId}`);
    const z1 = await saveCard(b, z, `seti_list_z1_${b.accountId}`);
    // Each student is a Customer on their studio's account, made once.
    const customers = standIn.current.requests.slice(from).filter((request) => request.path === "/v1/customers");
    expect(customers.map((request) => [request.account, request.form["metadata[studentId]"]])).toEqual([
      [a.accountId, x.student.id],
      [a.accountId, y.student.id],
      [b.accountId, z.student.id],
    ]);
    expect(await cardsOf(x.token)).toEqual([card(x1), card(x2)]);
    expect(await cardsOf(y.token)).toEqual([card(y1)]);
    expect(await cardsOf(z.token)).toEqual([card(z1)]);
    expect(await cardsOf(a.owner.token)).toEqual([]);
    expect(await cardsOf((await makeMember(a.studio.id, "instructor")).token)).toEqual([]);

    // Disconnected here and connected again: the same account, the same cards.
    await callRoute(disconnect, { token: a.owner.token, method: "DELETE" });
    expect(await cardsOf(x.token)).toEqual([]);
    await callRoute(onboard, { token: a.owner.token, method: "POST" });
    expect(await cardsOf(x.token)).toEqual([card(x1), card(x2)]);
    // Revoked at Stripe, then a new account: the old account's cards can't be charged there, so they aren't listed.
    const revoked = signedConnectEvent(a.accountId, "account.application.deauthorized", { id: "ca_test_app", object: "application" });
    expect((await deliverConnectWebhook(revoked)).status).toBe(200);
    await callRoute(onboard, { token: a.owner.token, method: "POST" });
    expect(await cardsOf(x.token)).toEqual([]);
  });

  it("removes the student's own card at Stripe, on the studio's account; another student's or studio's card is 404", async () => {
    const a = await connectedStudio();
    const b = await connectedStudio();
    const [x, y, z] = [await makeStudentMember(a.studio.id), await makeStudentMember(a.studio.id), await makeStudentMember(b.studio.id)];
    const x1 = await saveCard(a, x, `seti_rm_x1_${a.accountId}`);
    const x2 = await saveCard(a, x, `seti_rm_x2_${a.accountId}`);
    const y1 = await saveCard(a, y, `seti_rm_y1_${a.accountId}`);
    const z1 = await saveCard(b, z, `seti_rm_z1_${b.accountId}`);
    const from = standIn.current.requests.length;
    for (const id of [y1, z1, "pm_nobody_has_this"]) {
      const refused = await remove(x.token, id);
      expect([refused.status, refused.body.error.message], id).toEqual([404, "Payment method not found."]);
    }
    // Staff are not card holders.
    expect((await remove(a.owner.token, x1)).status).toBe(403);
    expect((await remove((await makeMember(a.studio.id, "instructor")).token, x1)).status).toBe(403);
    expect(standIn.current.requests.slice(from)).toEqual([]);
    expect(await cardsOf(y.token)).toEqual([card(y1)]);
    expect(await cardsOf(z.token)).toEqual([card(z1)]);

    expect((await remove(x.token, x1)).status).toBe(204);
    expect(standIn.current.requests.slice(from).map((request) => [request.method, request.path, request.account])).toEqual([
      ["POST", `/v1/payment_methods/${x1}/detach`, a.accountId],
    ]);
    expect(await cardsOf(x.token)).toEqual([card(x2)]);
    expect((await remove(x.token, x1)).status).toBe(404);
  });

  it("forgets a card Stripe already detached: removed in another tab, or reported by payment_method.detached", async () => {
    const a = await connectedStudio();
    const x = await makeStudentMember(a.studio.id);
    const gone = await saveCard(a, x, `seti_gone_${a.accountId}`);
    const kept = await saveCard(a, x, `seti_kept_${a.accountId}`);
    expect((await remove(x.token, gone)).status).toBe(204);
    expect(await cardsOf(x.token)).toEqual([card(kept)]);
    const detached = signedConnectEvent(a.accountId, "payment_method.detached", { id: kept, object: "payment_method" });
    expect((await deliverConnectWebhook(detached)).status).toBe(200);
    expect(await cardsOf(x.token)).toEqual([]);
    const db = await getDb();
    expect(await db.select().from(savedCards).where(eq(savedCards.studioId, a.studio.id))).toEqual([]);
  });

  it("a student of a studio not connected saves no card: 409, nothing sent to Stripe", async () => {
    const { studio } = await makeStudio();
    const x = await makeStudentMember(studio.id);
    const from = standIn.current.requests.length;
    const refused = await callRoute(checkout, { token: x.token, body: { kind: "card" } });
    expect([refused.status, refused.body.error.message]).toEqual([409, "This studio doesn't take online payments yet."]);
    expect(await cardsOf(x.token)).toEqual([]);
    expect(standIn.current.requests.slice(from)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { POST as sellRoute } from "@/app/api/students/[id]/packages/route";
import { sellPackageWithPlan } from "@/lib/autopay/package-sale";
import { runAutopay } from "@/lib/autopay/run";
import { chargeInstant } from "@/lib/dates/due-days";
import { instantToLocal } from "@/lib/dates/wall-time";
import { studentPackages } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { callRoute } from "../helpers/call-route";
import { balanceOf } from "../helpers/money-factory";
import { entriesOf, itemsOf, planStudio } from "../helpers/plan-factory";
import { withStripeStandIn } from "../helpers/stripe-stand-in";

const standIn = withStripeStandIn();
const LA = "America/Los_Angeles";

/** Off-session PaymentIntents the stand-in was asked for on an account. */
const cardCharges = (accountId: string) =>
  standIn.current.requests.filter(
    (request) => request.method === "POST" && request.path === "/v1/payment_intents" && request.account === accountId,
  );

describe("a program sold in 6 monthly instalments", () => {
  it("charges six times over six months, on the studio's local days at 06:00, adding up to the price exactly", async () => {
    const s = await planStudio({ timeZone: LA, card: true });
    // Sold at noon in Los Angeles on January 31: the months clamp (Feb 28, Apr 30, Jun 30) and DST starts on March 14.
    const soldAt = new Date("2027-01-31T20:00:00Z");
    const sale = await sellPackageWithPlan(
      s.db,
      s.owner.session,
      s.sam.student.id,
      { packageId: s.bronze.id, paymentPlan: { kind: "instalments", count: 6, every: "month" } },
      soldAt,
    );
    const days = ["2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30", "2027-05-31", "2027-06-30"];
    expect(sale.items.map((item) => item.dueOn)).toEqual(days);
    expect(sale.items.map((item) => item.amountCents)).toEqual(Array(6).fill(40_000));
    expect(sale.items.map((item) => item.description)).toEqual(days.map((_, index) => `Bronze 1 · instalment ${index + 1} of 6`));
    // The first was charged on the saved card as the sale committed; the price itself was never charged.
    expect(sale.items.map((item) => item.status)).toEqual(["paid", ...Array(5).fill("scheduled")]);
    expect(sale.items[0]).toMatchObject({ settledBy: "card", attempts: 1 });
    expect(sale.chargeId).toBeNull();
    expect(sale.studentPackage.unitsLeft).toBe(20);
    expect(cardCharges(s.accountId!)).toHaveLength(1);

    // Every later one is tried at 06:00 on its day in Los Angeles (PST before March 14, PDT after), not a minute before.
    const items = await itemsOf(s.sam.student.id);
    for (const item of items.slice(1)) {
      expect(instantToLocal(item.nextAttemptAt!, LA)).toMatchObject({ date: item.dueOn, time: "06:00" });
      expect(item.nextAttemptAt).toEqual(chargeInstant(item.dueOn!, LA));
    }
    expect(items[1].nextAttemptAt!.toISOString()).toBe("2027-02-28T14:00:00.000Z");
    expect(items[2].nextAttemptAt!.toISOString()).toBe("2027-03-31T13:00:00.000Z");
    for (const [index, item] of items.slice(1).entries()) {
      const at = item.nextAttemptAt!.getTime();
      await runAutopay(s.db, { now: new Date(at - 60_000) });
      expect(cardCharges(s.accountId!), `before instalment ${index + 2}`).toHaveLength(index + 1);
      await runAutopay(s.db, { now: new Date(at) });
      await runAutopay(s.db, { now: new Date(at + 3_600_000) });
      expect(cardCharges(s.accountId!), `instalment ${index + 2}`).toHaveLength(index + 2);
    }
    const after = await itemsOf(s.sam.student.id);
    expect(after.map((item) => [item.status, item.settledBy])).toEqual(Array(6).fill(["paid", "card"]));
    const charges = await entriesOf(s.sam.student.id, "charge");
    const payments = await entriesOf(s.sam.student.id, "payment");
    expect(charges.map((entry) => entry.description)).toEqual(days.map((_, index) => `Bronze 1 · instalment ${index + 1} of 6`));
    expect(charges.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(240_000);
    expect(payments.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(240_000);
    expect(charges.every((entry) => entry.studentPackageId === sale.studentPackage.id)).toBe(true);
    expect(await balanceOf(s.sam.student.id)).toBe(0);
    // Six charges in all: a run long after charges nothing more.
    await runAutopay(s.db, { now: new Date("2027-12-31T20:00:00Z") });
    expect(cardCharges(s.accountId!)).toHaveLength(6);
  });

  it("splits a price that doesn't divide evenly to the cent, every 2 weeks, and charges the account without a card", async () => {
    const s = await planStudio({ timeZone: LA, priceCents: 100_000 });
    const soldAt = new Date("2027-03-10T18:00:00Z");
    const sale = await sellPackageWithPlan(
      s.db,
      s.owner.session,
      s.sam.student.id,
      { packageId: s.bronze.id, paymentPlan: { kind: "instalments", count: 3, every: "2weeks" } },
      soldAt,
    );
    expect(sale.items.map((item) => [item.dueOn, item.amountCents])).toEqual([
      ["2027-03-10", 33_334],
      ["2027-03-24", 33_333],
      ["2027-04-07", 33_333],
    ]);
    // No card on file: the first instalment is a charge on the account, as the rest will be on their days.
    expect(sale.items[0]).toMatchObject({ status: "paid", settledBy: "account" });
    expect(await balanceOf(s.sam.student.id)).toBe(33_334);
    await runAutopay(s.db, { now: new Date("2027-04-08T00:00:00Z") });
    expect(await balanceOf(s.sam.student.id)).toBe(100_000);
    const [owned] = await s.db.select().from(studentPackages).where(eq(studentPackages.id, sale.studentPackage.id));
    expect(owned.priceCents).toBe(100_000);
  });
});

describe("the first instalment paid at the desk", () => {
  it("is written paid in cash with its charge and payment; nothing else is charged yet", async () => {
    const s = await planStudio({ card: true });
    const sale = await callRoute(sellRoute, {
      token: s.owner.token,
      params: { id: s.sam.student.id },
      body: {
        packageId: s.bronze.id,
        payment: { method: "cash", amountCents: 40_000 },
        paymentPlan: { kind: "instalments", count: 6, every: "week" },
      },
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    expect(sale.body.items).toHaveLength(6);
    expect(sale.body.items[0]).toMatchObject({ status: "paid", settledBy: "cash", attempts: 0, amountCents: 40_000 });
    expect(sale.body.items.slice(1).every((item: { status: string }) => item.status === "scheduled")).toBe(true);
    const today = instantToLocal(new Date(), "America/Los_Angeles").date;
    expect(sale.body.items[0].dueOn).toBe(today);
    const charges = await entriesOf(s.sam.student.id, "charge");
    const payments = await entriesOf(s.sam.student.id, "payment");
    expect(charges.map((entry) => [entry.description, entry.amountCents])).toEqual([["Bronze 1 · instalment 1 of 6", 40_000]]);
    expect(payments.map((entry) => [entry.method, entry.amountCents, entry.description])).toEqual([
      ["cash", 40_000, "Payment for Bronze 1 · instalment 1 of 6"],
    ]);
    expect([sale.body.chargeId, sale.body.paymentId]).toEqual([charges[0].id, payments[0].id]);
    // The card wasn't touched: the desk took the first instalment.
    expect(cardCharges(s.accountId!)).toHaveLength(0);
    expect(await balanceOf(s.sam.student.id)).toBe(0);
  });

  it("must be the first instalment's amount: 400 naming payment.amountCents, and nothing is sold", async () => {
    const s = await planStudio();
    const wrong = await callRoute(sellRoute, {
      token: s.owner.token,
      params: { id: s.sam.student.id },
      body: {
        packageId: s.bronze.id,
        payment: { method: "cash", amountCents: 240_000 },
        paymentPlan: { kind: "instalments", count: 6, every: "month" },
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields["payment.amountCents"]).toBe("Take the first instalment, $400.00.");
    expect(await s.db.select().from(studentPackages).where(eq(studentPackages.studentId, s.sam.student.id))).toEqual([]);
    expect(await itemsOf(s.sam.student.id)).toEqual([]);
  });
});

describe("a plan the request gets wrong", () => {
  it("answers 400 naming the field, never a 500", async () => {
    const s = await planStudio({ units: 10, priceCents: 100 });
    const sell = (paymentPlan: unknown) =>
      callRoute(sellRoute, { token: s.owner.token, params: { id: s.sam.student.id }, body: { packageId: s.bronze.id, paymentPlan } });
    const cases: [unknown, string][] = [
      [{ kind: "instalments", count: 25, every: "month" }, "paymentPlan.count"],
      [{ kind: "instalments", count: 1, every: "month" }, "paymentPlan.count"],
      [{ kind: "instalments", count: 2.5, every: "month" }, "paymentPlan.count"],
      [{ kind: "instalments", count: 3, every: "year" }, "paymentPlan.every"],
      [{ kind: "per_lessons", lessons: 0 }, "paymentPlan.lessons"],
      [{ kind: "per_lessons", lessons: 101 }, "paymentPlan.lessons"],
      // 10 lessons, an instalment every 10: only one instalment.
      [{ kind: "per_lessons", lessons: 10 }, "paymentPlan.lessons"],
      // $1.00 in 3: under 50 cents each.
      [{ kind: "instalments", count: 3, every: "week" }, "paymentPlan.count"],
      [{ kind: "monthly" }, "paymentPlan.kind"],
    ];
    for (const [plan, field] of cases) {
      const answer = await sell(plan);
      expect(answer.status, JSON.stringify(plan)).toBe(400);
      expect(Object.keys(answer.body.error.fields ?? {}), JSON.stringify(plan)).toContain(field);
    }
    expect(await itemsOf(s.sam.student.id)).toEqual([]);
    // In full: the sale as ever, the price charged at once and no schedule.
    const full = await sell({ kind: "full" });
    expect(full.status).toBe(201);
    expect(full.body.items).toEqual([]);
    expect(await balanceOf(s.sam.student.id)).toBe(100);
  });
});

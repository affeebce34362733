import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as sellRoute } from "@/app/api/gift-certificates/route";
import { POST as redeemRoute } from "@/app/api/gift-certificates/redeem/route";
import { POST as buyRoute } from "@/app/api/public/studios/[slug]/gift-certificates/route";
import { getDb } from "@/lib/db/client";
import { giftCertificates, outboxMessages, studentPackages } from "@/lib/db/schema";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { formatLocalDay } from "@/lib/notifications/format-when";
import { revenueReport } from "@/lib/reports/revenue";
import { callRoute } from "../helpers/call-route";
import { balanceOf } from "../helpers/money-factory";
import { makeStudent } from "../helpers/people-factory";
import { deliverConnectWebhook, signedConnectEvent, withStripeStandIn } from "../helpers/stripe-stand-in";
import { connectStudio } from "../helpers/stripe-stand-in-connect";
import { startMailbox } from "../notifications/mail-helpers";
import { makePublicStudio } from "../public/public-fixture";

const standIn = withStripeStandIn();
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => mailbox.close());

let address = 0;
const from = () => ({ "x-forwarded-for": `198.51.100.${++address % 250}` });
const redeem = (token: string, body: unknown, headers = from()) => callRoute(redeemRoute, { token, body, headers });
const today = () => instantToLocal(new Date(), "America/New_York").date;
const revenue = async (session: Parameters<typeof revenueReport>[1]) =>
  (await revenueReport(await getDb(), session, { from: addDays(today(), -1), to: today() })).totals;

/** The Checkout the app opened at the stand-in, as the Connect webhook later reads it back. */
function paidEvent(account: string, request: { form: Record<string, string> }, sessionId: string, eventId?: string) {
  const metadata = Object.fromEntries(
    Object.entries(request.form)
      .filter(([key]) => key.startsWith("metadata["))
      .map(([key, value]) => [key.slice(9, -1), value]),
  );
  return signedConnectEvent(
    account,
    "checkout.session.completed",
    {
      id: sessionId,
      object: "checkout.session",
      mode: "payment",
      status: "complete",
      payment_status: "paid",
      amount_total: Number(request.form["line_items[0][price_data][unit_amount]"]),
      metadata,
    },
    eventId,
  );
}

describe("a gift certificate bought on the public page", () => {
  it("is recorded once when paid, e-mailed on its day, partly redeemed into credit, and shown as a liability until then", async () => {
    const { studio, slug, owner } = await makePublicStudio();
    const db = await getDb();
    const account = await connectStudio(db, studio.id);
    const recipientEmail = `rose-${Date.now()}@example.test`;
    const deliverOn = addDays(today(), 2);
    const asked = await callRoute(buyRoute, {
      params: { slug },
      body: {
        amountCents: 10_000,
        buyerName: "Gina Giver",
        buyerEmail: "gina@example.test",
        recipientName: "Rose Lee",
        recipientEmail,
        message: "Happy anniversary!",
        deliverOn,
      },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.checkoutUrl).toMatch(/^https:\/\//);
    const opened = standIn.current.requests.filter(
      (request) => request.form["metadata[kind]"] === "gift_certificate" && request.form["metadata[studioId]"] === studio.id,
    );
    expect(opened).toHaveLength(1);
    expect(opened[0].account).toBe(account);
    expect(opened[0].form.success_url).toContain(`/s/${slug}?gift=paid`);
    // Nothing is recorded before Stripe says it is paid.
    expect(await db.select().from(giftCertificates).where(eq(giftCertificates.studioId, studio.id))).toHaveLength(0);

    const sessionId = `cs_gift_${Date.now()}`;
    const event = paidEvent(account, opened[0], sessionId);
    expect((await deliverConnectWebhook(event)).status).toBe(200);
    // The same event again, and another event of the same Checkout: nothing more.
    expect((await deliverConnectWebhook(event)).status).toBe(200);
    expect((await deliverConnectWebhook(paidEvent(account, opened[0], sessionId))).status).toBe(200);
    const gifts = await db.select().from(giftCertificates).where(eq(giftCertificates.studioId, studio.id));
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({ amountCents: 10_000, balance: 10_000, paidCents: 10_000, soldVia: "online", checkoutId: sessionId });
    expect(gifts[0].code).toMatch(/^[A-Z2-9]{16}$/);

    // On its delivery day, not before.
    const [queued] = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.studioId, studio.id), eq(outboxMessages.recipient, recipientEmail)));
    expect(queued.nextAttemptAt.getTime()).toBe(localToInstant(deliverOn, "09:00", studio.timeZone).getTime());
    expect(await mailbox.deliver(recipientEmail)).toHaveLength(0);
    const mails = await mailbox.deliver(recipientEmail, localToInstant(deliverOn, "10:00", studio.timeZone));
    expect(mails).toHaveLength(1);
    const printed = gifts[0].code.match(/.{4}/g)!.join("-");
    expect(mails[0].text).toContain(printed);
    expect(mails[0].text).toContain("Happy anniversary!");
    expect(mails[0].text).toContain(`/gift/${gifts[0].id}?code=${printed}`);
    // The stored message keeps the code out.
    const [sent] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, queued.id));
    expect(sent.text).not.toContain(printed);

    const before = await revenue(owner.session);
    expect(before).toMatchObject({ giftSoldCents: 10_000, giftLiabilityCents: 10_000, receivedCents: 0 });

    const student = await makeStudent(studio.id, { name: "Rose Lee" });
    const part = await redeem(owner.token, { code: printed.toLowerCase(), studentId: student.id, amount: 4_000 });
    expect(part.status).toBe(200);
    expect(part.body.redemption).toEqual({ into: "credit", amount: 4_000, balance: 6_000, studentPackageId: null });
    expect(await balanceOf(student.id)).toBe(-4_000);
    // The money was received once, for the certificate: the credit is no second receipt.
    expect(await revenue(owner.session)).toMatchObject({ giftSoldCents: 10_000, giftLiabilityCents: 6_000, receivedCents: 0 });

    const tooMuch = await redeem(owner.token, { code: gifts[0].code, studentId: student.id, amount: 6_001 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error.message).toBe("Only $60.00 left on this certificate.");
    expect((await redeem(owner.token, { code: gifts[0].code, studentId: student.id })).body.redemption.balance).toBe(0);
    expect((await redeem(owner.token, { code: gifts[0].code, studentId: student.id })).status).toBe(409);
    expect(await balanceOf(student.id)).toBe(-10_000);
    expect(await revenue(owner.session)).toMatchObject({ giftLiabilityCents: 0, receivedCents: 0 });
  });

  it("a studio without a connected account says so; the desk still sells", async () => {
    const { slug, owner } = await makePublicStudio();
    const asked = await callRoute(buyRoute, {
      params: { slug },
      body: {
        amountCents: 5_000,
        buyerName: "Gina",
        buyerEmail: "gina@example.test",
        recipientName: "Rose",
        recipientEmail: "rose@example.test",
      },
    });
    expect(asked.status).toBe(409);
    expect(asked.body.error.message).toBe("This studio doesn't take online payments yet.");
    const sold = await callRoute(sellRoute, {
      token: owner.token,
      body: { amountCents: 5_000, paymentMethod: "cash", buyerName: "Gina", recipientName: "Rose" },
    });
    expect(sold.status).toBe(201);
    expect(sold.body.giftCertificate).toMatchObject({ amountCents: 5_000, balance: 5_000, status: "active", soldVia: "desk" });
    expect(sold.body.giftCertificate.code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  });
});

describe("redeeming", () => {
  it("tells the student what went into their account and what is left on the certificate", async () => {
    const { studio, owner } = await makePublicStudio();
    const sold = await callRoute(sellRoute, {
      token: owner.token,
      body: { amountCents: 12_000, paymentMethod: "cash", buyerName: "Gina", recipientName: "Rose" },
    });
    const email = `rose.redeems-${Date.now()}@example.test`;
    const student = await makeStudent(studio.id, { name: "Rose Lee", email });
    const code: string = sold.body.giftCertificate.code;
    expect((await redeem(owner.token, { code, studentId: student.id, amount: 5_000 })).status).toBe(200);
    const [mail] = await mailbox.deliver(email);
    expect(mail.subject).toBe(`$50.00 from your gift certificate is in your account at ${studio.name}`);
    expect(mail.text).toContain("$50.00 from your gift certificate is now credit on your account");
    expect(mail.text).toContain("$70.00");
    expect(mail.text).toContain(`ending ${code.slice(-4)}`);
    // The code itself stays out: what is left can still be spent by whoever has it.
    expect(mail.text).not.toContain(code);
    expect(mail.text).not.toContain(code.replaceAll("-", ""));
  });

  it("lessons go into a package of the certificate's package, its value moving from one liability to the other", async () => {
    const { studio, owner } = await makePublicStudio();
    const db = await getDb();
    const [pkg] = await db
      .insert((await import("@/lib/db/schema")).packages)
      .values({ studioId: studio.id, name: "10 Private Lessons", units: 10, priceCents: 90_000, validDays: 180 })
      .returning();
    const sold = await callRoute(sellRoute, {
      token: owner.token,
      body: { units: 3, packageId: pkg.id, paymentMethod: "card", buyerName: "Gina", recipientName: "Rose" },
    });
    expect(sold.body.giftCertificate).toMatchObject({ units: 3, paidCents: 27_000, packageName: "10 Private Lessons" });
    const student = await makeStudent(studio.id);
    const answer = await redeem(owner.token, { code: sold.body.giftCertificate.code, studentId: student.id, amount: 2 });
    expect(answer.body.redemption).toMatchObject({ into: "units", amount: 2, balance: 1 });
    const [made] = await db.select().from(studentPackages).where(eq(studentPackages.id, answer.body.redemption.studentPackageId));
    expect(made).toMatchObject({ units: 2, priceCents: 18_000, packageId: pkg.id });
    expect(await balanceOf(student.id)).toBe(0);
    const totals = await revenue(owner.session);
    expect(totals).toMatchObject({
      giftSoldCents: 27_000,
      giftLiabilityCents: 9_000,
      liabilityCents: 18_000,
      receivedCents: 0,
      packagesSold: 0,
    });
  });

  it("refuses a voided or expired certificate naming why, and throttles wrong codes", async () => {
    const { studio, owner } = await makePublicStudio();
    const db = await getDb();
    const student = await makeStudent(studio.id);
    const sell = async () =>
      (
        await callRoute(sellRoute, {
          token: owner.token,
          body: { amountCents: 2_000, paymentMethod: "cash", buyerName: "G", recipientName: "R" },
        })
      ).body.giftCertificate;
    const expired = await sell();
    await db.update(giftCertificates).set({ expiresOn: "2025-03-01" }).where(eq(giftCertificates.id, expired.id));
    const late = await redeem(owner.token, { code: expired.code, studentId: student.id });
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe("This gift certificate expired on March 1, 2025.");
    const voided = await sell();
    await db
      .update(giftCertificates)
      .set({ voidedAt: new Date(), voidReason: "Refunded to the buyer" })
      .where(eq(giftCertificates.id, voided.id));
    const off = await redeem(owner.token, { code: voided.code, studentId: student.id });
    expect(off.status).toBe(400);
    expect(off.body.error.message).toBe("This gift certificate was voided: Refunded to the buyer");

    const guesser = { "x-forwarded-for": "192.0.2.77" };
    for (let attempt = 0; attempt < 20; attempt++)
      expect((await redeem(owner.token, { code: `WRONG${attempt}`, studentId: student.id }, guesser)).status).toBe(400);
    const blocked = await redeem(owner.token, { code: "WRONGAGAIN", studentId: student.id }, guesser);
    expect(blocked.status).toBe(429);
    // Even the right code waits out the minute from that address.
    expect((await redeem(owner.token, { code: (await sell()).code, studentId: student.id }, guesser)).status).toBe(429);
  });

  it("the expiry setting (none by default) dates certificates sold after it", async () => {
    const { owner } = await makePublicStudio();
    const { GET, PUT } = await import("@/app/api/gift-certificates/settings/route");
    expect((await callRoute(GET, { token: owner.token })).body.settings).toEqual({ expiryMonths: null });
    const first = await callRoute(sellRoute, {
      token: owner.token,
      body: { amountCents: 2_000, paymentMethod: "cash", buyerName: "G", recipientName: "R" },
    });
    expect(first.body.giftCertificate.expiresOn).toBeNull();
    await callRoute(PUT, { token: owner.token, method: "PUT", body: { expiryMonths: 12 } });
    const recipientEmail = `r.expires-${Date.now()}@example.test`;
    const second = await callRoute(sellRoute, {
      token: owner.token,
      body: { amountCents: 2_000, paymentMethod: "cash", buyerName: "G", recipientName: "R", recipientEmail },
    });
    const expiresOn = `${Number(today().slice(0, 4)) + 1}${today().slice(4)}`;
    expect(second.body.giftCertificate.expiresOn).toBe(expiresOn);
    // The recipient reads the day as a person writes it ("Dec 10, 2027"), not as the database keeps it.
    const [mail] = await mailbox.deliver(recipientEmail);
    expect(mail.text).toContain(`until ${formatLocalDay(expiresOn, "en-US")}`);
    expect(mail.text).not.toContain(expiresOn);
  });
});

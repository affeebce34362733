import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listPackagesRoute, POST as createPackageRoute } from "@/app/api/packages/route";
import { POST as introOfferRoute } from "@/app/api/public/studios/[slug]/intro-offers/route";
import { getDb } from "@/lib/db/client";
import { bookings, inquiries, ledgerEntries, sales, studentPackages, students } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
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

let counter = 0;
const email = (name: string) => `${name}-${Date.now()}-${++counter}@example.test`;

/** A public page whose studio takes online payments and sells "Intro: 2 group classes" for $29 (classes are $95 each). */
async function offeringStudio() {
  const made = await makePublicStudio();
  const db = await getDb();
  const accountId = await connectStudio(db, made.studio.id);
  const created = await callRoute(createPackageRoute, {
    token: made.owner.token,
    body: { name: "Intro: 2 group classes", units: 2, priceCents: 2900, validDays: 60, serviceIds: [made.group.id], introOffer: true },
  });
  expect(created.status).toBe(201);
  expect(created.body.package).toMatchObject({ introOffer: true, saleCategory: null });
  return { ...made, db, accountId, offerId: created.body.package.id as string };
}

const buy = (slug: string, body: Record<string, unknown>) =>
  callRoute(introOfferRoute, {
    params: { slug },
    body,
    headers: { "x-forwarded-for": `198.51.100.${++counter % 250}` },
    path: `/api/public/studios/${slug}/intro-offers`,
  });

/** The Checkout the app just opened, paid: `checkout.session.completed` as Stripe sends it, with the session's own metadata. */
function paidEvent(accountId: string, amountCents: number, id?: string) {
  const created = standIn.current.requests.filter((request) => request.path === "/v1/checkout/sessions").at(-1)!;
  const metadata = Object.fromEntries(
    Object.entries(created.form)
      .filter(([key]) => key.startsWith("metadata["))
      .map(([key, value]) => [key.slice("metadata[".length, -1), value]),
  );
  const sessionId = `cs_paid_${++counter}`;
  const object = {
    id: sessionId,
    object: "checkout.session",
    mode: "payment",
    status: "complete",
    payment_status: "paid",
    amount_total: amountCents,
    metadata,
  };
  return { event: signedConnectEvent(accountId, "checkout.session.completed", object, id), object, created };
}

async function studentWith(studioId: string, address: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.email, address)));
  return row;
}

describe("intro offers on the public page", () => {
  it("a newcomer buys the offer and is booked into their first class with one of its lessons, in one flow", async () => {
    const { studio, owner, slug, event, db, accountId, offerId } = await offeringStudio();
    // Students never see an intro offer among the packages they may buy; owners do.
    const student = await makeStudentMember(studio.id);
    const seen = await callRoute(listPackagesRoute, { token: student.token });
    expect(seen.body.packages).toEqual([]);
    expect((await callRoute(listPackagesRoute, { token: owner.token })).body.packages).toHaveLength(1);

    const to = email("newcomer");
    const answer = await buy(slug, { packageId: offerId, eventId: event.id, name: "Nina Newcomer", email: to, ref: "flyer" });
    expect(answer.status).toBe(201);
    expect(answer.body.checkoutUrl).toMatch(/^https:\/\//);
    const { event: paid, created } = paidEvent(accountId, 2900);
    // On the studio's own account, at the offer's price; nothing is written before the payment.
    expect(created.account).toBe(accountId);
    expect(created.form).toMatchObject({ "line_items[0][price_data][unit_amount]": "2900", customer_email: to });
    expect(await studentWith(studio.id, to)).toBeUndefined();

    expect((await deliverConnectWebhook(paid)).status).toBe(200);
    const buyer = await studentWith(studio.id, to);
    expect(buyer.name).toBe("Nina Newcomer");
    const [pack] = await db.select().from(studentPackages).where(eq(studentPackages.studentId, buyer.id));
    expect(pack).toMatchObject({ units: 2, unitsUsed: 1, priceCents: 2900, packageId: offerId });
    const [place] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.eventId, event.id), eq(bookings.studentId, buyer.id)));
    expect(place.status).toBe("booked");
    const [sale] = await db.select().from(sales).where(eq(sales.studentId, buyer.id));
    expect(sale).toMatchObject({ kind: "package", amountCents: 2900, studentPackageId: pack.id });
    const payments = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.studentId, buyer.id), eq(ledgerEntries.kind, "payment")));
    expect(payments.map((row) => [row.amountCents, row.method])).toEqual([[2900, "online"]]);

    // The first contact opens the student's inquiry, keeping where they came from; the booking moves it on.
    const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.studentId, buyer.id));
    expect(inquiry).toMatchObject({ origin: "first_lesson_form", source: { ref: "flyer" } });
    expect(inquiry.stage).not.toBe("new");

    const [mail] = (await mailbox.deliver(to)).filter((item) => item.subject?.includes("you're booked"));
    expect(mail.text).toContain("Intro: 2 group classes");
    expect(mail.text).toContain("Set your password");
    expect(mail.text).toMatch(/\/invite\/[A-Za-z0-9_-]{20,}/);
  });

  it("refuses, before any payment, an address that already has lessons at the studio", async () => {
    const { slug, event, member, offerId } = await offeringStudio();
    const before = standIn.current.requests.length;
    const answer = await buy(slug, { packageId: offerId, eventId: event.id, name: "Secret", email: member.student.email });
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toContain("This offer is for new students");
    expect(standIn.current.requests.length).toBe(before);
  });

  it("a studio without online payments shows no offer and sells none", async () => {
    const made = await makePublicStudio();
    const created = await callRoute(createPackageRoute, {
      token: made.owner.token,
      body: { name: "Intro", units: 1, priceCents: 2900, validDays: 30, serviceIds: [made.group.id], introOffer: true },
    });
    const answer = await buy(made.slug, { packageId: created.body.package.id, eventId: made.event.id, name: "N", email: email("n") });
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toContain("doesn't take online payments");
  });

  it("a replayed webhook, or a second event for the same Checkout, books and sells once", async () => {
    const { studio, slug, event, db, accountId, offerId } = await offeringStudio();
    const to = email("twice");
    expect((await buy(slug, { packageId: offerId, eventId: event.id, name: "Tess Twice", email: to })).status).toBe(201);
    const { event: paid, object } = paidEvent(accountId, 2900);
    expect((await deliverConnectWebhook(paid)).status).toBe(200);
    expect((await deliverConnectWebhook(paid)).status).toBe(200);
    const other = signedConnectEvent(accountId, "checkout.session.async_payment_succeeded", object);
    expect((await deliverConnectWebhook(other)).status).toBe(200);
    const buyer = await studentWith(studio.id, to);
    expect(await db.select().from(studentPackages).where(eq(studentPackages.studentId, buyer.id))).toHaveLength(1);
    expect(await db.select().from(bookings).where(eq(bookings.studentId, buyer.id))).toHaveLength(1);
    expect(await db.select().from(sales).where(eq(sales.studentId, buyer.id))).toHaveLength(1);
    const mails = (await mailbox.deliver(to)).filter((item) => item.subject?.includes("Intro") || item.subject?.includes("booked"));
    expect(mails.filter((item) => item.subject?.includes("you're booked"))).toHaveLength(1);
  });

  it("a class that filled up while the visitor paid: the package is theirs with every lesson, and both sides are told", async () => {
    const { studio, slug, event, db, accountId, offerId } = await offeringStudio();
    const to = email("late");
    expect((await buy(slug, { packageId: offerId, eventId: event.id, name: "Lee Late", email: to })).status).toBe(201);
    const { event: paid } = paidEvent(accountId, 2900);
    // Meanwhile the class fills up.
    const others = await Promise.all(Array.from({ length: 9 }, () => makeStudentMember(studio.id)));
    await db
      .insert(bookings)
      .values(others.map((other) => ({ studioId: studio.id, eventId: event.id, studentId: other.student.id, status: "booked" as const })));
    expect((await deliverConnectWebhook(paid)).status).toBe(200);
    const buyer = await studentWith(studio.id, to);
    const [pack] = await db.select().from(studentPackages).where(eq(studentPackages.studentId, buyer.id));
    expect(pack).toMatchObject({ units: 2, unitsUsed: 0 });
    expect(await db.select().from(bookings).where(eq(bookings.studentId, buyer.id))).toHaveLength(0);
    const [mail] = (await mailbox.deliver(to)).filter((item) => item.subject?.includes("paid"));
    expect(mail.text).toContain("couldn't be booked");
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as visitorConfirmRoute } from "@/app/api/public/studios/[slug]/trial/confirm/route";
import { POST as trialRoute } from "@/app/api/public/studios/[slug]/trial/route";
import { POST as confirmRoute } from "@/app/api/trial-requests/[id]/confirm/route";
import { sweepExpiredHolds } from "@/lib/booking/held-places";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { bookings, students, studios, trialRequests } from "@/lib/db/schema";
import { startMailbox } from "../notifications/mail-helpers";
import { callRoute } from "../helpers/call-route";
import { checkoutEvent, expireHold } from "../helpers/hold-factory";
import { balanceOf } from "../helpers/money-factory";
import { deliverConnectWebhook, withStripeStandIn } from "../helpers/stripe-stand-in";
import { connectStudio } from "../helpers/stripe-stand-in-connect";
import { makePublicStudio } from "./public-fixture";

const standIn = withStripeStandIn();
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => mailbox.close());

let address = 0;
const book = (slug: string, body: unknown) =>
  callRoute(trialRoute, {
    params: { slug },
    body,
    headers: { "x-forwarded-for": `203.0.113.${++address}` },
    path: `/api/public/studios/${slug}/trial`,
  });
const email = (name: string) => `${name}-${Date.now()}-${address}@example.test`;

/** Asks for the lesson, then follows the link from the "Confirm your first lesson" e-mail. */
async function bookAndConfirm(slug: string, body: { email: string } & Record<string, unknown>) {
  const asked = await book(slug, body);
  expect(asked.body.status).toBe("check_email");
  const mail = (await mailbox.deliver(body.email)).find((item) => item.subject?.startsWith("Confirm your first lesson"));
  const token = new RegExp(`/s/${slug}/trial/confirm/([A-Za-z0-9_-]+)`).exec(mail?.text ?? "")![1];
  return callRoute(visitorConfirmRoute, { params: { slug }, body: { token }, path: `/api/public/studios/${slug}/trial/confirm` });
}

/** A public page whose studio chose "Pay when booking" on its own Stripe account (its classes cost $95). */
async function payingStudio(page: Parameters<typeof makePublicStudio>[0] = {}) {
  const made = await makePublicStudio(page);
  const db = await getDb();
  await db.update(studios).set({ paymentAtBooking: "checkout" }).where(eq(studios.id, made.studio.id));
  return { ...made, db, accountId: await connectStudio(db, made.studio.id) };
}

async function studentBy(studioId: string, to: string) {
  const db = await getDb();
  const [student] = await db
    .select()
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.email, to)));
  return student;
}

describe("a first lesson at a studio that takes payment when booking", () => {
  it("once confirmed from the e-mail, holds the visitor's place, sends them to Stripe Checkout and back to the studio's page; paying books it", async () => {
    const { studio, slug, event, db, accountId } = await payingStudio();
    const to = email("payer");
    const answer = await bookAndConfirm(slug, { eventId: event.id, name: "Paula Payer", email: to });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: "checkout", checkoutUrl: expect.stringMatching(/^https:\/\//) });

    const student = await studentBy(studio.id, to);
    const [place] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.eventId, event.id), eq(bookings.studentId, student.id)));
    expect(place.status).toBe("held");
    const created = standIn.current.requests.find((request) => request.form["metadata[bookingIds]"] === place.id);
    expect(created?.form).toMatchObject({
      success_url: `${env.SITE_URL}/s/${slug}/trial?checkout=paid`,
      cancel_url: `${env.SITE_URL}/s/${slug}/trial?checkout=cancelled`,
      customer_email: to,
    });
    // The visitor pays the studio: the Checkout is on the studio's own account.
    expect(created?.account).toBe(accountId);
    const invitation = (await mailbox.deliver(to)).find((mail) => mail.subject?.includes("set your password"));
    expect(invitation?.text).toContain("held for 15 minutes while you pay online");

    const paid = await deliverConnectWebhook(
      checkoutEvent("checkout.session.completed", {
        account: accountId,
        sessionId: place.checkoutSessionId!,
        studioId: studio.id,
        studentId: student.id,
        bookingIds: [place.id],
        amountCents: 9500,
      }),
    );
    expect(paid.status).toBe(200);
    const [after] = await db.select().from(bookings).where(eq(bookings.id, place.id));
    expect(after.status).toBe("booked");
    expect(await balanceOf(student.id)).toBe(0);
  });

  it("lets the place go when the visitor never pays", async () => {
    const { studio, slug, event, db, accountId } = await payingStudio();
    const to = email("walker");
    expect((await bookAndConfirm(slug, { eventId: event.id, name: "Walt Away", email: to })).body.status).toBe("checkout");
    const student = await studentBy(studio.id, to);
    const [place] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.eventId, event.id), eq(bookings.studentId, student.id)));
    await expireHold(place.id);
    await sweepExpiredHolds(db);
    const [after] = await db.select().from(bookings).where(eq(bookings.id, place.id));
    expect(after.status).toBe("cancelled");
    // Its Checkout is closed at Stripe on the studio's account, where it was opened.
    const closed = standIn.current.requests.filter((request) => request.path === `/v1/checkout/sessions/${place.checkoutSessionId}/expire`);
    expect(closed.map((request) => request.account)).toEqual([accountId]);
  });

  it("asking holds nothing; an address with an account gets 'check your e-mail' like any other", async () => {
    const { studio, slug, event, member, db } = await payingStudio();
    const answer = await book(slug, { eventId: event.id, name: "Someone", email: member.user.email });
    expect(answer.body.status).toBe("check_email");
    expect(await db.select().from(trialRequests).where(eq(trialRequests.studioId, studio.id))).toHaveLength(0);
    const before = standIn.current.requests.length;
    const stranger = await book(slug, { eventId: event.id, name: "Stranger", email: email("stranger") });
    expect(stranger.body.status).toBe("check_email");
    expect(standIn.current.requests.length).toBe(before);
    expect(
      await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.eventId, event.id), eq(bookings.status, "held"))),
    ).toHaveLength(0);
  });

  it("a first lesson the owner confirms is billed to the new student's account: no Checkout nobody would open", async () => {
    const { studio, owner, slug, event, db } = await payingStudio({ trialNeedsConfirmation: true });
    const to = email("confirmed");
    expect((await bookAndConfirm(slug, { eventId: event.id, name: "Cora Confirm", email: to })).body.status).toBe("requested");
    const [request] = await db.select().from(trialRequests).where(eq(trialRequests.studioId, studio.id));
    const before = standIn.current.requests.length;
    const confirmed = await callRoute(confirmRoute, { token: owner.token, params: { id: request.id }, method: "POST" });
    expect(confirmed.body).toEqual({ status: "booked" });
    expect(standIn.current.requests.length).toBe(before);
    const [place] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.eventId, event.id), eq(bookings.studentId, request.studentId)));
    expect(place.status).toBe("booked");
    expect(await balanceOf(request.studentId)).toBe(9500);
  });
});

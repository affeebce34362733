import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as cancelRoute } from "@/app/api/bookings/[id]/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { POST as inviteRoute } from "@/app/api/invites/route";
import { POST as refundRoute } from "@/app/api/payments/[id]/refunds/route";
import { POST as paymentRoute } from "@/app/api/payments/route";
import { PUT as putSubscription } from "@/app/api/subscription/route";
import { getDb } from "@/lib/db/client";
import { studios } from "@/lib/db/schema";
import { scanDueNotices } from "@/lib/notifications/scan";
import { callRoute } from "../helpers/call-route";
import { giveStudentPackage, makePackage } from "../helpers/money-factory";
import { hoursFromNow, makeEvent, makeStudent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio, makeStudio } from "../helpers/studio-factory";
import { startMailbox } from "./mail-helpers";

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => mailbox.close());

describe("transactional and account e-mails", () => {
  it("an invitation e-mails the link, which only the e-mail carries", async () => {
    const { studio, owner } = await makeStudio();
    const person = await makeStudent(studio.id, { name: "Lena Park" });
    const email = `lena-${Date.now()}@example.test`;
    const invited = await callRoute(inviteRoute, { token: owner.token, body: { email, role: "student", personId: person.id } });
    expect(invited.status).toBe(201);
    const mails = await mailbox.deliver(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`${studio.name} invites you to Promenade`);
    expect(invited.body).toEqual({ email, expiresAt: expect.any(String), mailConfigured: true });
    expect(mails[0].text).toMatch(/http:\/\/localhost:3000\/invite\/[A-Za-z0-9_-]{43}\n/);
    expect(mails[0].text).toContain("Hello Lena,");
  });

  it("a payment sends a receipt and a refund its notice, each once, in the studio's currency", async () => {
    const { studio, owner } = await makeStudio({ currency: "EUR", timeZone: "Europe/Paris" });
    const me = await makeStudentMember(studio.id);
    const paid = await callRoute(paymentRoute, {
      token: owner.token,
      body: { studentId: me.student.id, amountCents: 12_500, method: "card" },
    });
    expect(paid.status).toBe(201);
    const refunded = await callRoute(refundRoute, {
      token: owner.token,
      params: { id: paid.body.payment.id },
      body: { amountCents: 2_500 },
    });
    expect(refunded.status).toBe(201);
    const mails = await mailbox.deliver(me.user.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Receipt from ${studio.name}: €125.00`,
      `Refund from ${studio.name}: €25.00`,
    ]);
    expect(mails.find((mail) => mail.subject?.startsWith("Receipt"))!.text).toContain("Method: Card");
  });

  it("a late cancellation under a fee policy tells the student what it costs", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    await db.update(studios).set({ lateCancelPolicy: "fee", lateCancelFeeCents: 2_000 }).where(eq(studios.id, s.studio.id));
    const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(5) });
    const me = await makeStudentMember(s.studio.id);
    const booked = await callRoute(bookRoute, { token: me.token, params: { id: event.id }, body: {} });
    const cancelled = await callRoute(cancelRoute, { method: "DELETE", token: me.token, params: { id: booked.body.booking.id } });
    expect(cancelled.body.booking.status).toBe("late_cancel");
    const mails = (await mailbox.deliver(me.user.email)).filter((mail) => mail.subject?.startsWith("Late cancellation"));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("a fee of $20.00");
  });

  it("a package with 2 units left, expiring within 14 days, is told once of each", async () => {
    const s = await makeScheduleStudio();
    const me = await makeStudentMember(s.studio.id);
    const pack = await makePackage(s.studio.id, [s.privateLesson.id], { name: "10 Private Lessons" });
    await giveStudentPackage(s.studio.id, me.student.id, pack, { units: 10, unitsUsed: 8, expiresAt: hoursFromNow(24 * 10) });
    const db = await getDb();
    expect((await scanDueNotices(db)).packages).toBe(2);
    expect((await scanDueNotices(db)).packages).toBe(0);
    const mails = await mailbox.deliver(me.user.email);
    expect(mails.map((mail) => mail.subject?.replace(/ on .*/, "")).sort()).toEqual(["2 lessons left", "Your 10 Private Lessons expires"]);
  });

  it("the owners hear 3 days before the trial ends", async () => {
    const { studio, owner } = await makeStudio({ plan: "free", trialEndsAt: hoursFromNow(48) });
    await scanDueNotices(await getDb());
    await scanDueNotices(await getDb());
    const mails = await mailbox.deliver(owner.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^Your Promenade trial ends on /);
    expect(mails[0].text).toContain(`${studio.name}'s 14-day Pro trial ends on`);
  });

  it("a plan change e-mails the owners what changed and when", async () => {
    const { owner } = await makeStudio({ plan: "free", trialEndsAt: hoursFromNow(24 * 10) });
    const changed = await callRoute(putSubscription, { method: "PUT", token: owner.token, body: { plan: "basic", interval: "month" } });
    expect(changed.status).toBe(200);
    const mails = (await mailbox.deliver(owner.user.email)).filter((mail) => mail.subject?.startsWith("Your plan"));
    expect(mails.map((mail) => mail.subject)).toEqual(["Your plan is upgraded: Basic"]);
    expect(mails[0].text).toContain("Charged now: $9.00");
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH as patchMyNotifications } from "@/app/api/me/notifications/route";
import { GET as getPolicies, PATCH as patchPolicies } from "@/app/api/studio/policies/route";
import { getDb } from "@/lib/db/client";
import { outboxMessages, paymentItems, studentMemberships, studios } from "@/lib/db/schema";
import { notifyMembershipChanged } from "@/lib/notifications/autopay-notices";
import { scanExpiringCards, scanUpcomingCharges } from "@/lib/notifications/autopay-scan";
import { scanDueNotices } from "@/lib/notifications/scan";
import { loadStudioContext } from "@/lib/notifications/studio-context";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { makeStudio } from "../helpers/studio-factory";
import { startMailbox } from "../notifications/mail-helpers";
import { makeMembership, makeMembershipItem, saveCard } from "./notices-fixture";

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => mailbox.close());

const NY = "America/New_York";
const at = (iso: string) => new Date(iso);

async function member(overrides: Partial<typeof studios.$inferInsert> = {}) {
  const { studio } = await makeStudio({ timeZone: NY, ...overrides });
  const me = await makeStudentMember(studio.id);
  const membership = await makeMembership(studio.id, me.student.id, { startsOn: "2026-11-01" });
  return { studio, me, membership };
}

async function outboxOf(studioId: string, kind: string) {
  const db = await getDb();
  return db
    .select({ key: outboxMessages.dedupeKey, status: outboxMessages.status })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.studioId, studioId), eq(outboxMessages.kind, kind)));
}

describe("upcoming automatic payment", () => {
  it("is told on the studio's local day N days before, once, naming the card", async () => {
    const { studio, me, membership } = await member();
    await saveCard(studio.id, me.student.id, { expMonth: 12, expYear: 2030 });
    const item = await makeMembershipItem(membership, NY, {
      sequence: 2,
      dueOn: "2026-12-01",
      description: "Unlimited group classes · Dec 1 – Dec 31",
    });
    const db = await getDb();
    // Nov 27, 23:59 in New York: four local days before, not yet (the UTC day is already Nov 28).
    await scanUpcomingCharges(db, at("2026-11-28T04:59:00Z"));
    expect(await outboxOf(studio.id, "autopay_upcoming")).toEqual([]);
    // Nov 28, 00:01 in New York: three days before.
    const now = at("2026-11-28T05:01:00Z");
    await scanDueNotices(db, now);
    await scanDueNotices(db, at("2026-11-29T12:00:00Z"));
    expect(await outboxOf(studio.id, "autopay_upcoming")).toEqual([{ key: `autopay-upcoming:${item.id}`, status: "queued" }]);
    const [stamped] = await db.select({ at: paymentItems.noticeSentAt }).from(paymentItems).where(eq(paymentItems.id, item.id));
    expect(stamped.at).toEqual(now);

    const mails = await mailbox.deliver(me.user.email, now);
    expect(mails.map((mail) => mail.subject)).toEqual([`Coming up at ${studio.name}: $120.00 on Dec 1, 2026`]);
    expect(mails[0].text).toContain(
      `On Dec 1, 2026, ${studio.name} will charge $120.00 for Unlimited group classes · Dec 1 – Dec 31 to your Visa ending 4242.`,
    );
    expect(mails[0].text).toContain("Stop these e-mails: http");
  });

  it("without a saved card says it goes on the account; 0 days turns it off; a charge already tried is not told", async () => {
    const db = await getDb();
    const plain = await member({ autopayNoticeDays: 1 });
    await makeMembershipItem(plain.membership, NY, { sequence: 2, dueOn: "2027-01-10", amountCents: 9_900 });
    const off = await member({ autopayNoticeDays: 0 });
    const silent = await makeMembershipItem(off.membership, NY, { sequence: 2, dueOn: "2027-01-10" });
    // Due on the 9th at 06:00 and created late: its charge time passed, the run has it.
    const late = await makeMembershipItem(plain.membership, NY, { sequence: 3, dueOn: "2027-01-09" });
    const now = at("2027-01-09T12:00:00Z");
    await scanUpcomingCharges(db, now);
    expect((await outboxOf(plain.studio.id, "autopay_upcoming")).map((row) => row.key)).toEqual([expect.not.stringContaining(late.id)]);
    expect(await outboxOf(off.studio.id, "autopay_upcoming")).toEqual([]);
    const [untold] = await db.select({ at: paymentItems.noticeSentAt }).from(paymentItems).where(eq(paymentItems.id, silent.id));
    expect(untold.at).toBeNull();
    const [mail] = await mailbox.deliver(plain.me.user.email, now);
    expect(mail.subject).toBe(`Coming up at ${plain.studio.name}: $99.00 on Jan 10, 2027`);
    expect(mail.text).toContain(`$99.00 for Unlimited group classes · period 2 goes on your account at ${plain.studio.name}.`);
    expect(mail.text).toContain("Paid by: Your account at the studio");
  });

  it("a student who turned these off gets none, and the item is still told only once", async () => {
    const { studio, me, membership } = await member();
    const muted = await callRoute(patchMyNotifications, { method: "PATCH", token: me.token, body: { mutedKinds: ["autopay_upcoming"] } });
    expect(muted.status).toBe(200);
    const item = await makeMembershipItem(membership, NY, { sequence: 2, dueOn: "2027-03-10" });
    const db = await getDb();
    await scanUpcomingCharges(db, at("2027-03-08T12:00:00Z"));
    await scanUpcomingCharges(db, at("2027-03-09T12:00:00Z"));
    expect(await outboxOf(studio.id, "autopay_upcoming")).toEqual([{ key: `autopay-upcoming:${item.id}`, status: "suppressed" }]);
    expect(await mailbox.deliver(me.user.email, at("2027-03-09T12:00:00Z"))).toEqual([]);
  });

  it("two processes scanning at once tell each of 60 items once", async () => {
    const { studio, membership } = await member();
    for (let sequence = 1; sequence <= 60; sequence += 1)
      await makeMembershipItem(membership, NY, { sequence, dueOn: "2027-02-03", amountCents: 1_000 + sequence });
    const db = await getDb();
    const now = at("2027-02-01T15:00:00Z");
    const told = await Promise.all([scanUpcomingCharges(db, now), scanUpcomingCharges(db, now), scanUpcomingCharges(db, now)]);
    expect(told.reduce((sum, count) => sum + count, 0)).toBe(60);
    expect(await outboxOf(studio.id, "autopay_upcoming")).toHaveLength(60);
    expect(await scanUpcomingCharges(db, now)).toBe(0);
  });
});

describe("card expiring before the next payment", () => {
  it("is told once per card and expiry, only for the card autopay uses", async () => {
    const db = await getDb();
    const { studio, me, membership } = await member({ autopayNoticeDays: 0 });
    const old = await saveCard(studio.id, me.student.id, {
      expMonth: 2,
      expYear: 2027,
      last4: "1111",
      createdAt: at("2026-01-01T00:00:00Z"),
    });
    await makeMembershipItem(membership, NY, { sequence: 4, dueOn: "2027-03-01", description: "Unlimited group classes · Mar 1 – Mar 31" });
    // 40 days ahead: not yet.
    await scanExpiringCards(db, at("2027-01-20T12:00:00Z"), (id) => loadStudioContext(db, id));
    expect(await outboxOf(studio.id, "card_expiring")).toEqual([]);
    const now = at("2027-02-05T12:00:00Z");
    await scanDueNotices(db, now);
    await scanDueNotices(db, at("2027-02-06T12:00:00Z"));
    expect(await outboxOf(studio.id, "card_expiring")).toEqual([{ key: `card-expiring:${old.id}:2027-2`, status: "queued" }]);
    const [mail] = await mailbox.deliver(me.user.email, now);
    expect(mail.subject).toBe(`Your card expires before your next payment at ${studio.name}`);
    expect(mail.text).toContain(
      `Your Visa ending 1111 expires at the end of 02/2027, before ${studio.name} charges $120.00 for Unlimited group classes · Mar 1 – Mar 31 on Mar 1, 2027.`,
    );

    // A card good through the charge's month isn't told; nor is an old card once a newer one is saved.
    const other = await member({ autopayNoticeDays: 0 });
    await saveCard(other.studio.id, other.me.student.id, { expMonth: 2, expYear: 2027, createdAt: at("2026-01-01T00:00:00Z") });
    await saveCard(other.studio.id, other.me.student.id, { expMonth: 3, expYear: 2027, last4: "3333" });
    await makeMembershipItem(other.membership, NY, { sequence: 4, dueOn: "2027-03-31" });
    // The run charges the newest card still valid in the due month: an older good card is used, nobody is told.
    const third = await member({ autopayNoticeDays: 0 });
    await saveCard(third.studio.id, third.me.student.id, { expMonth: 8, expYear: 2029, createdAt: at("2026-01-01T00:00:00Z") });
    await saveCard(third.studio.id, third.me.student.id, { expMonth: 1, expYear: 2027, last4: "0101" });
    await makeMembershipItem(third.membership, NY, { sequence: 4, dueOn: "2027-02-20" });
    await scanDueNotices(db, now);
    expect(await outboxOf(other.studio.id, "card_expiring")).toEqual([]);
    expect(await outboxOf(third.studio.id, "card_expiring")).toEqual([]);
  });
});

describe("membership paused, resumed, ending", () => {
  it("tells the student what changes and from when, once per change", async () => {
    const { studio, me, membership } = await member();
    const db = await getDb();
    const now = at("2026-12-05T15:00:00Z");
    await makeMembershipItem(membership, NY, { sequence: 3, dueOn: "2027-01-15" });
    const change = async (values: Partial<typeof studentMemberships.$inferInsert>, kind: "paused" | "resumed" | "ending", when = now) =>
      db.transaction(async (tx) => {
        const [row] = await tx.update(studentMemberships).set(values).where(eq(studentMemberships.id, membership.id)).returning();
        await notifyMembershipChanged(tx, row, kind, when);
      });
    await change({ pausedFrom: "2026-12-10", pausedUntil: "2027-01-10", commitmentEndsOn: "2027-06-09" }, "paused");
    await change({ pausedFrom: "2026-12-10", pausedUntil: "2027-01-10", commitmentEndsOn: "2027-06-09" }, "paused");
    await change({ pausedFrom: null, pausedUntil: null }, "resumed", at("2026-12-20T15:00:00Z"));
    await change({ endsOn: "2027-02-01", cancelledAt: now }, "ending", at("2026-12-21T15:00:00Z"));
    expect((await outboxOf(studio.id, "membership_changed")).map((row) => row.key)).toEqual([
      `membership:${membership.id}:paused:2026-12-10:2027-01-10`,
      `membership:${membership.id}:resumed:${at("2026-12-20T15:00:00Z").getTime()}`,
      `membership:${membership.id}:ending:2027-02-01`,
    ]);
    const mails = await mailbox.deliver(me.user.email, at("2026-12-21T15:00:00Z"));
    const text = (start: string) => mails.find((mail) => mail.subject?.startsWith(start))!.text;
    expect(text("Your Unlimited group classes membership is paused")).toContain(
      "paused your Unlimited group classes membership from Dec 10, 2026 to Jan 9, 2027. Nothing is charged for that time, and its classes and lessons aren't available. It runs again on Jan 10, 2027.",
    );
    expect(text("Your Unlimited group classes membership is paused")).toContain("Your commitment runs to Jun 9, 2027.");
    expect(text("Your Unlimited group classes membership is running again")).toContain(
      "runs again from Dec 20, 2026: its classes and lessons are yours to book.\n\nYour next payment is due on Jan 15, 2027.",
    );
    expect(text("Your Unlimited group classes membership ends on Jan 31, 2027")).toContain(
      "Jan 31, 2027 is its last day. Nothing is charged for the time after it.\n\nStill to pay before it ends: the payment due on Jan 15, 2027.",
    );
  });
});

describe("the studio's notice setting", () => {
  it("is read and saved with the policies, 0 to 14 whole days, the field named when refused", async () => {
    const { owner } = await makeStudio();
    const read = await callRoute(getPolicies, { token: owner.token });
    expect(read.body.policies.autopayNoticeDays).toBe(3);
    for (const [days, message] of [
      [15, "At most 14 days."],
      [-1, "Days can't be negative."],
      [2.5, "Days must be a whole number."],
      ["3", "Enter a whole number of days, from 0 to 14."],
    ] as const) {
      const refused = await callRoute(patchPolicies, { method: "PATCH", token: owner.token, body: { autopayNoticeDays: days } });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({ autopayNoticeDays: message });
    }
    const saved = await callRoute(patchPolicies, { method: "PATCH", token: owner.token, body: { autopayNoticeDays: 0 } });
    expect(saved.status).toBe(200);
    expect(saved.body.policies.autopayNoticeDays).toBe(0);
    expect((await callRoute(getPolicies, { token: owner.token })).body.policies.autopayNoticeDays).toBe(0);
  });
});

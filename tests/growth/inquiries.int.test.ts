import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as attendanceRoute } from "@/app/api/bookings/[id]/attendance/route";
import { GET as inquiryRoute, PATCH as patchInquiry } from "@/app/api/inquiries/[id]/route";
import { GET as inquiriesRoute } from "@/app/api/inquiries/route";
import { POST as confirmRoute } from "@/app/api/public/studios/[slug]/trial/confirm/route";
import { POST as trialRoute } from "@/app/api/public/studios/[slug]/trial/route";
import { POST as sellRoute } from "@/app/api/students/[id]/packages/route";
import { getDb } from "@/lib/db/client";
import { bookings, events, inquiries, inquiryEvents, students } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makePackage } from "../helpers/money-factory";
import { startMailbox } from "../notifications/mail-helpers";
import { makePublicStudio } from "../public/public-fixture";

// A visitor who asks for a first lesson on the public page becomes an inquiry with the source they
// came from; its stage then moves by itself: the lesson booked when they confirm, taken when
// attendance is posted, original when their first package is sold — and never out of lost.

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => mailbox.close());

let address = 0;
async function askAndConfirm(slug: string, body: Record<string, unknown> & { email: string }) {
  const asked = await callRoute(trialRoute, {
    params: { slug },
    body,
    headers: { "x-forwarded-for": `198.51.100.${++address}` },
    path: `/api/public/studios/${slug}/trial`,
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const mail = (await mailbox.deliver(body.email)).filter((item) => item.subject?.startsWith("Confirm your first lesson")).at(-1);
  const token = new RegExp(`/s/${slug}/trial/confirm/([A-Za-z0-9_-]+)`).exec(mail?.text ?? "")?.[1];
  const confirmed = await callRoute(confirmRoute, { params: { slug }, body: { token }, path: `/api/public/studios/${slug}/trial/confirm` });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
}

async function stagesOf(inquiryId: string) {
  const db = await getDb();
  const rows = await db
    .select({ stage: inquiryEvents.stage, byUserId: inquiryEvents.byUserId })
    .from(inquiryEvents)
    .where(eq(inquiryEvents.inquiryId, inquiryId))
    .orderBy(asc(inquiryEvents.at), asc(sql`case ${inquiryEvents.stage} when 'new' then 0 else 1 end`));
  return rows;
}

describe("a trial visitor's inquiry", () => {
  it("is made when they confirm, keeps their source, and moves by itself through first lesson taken and the first package sold", async () => {
    const { studio, owner, slug, event, group } = await makePublicStudio();
    const db = await getDb();
    const email = `nina-${Date.now()}@example.test`;
    await askAndConfirm(slug, { eventId: event.id, name: "Nina Novak", email, phone: "+1 212 555 0134", ref: "flyer" });

    const [student] = await db
      .select()
      .from(students)
      .where(and(eq(students.studioId, studio.id), eq(students.email, email)));
    const list = await callRoute(inquiriesRoute, { token: owner.token, path: "/api/inquiries" });
    expect(list.status).toBe(200);
    expect(list.body.inquiries).toHaveLength(1);
    const [inquiry] = list.body.inquiries;
    expect(inquiry).toMatchObject({
      name: "Nina Novak",
      email,
      phone: "+12125550134",
      origin: "first_lesson_form",
      source: { ref: "flyer" },
      sourceLabel: "flyer",
      stage: "first_lesson_booked",
      studentId: student.id,
    });
    expect(list.body.stageCounts).toMatchObject({ first_lesson_booked: 1, new: 0 });
    expect(list.body.sources).toEqual([{ value: "flyer", label: "flyer" }]);

    // The class happened (moved an hour into the past) and the instructor posts Nina present.
    await db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() - 60_000) })
      .where(eq(events.id, event.id));
    const [place] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.eventId, event.id), eq(bookings.studentId, student.id)));
    const posted = await callRoute(attendanceRoute, {
      method: "POST",
      token: owner.token,
      params: { id: place.id },
      body: { status: "attended" },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);

    // Her first package at the desk: an original.
    const pkg = await makePackage(studio.id, [group.id], { name: "5 Group Classes", units: 5, priceCents: 9_000 });
    const sold = await callRoute(sellRoute, {
      method: "POST",
      token: owner.token,
      params: { id: student.id },
      body: { packageId: pkg.id, payment: { method: "cash", amountCents: 9_000 } },
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);

    const page = await callRoute(inquiryRoute, { token: owner.token, params: { id: inquiry.id } });
    expect(page.status).toBe(200);
    expect(page.body.inquiry.stage).toBe("original");
    expect(page.body.inquiry.history.events.map((item: { stage: string; byName: string | null }) => [item.stage, item.byName])).toEqual([
      ["new", null],
      ["first_lesson_booked", null],
      ["first_lesson_taken", null],
      ["original", null],
    ]);
    expect(page.body.inquiry.history.lessons).toEqual([expect.objectContaining({ id: place.id, title: group.name, status: "attended" })]);
    expect(page.body.inquiry.history.sales).toEqual([
      expect.objectContaining({ name: "5 Group Classes", category: "original", amountCents: 9_000 }),
    ]);
    // The messages the studio sent her (the lesson's confirmation, her invitation) are in it too.
    expect(page.body.inquiry.history.outbox.length).toBeGreaterThan(0);
    expect((await stagesOf(inquiry.id)).every((row) => row.byUserId === null)).toBe(true);
  });

  it("stays lost when a lost inquiry's student later books and buys: automatic moves never leave lost", async () => {
    const { studio, owner, slug, event, group } = await makePublicStudio();
    const db = await getDb();
    const email = `leo-${Date.now()}@example.test`;
    await askAndConfirm(slug, { eventId: event.id, name: "Leo Lost", email });
    const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.studioId, studio.id));
    const lost = await callRoute(patchInquiry, {
      method: "PATCH",
      token: owner.token,
      params: { id: inquiry.id },
      body: { stage: "lost", lostReason: "Moved away" },
    });
    expect(lost.status, JSON.stringify(lost.body)).toBe(200);
    const pkg = await makePackage(studio.id, [group.id], { name: "5 Group Classes", units: 5, priceCents: 9_000 });
    const sold = await callRoute(sellRoute, {
      method: "POST",
      token: owner.token,
      params: { id: inquiry.studentId! },
      body: { packageId: pkg.id, payment: { method: "cash", amountCents: 9_000 } },
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const [after] = await db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(after).toMatchObject({ stage: "lost", lostReason: "Moved away" });
    const stages = await stagesOf(inquiry.id);
    expect(stages.map((row) => row.stage)).toEqual(["new", "first_lesson_booked", "lost"]);
    expect(stages.at(-1)?.byUserId).toBe(owner.user.id);
  });

  it("invents none for a student who never inquired: their booking and sale leave the pipeline empty", async () => {
    const { studio, owner, member, group } = await makePublicStudio();
    const pkg = await makePackage(studio.id, [group.id], { name: "5 Group Classes", units: 5, priceCents: 9_000 });
    const sold = await callRoute(sellRoute, {
      method: "POST",
      token: owner.token,
      params: { id: member.student.id },
      body: { packageId: pkg.id, payment: { method: "cash", amountCents: 9_000 } },
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const db = await getDb();
    expect(await db.select().from(inquiries).where(eq(inquiries.studioId, studio.id))).toEqual([]);
  });
});

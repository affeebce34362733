import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as cancelRoute } from "@/app/api/bookings/[id]/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { GET as inquiryRoute } from "@/app/api/inquiries/[id]/route";
import { POST as contactRoute } from "@/app/api/public/studios/[slug]/contact/route";
import { getDb } from "@/lib/db/client";
import { contactMessages, inquiries, inquiryEvents } from "@/lib/db/schema";
import { instantToLocal } from "@/lib/dates/wall-time";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";
import { startMailbox } from "../notifications/mail-helpers";
import { makePublicStudio } from "../public/public-fixture";

// The contact form of a studio's public page: each message opens the visitor's inquiry (or joins it)
// with their interest and where they came from, and the owners hear of it by e-mail.

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let page: Awaited<ReturnType<typeof makePublicStudio>>;
beforeAll(async () => {
  mailbox = await startMailbox();
  page = await makePublicStudio();
});
afterAll(async () => mailbox.close());

const message = (overrides: Record<string, unknown> = {}) => ({
  name: "Grace Whitfield",
  email: "grace.contact@example.test",
  phone: "(212) 555-0147",
  interest: "wedding",
  message: "Our wedding is in October: could you teach us a slow foxtrot?",
  ...overrides,
});
const send = (body: unknown, ip: string, slug = page.slug) =>
  callRoute(contactRoute, {
    method: "POST",
    params: { slug },
    body,
    headers: { "x-forwarded-for": ip },
    path: `/api/public/studios/${slug}/contact`,
  });

async function inquiriesOf(email: string) {
  const db = await getDb();
  return db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.studioId, page.studio.id), sql`lower(${inquiries.email}) = ${email.toLowerCase()}`));
}

describe("POST /api/public/studios/{slug}/contact", () => {
  it("opens an inquiry with the interest and source, tells the owner, and a second message joins it", async () => {
    const sent = await send(message({ ref: "instagram", utmCampaign: "spring" }), "198.51.100.60");
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toEqual({ ok: true });

    const [inquiry, ...more] = await inquiriesOf("grace.contact@example.test");
    expect(more).toEqual([]);
    const today = instantToLocal(new Date(), page.studio.timeZone).date;
    expect(inquiry).toMatchObject({
      name: "Grace Whitfield",
      origin: "contact_form",
      interest: "wedding",
      source: { ref: "instagram", utmCampaign: "spring" },
      // Read in the studio's country (New York).
      phone: "+12125550147",
      stage: "new",
      followUpOn: today,
      followUpNote: "Reply to their message",
    });
    const db = await getDb();
    const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.id, inquiry.contactMessageId!));
    expect(stored).toMatchObject({ studioId: page.studio.id, subject: "Wedding dance", ip: "198.51.100.60" });

    const [mail] = (await mailbox.deliver(page.owner.user.email)).filter((item) => item.subject === "New message from Grace Whitfield");
    expect(mail, "the owner's e-mail").toBeDefined();
    expect(mail.text).toContain("could you teach us a slow foxtrot?");
    expect(mail.text).toContain("Interested in: Wedding dance");
    expect(mail.text).toContain("Came from: instagram · spring");
    expect(mail.text).toContain(`/app/inquiries/${inquiry.id}`);

    // The same visitor writes again from another network: one inquiry, both messages in its history.
    const again = await send(message({ message: "Also: do you teach on Sunday afternoons?", interest: "social" }), "198.51.100.61");
    expect(again.status).toBe(201);
    const rows = await inquiriesOf("grace.contact@example.test");
    expect(rows).toHaveLength(1);
    expect(rows[0].interest).toBe("wedding");
    const read = await callRoute(inquiryRoute, { token: page.owner.token, params: { id: inquiry.id } });
    expect(read.body.inquiry.history.messages.map((item: { message: string }) => item.message)).toEqual([
      "Also: do you teach on Sunday afternoons?",
      "Our wedding is in October: could you teach us a slow foxtrot?",
    ]);
    const events = await db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, inquiry.id));
    expect(events.map((event) => event.stage)).toEqual(["new"]);
  });

  it("fills in what a visitor's earlier inquiry lacked: a phone, a source, an interest", async () => {
    expect((await send(message({ email: "fill@example.test", phone: "", interest: "other" }), "198.51.100.62")).status).toBe(201);
    expect((await send(message({ email: "fill@example.test", interest: "fitness", utmSource: "google" }), "198.51.100.63")).status).toBe(
      201,
    );
    const [inquiry] = await inquiriesOf("fill@example.test");
    expect(inquiry).toMatchObject({ phone: "+12125550147", interest: "fitness", source: { utmSource: "google" } });
  });

  it("takes five messages an hour from one address, then answers 429 with Retry-After and keeps nothing", async () => {
    for (let index = 0; index < 5; index++)
      expect((await send(message({ email: `often${index}@example.test` }), "198.51.100.70")).status).toBe(201);
    const sixth = await send(message({ email: "often5@example.test" }), "198.51.100.70");
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await inquiriesOf("often5@example.test")).toEqual([]);
    // Another address is not held back.
    expect((await send(message({ email: "often5@example.test" }), "198.51.100.71")).status).toBe(201);
  });

  it("answers 400 naming each bad field, and keeps nothing", async () => {
    const bad = await send(message({ email: "bad@", interest: "tango", message: "hi" }), "198.51.100.80");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["email", "interest", "message"]);
    expect(bad.body.error.fields.interest).toBe("Choose what you would like to dance for.");
    const phone = await send(message({ email: "phone@example.test", phone: "call me maybe" }), "198.51.100.81");
    expect(phone.status).toBe(400);
    expect(Object.keys(phone.body.error.fields)).toEqual(["phone"]);
    expect(await inquiriesOf("phone@example.test")).toEqual([]);
  });

  it("answers a bot that fills the honeypot as if it worked and keeps nothing; an unknown page is 404", async () => {
    const bot = await send(message({ email: "bot@example.test", website: "https://spam.example" }), "198.51.100.90");
    expect(bot.status).toBe(201);
    expect(await inquiriesOf("bot@example.test")).toEqual([]);
    const db = await getDb();
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, "bot@example.test"))).toEqual([]);
    expect((await send(message(), "198.51.100.91", "no-such-studio")).status).toBe(404);
  });
});

describe("a waitlist place promoted to a booked place", () => {
  it("moves the student's inquiry to first lesson booked, like any booking", async () => {
    const s = await makeScheduleStudio();
    const event = await makeEvent(s.studio.id, {
      serviceId: s.groupClass.id,
      instructorId: s.instructor.id,
      startsAt: hoursFromNow(72),
      capacity: 1,
    });
    const [first, waiting] = [await makeStudentMember(s.studio.id), await makeStudentMember(s.studio.id)];
    const db = await getDb();
    const [inquiry] = await db
      .insert(inquiries)
      .values({ studioId: s.studio.id, studentId: waiting.student.id, name: "Wendy Waiting", origin: "walk_in" })
      .returning();
    await db
      .insert(inquiryEvents)
      .values({ studioId: s.studio.id, inquiryId: inquiry.id, stage: "new", at: new Date(Date.now() - 60_000) });

    const booked = await callRoute(bookRoute, { token: first.token, params: { id: event.id }, body: {} });
    const queued = await callRoute(bookRoute, { token: waiting.token, params: { id: event.id }, body: {} });
    expect(queued.body.booking.status).toBe("waitlisted");
    // A waitlist place is no lesson booked yet.
    expect((await db.select().from(inquiries).where(eq(inquiries.id, inquiry.id)))[0].stage).toBe("new");

    const cancelled = await callRoute(cancelRoute, { method: "DELETE", token: first.token, params: { id: booked.body.booking.id } });
    expect(cancelled.status).toBe(200);
    const [after] = await db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(after.stage).toBe("first_lesson_booked");
    const stages = await db
      .select({ stage: inquiryEvents.stage })
      .from(inquiryEvents)
      .where(eq(inquiryEvents.inquiryId, inquiry.id))
      .orderBy(asc(inquiryEvents.at));
    expect(stages.map((row) => row.stage)).toEqual(["new", "first_lesson_booked"]);
  });
});

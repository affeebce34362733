import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as confirmRoute } from "@/app/api/public/studios/[slug]/trial/confirm/route";
import { POST as trialRoute } from "@/app/api/public/studios/[slug]/trial/route";
import { GET as summaryRoute } from "@/app/api/reports/summary/route";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { bookings, invites, studentSources, students, studios, trialConfirmations, trialRequests, users } from "@/lib/db/schema";
import { startMailbox } from "../notifications/mail-helpers";
import { callRoute } from "../helpers/call-route";
import { balanceOf } from "../helpers/money-factory";
import { makeStudent } from "../helpers/people-factory";
import { makePublicStudio } from "./public-fixture";

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => mailbox.close());

let address = 0;
/** Each test from its own network address, so the per-address throttle only counts its own attempts. */
const book = (slug: string, body: unknown, ip = `198.51.100.${++address}`) =>
  callRoute(trialRoute, { params: { slug }, body, headers: { "x-forwarded-for": ip }, path: `/api/public/studios/${slug}/trial` });

const email = (name: string) => `${name}-${Date.now()}-${address}@example.test`;

/** The "Confirm your first lesson" e-mail that arrived for `to`, and its link's token. */
async function confirmationMail(slug: string, to: string) {
  const mail = (await mailbox.deliver(to)).filter((item) => item.subject?.startsWith("Confirm your first lesson")).at(-1);
  const token = new RegExp(`/s/${slug}/trial/confirm/([A-Za-z0-9_-]+)`).exec(mail?.text ?? "")?.[1];
  return { mail, token };
}

/** Follows the link from the e-mail: the confirmation page's button. */
const confirm = (slug: string, token: string) =>
  callRoute(confirmRoute, { params: { slug }, body: { token }, path: `/api/public/studios/${slug}/trial/confirm` });

async function bookAndConfirm(slug: string, body: { email: string } & Record<string, unknown>) {
  const asked = await book(slug, body);
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const { token } = await confirmationMail(slug, body.email);
  return confirm(slug, token!);
}

describe("POST /api/public/studios/{slug}/trial", () => {
  it("books nothing until the address confirms; then books the new visitor, makes them a student with their source, and invites them", async () => {
    const { studio, owner, slug, event } = await makePublicStudio();
    const to = email("newcomer");
    const answer = await book(slug, {
      eventId: event.id,
      name: "Nina Novak",
      email: to,
      phone: "+1 212 555 0134",
      ref: "flyer",
      utmSource: "instagram",
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      status: "check_email",
      message: "Check your e-mail: follow the link we sent you to confirm your lesson.",
    });
    const db = await getDb();
    const byEmail = and(eq(students.studioId, studio.id), eq(students.email, to));
    expect(await db.select().from(students).where(byEmail)).toHaveLength(0);

    const { mail, token } = await confirmationMail(slug, to);
    expect(mail?.subject).toBe(`Confirm your first lesson at ${studio.name}`);
    expect(mail?.text).toContain("Nothing is booked until you confirm it.");
    expect(mail?.text).toContain(`${env.SITE_URL}/s/${slug}/trial/confirm/`);
    const [stored] = await db.select().from(trialConfirmations).where(eq(trialConfirmations.email, to));
    expect(stored.tokenHash).not.toContain(token);

    const confirmed = await confirm(slug, token!);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toEqual({ status: "booked", message: expect.stringContaining("You're booked.") });
    // The owner hears of it once it is booked.
    const toOwner = (await mailbox.deliver(owner.user.email)).filter((mail) => mail.subject?.startsWith("New first lesson: Nina Novak"));
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0].text).toContain("Nina Novak booked");
    const [student] = await db.select().from(students).where(byEmail);
    expect(student).toMatchObject({ name: "Nina Novak", phone: "+12125550134", userId: null });
    const [place] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.eventId, event.id), eq(bookings.studentId, student.id)));
    expect(place.status).toBe("booked");
    const [source] = await db.select().from(studentSources).where(eq(studentSources.studentId, student.id));
    expect(source).toMatchObject({ label: "flyer", source: { ref: "flyer", utmSource: "instagram" } });
    const invitation = (await mailbox.deliver(to)).find((item) => item.subject?.includes("set your password"));
    expect(invitation?.text).toContain("Your place in Bronze Waltz is booked.");
    expect(invitation?.text).toMatch(/\/invite\/[A-Za-z0-9_-]{20,}/);

    // The reports' new-student figures count them by source, beside those the studio added itself.
    const summary = await callRoute(summaryRoute, { token: owner.token, path: "/api/reports/summary" });
    const sources = summary.body.tables.find((table: { key: string }) => table.key === "sources");
    expect(sources.rows).toEqual(
      expect.arrayContaining([
        { source: "flyer", students: 1 },
        { source: "Added by the studio", students: 1 },
      ]),
    );
  });

  it("a student the studio added without an account: a visitor typing their e-mail books nothing and charges nothing; the address's reader confirms once", async () => {
    const { studio, slug, event } = await makePublicStudio();
    const db = await getDb();
    const known = await makeStudent(studio.id, { name: "Karen Known", email: `karen-${Date.now()}@example.test` });
    const answer = await book(slug, { eventId: event.id, name: "Not Karen", email: known.email });
    expect(answer.status).toBe(201);
    // The same answer as for an address the studio has never seen.
    const stranger = email("stranger");
    const other = await book(slug, { eventId: event.id, name: "Stranger", email: stranger });
    expect(answer.body).toEqual(other.body);

    const placesOf = () =>
      db
        .select()
        .from(bookings)
        .where(and(eq(bookings.eventId, event.id), eq(bookings.studentId, known.id)));
    expect(await placesOf()).toHaveLength(0);
    expect(await balanceOf(known.id)).toBe(0);
    expect(await db.select().from(trialRequests).where(eq(trialRequests.studentId, known.id))).toHaveLength(0);

    // Only the reader of Karen's inbox can book it: in Karen's name, on Karen's record.
    const { token } = await confirmationMail(slug, known.email!);
    const [first, second] = await Promise.all([confirm(slug, token!), confirm(slug, token!)]);
    expect([first.status, second.status].sort()).toEqual([200, 410]);
    const places = await placesOf();
    expect(places).toHaveLength(1);
    expect(places[0].status).toBe("booked");
    // Confirmed, it is billed as any booking of theirs is: once.
    const charged = await balanceOf(known.id);
    expect(charged).toBe(9500);
    const again = await confirm(slug, token!);
    expect(again.status).toBe(410);
    expect(again.body.error.message).toMatch(/already confirmed/);
    expect(await placesOf()).toHaveLength(1);
    expect(await balanceOf(known.id)).toBe(charged);
    expect(
      await db
        .select()
        .from(students)
        .where(and(eq(students.studioId, studio.id), eq(students.email, known.email!))),
    ).toHaveLength(1);
  });

  it("e-mails the confirmation link on the site's own address even when the request names another host", async () => {
    const { slug, event } = await makePublicStudio();
    const to = email("forged-host");
    const answer = await callRoute(trialRoute, {
      params: { slug },
      body: { eventId: event.id, name: "Hana Host", email: to },
      headers: { host: "evil.example", "x-forwarded-for": `198.51.100.${++address}` },
      path: `http://evil.example/api/public/studios/${slug}/trial`,
    });
    expect(answer.status).toBe(201);
    const { mail, token } = await confirmationMail(slug, to);
    expect(mail?.text).toContain(`${env.SITE_URL}/s/${slug}/trial/confirm/`);
    expect(mail?.text).not.toContain("evil.example");
    expect((await confirm(slug, token!)).status).toBe(200);
    const [invitation] = (await mailbox.deliver(to)).filter((item) => item.subject?.includes("set your password"));
    expect(invitation.text).toContain(`${env.SITE_URL}/invite/`);
    expect(invitation.text).not.toContain("evil.example");
  });

  it("books a free private-lesson time of a shown instructor; a time taken meanwhile is refused at confirmation, and the link still works", async () => {
    const { studio, slug, shown } = await makePublicStudio();
    const { GET } = await import("@/app/api/public/studios/[slug]/private-slots/route");
    const path = `/api/public/studios/${slug}/private-slots`;
    const [firstDay] = (await callRoute(GET, { params: { slug }, path })).body.days;
    const day = await callRoute(GET, { params: { slug }, path: `${path}?date=${firstDay}` });
    const [slot] = day.body.instructors.find((item: { instructorId: string }) => item.instructorId === shown.id).times;
    const late = email("late");
    // Two visitors ask for the same time; the first to confirm gets it.
    expect((await book(slug, { instructorId: shown.id, startsAt: slot.startsAt, name: "Late Comer", email: late })).status).toBe(201);
    const booked = await bookAndConfirm(slug, {
      instructorId: shown.id,
      startsAt: slot.startsAt,
      name: "Paul Private",
      email: email("private"),
    });
    expect(booked.status).toBe(200);
    const { token } = await confirmationMail(slug, late);
    const taken = await confirm(slug, token!);
    expect(taken.status).toBe(409);
    const db = await getDb();
    expect(
      await db
        .select()
        .from(students)
        .where(and(eq(students.studioId, studio.id), eq(students.email, late))),
    ).toHaveLength(0);
    const [kept] = await db.select().from(trialConfirmations).where(eq(trialConfirmations.email, late));
    expect(kept.usedAt).toBeNull();
  });

  it("answers 409 for a full class and keeps no half-made student", async () => {
    const { studio, slug, fullEvent } = await makePublicStudio();
    const to = email("full");
    const answer = await book(slug, { eventId: fullEvent.id, name: "Fay Full", email: to });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe("class_full");
    const db = await getDb();
    expect(
      await db
        .select()
        .from(students)
        .where(and(eq(students.studioId, studio.id), eq(students.email, to))),
    ).toHaveLength(0);
    expect(await mailbox.deliver(to)).toHaveLength(0);
  });

  it("gives an address with an account the same answer, books nothing, and e-mails 'sign in to confirm'", async () => {
    const { studio, slug, event, member } = await makePublicStudio();
    const answer = await book(slug, { eventId: event.id, name: "Someone", email: member.user.email });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      status: "check_email",
      message: "Check your e-mail: follow the link we sent you to confirm your lesson.",
    });
    const db = await getDb();
    const rows = await db.select().from(trialRequests).where(eq(trialRequests.studioId, studio.id));
    expect(rows).toHaveLength(0);
    const mails = await mailbox.deliver(member.user.email);
    expect(mails.at(-1)?.subject).toContain("Sign in to confirm");
  });

  it("leaves the first lesson pending, once confirmed, when the studio confirms first lessons", async () => {
    const { studio, slug, event } = await makePublicStudio({ trialNeedsConfirmation: true });
    const to = email("pending");
    const confirmed = await bookAndConfirm(slug, { eventId: event.id, name: "Pat Pending", email: to });
    expect(confirmed.body.status).toBe("requested");
    const db = await getDb();
    const [request] = await db.select().from(trialRequests).where(eq(trialRequests.studioId, studio.id));
    expect(request.status).toBe("pending");
    expect(await db.select().from(bookings).where(eq(bookings.studentId, request.studentId))).toHaveLength(0);
    const mails = await mailbox.deliver(to);
    expect(mails.find((mail) => mail.subject?.includes("set your password"))?.text).toContain("will confirm your place in Bronze Waltz");
  });

  it("refuses an expired link, an unknown one, and one for another studio's page", async () => {
    const { slug, event } = await makePublicStudio();
    const other = await makePublicStudio();
    const to = email("expiring");
    await book(slug, { eventId: event.id, name: "Ex Piring", email: to });
    const { token } = await confirmationMail(slug, to);
    expect((await confirm(other.slug, token!)).status).toBe(404);
    expect((await confirm(slug, "x".repeat(43))).status).toBe(404);
    const db = await getDb();
    await db
      .update(trialConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(trialConfirmations.email, to));
    const expired = await confirm(slug, token!);
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toMatch(/expired/);
  });

  it("a filled honeypot is told it worked, and nothing is created or sent", async () => {
    const { studio, slug, event } = await makePublicStudio();
    const to = email("bot");
    const answer = await book(slug, { eventId: event.id, name: "Bot", email: to, website: "http://spam.example" });
    expect(answer.status).toBe(201);
    const db = await getDb();
    expect(
      await db
        .select()
        .from(students)
        .where(and(eq(students.studioId, studio.id), eq(students.email, to))),
    ).toHaveLength(0);
    expect(await db.select().from(users).where(eq(users.email, to))).toHaveLength(0);
    expect(await db.select().from(invites).where(eq(invites.email, to))).toHaveLength(0);
    expect(await db.select().from(trialConfirmations).where(eq(trialConfirmations.email, to))).toHaveLength(0);
    expect(await mailbox.deliver(to)).toHaveLength(0);
  });

  it("throttles one address after 10 attempts an hour, and one e-mail after 3", async () => {
    const { slug, event } = await makePublicStudio();
    const ip = "192.0.2.77";
    const statuses = [];
    for (let index = 0; index < 11; index++)
      statuses.push((await book(slug, { eventId: event.id, name: "Bot", email: email(`t${index}`), website: "x" }, ip)).status);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    const limited = await book(slug, { eventId: event.id, name: "Bot", email: email("t11") }, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);

    const same = email("same");
    const results = [];
    for (let index = 0; index < 4; index++) results.push((await book(slug, { eventId: event.id, name: "Sam", email: same })).status);
    expect(results.at(-1)).toBe(429);
  });

  it("reads the phone number in the studio's country, and gives that country's example when it can't", async () => {
    const { studio, slug, event } = await makePublicStudio();
    const db = await getDb();
    await db.update(studios).set({ timeZone: "Europe/London" }).where(eq(studios.id, studio.id));
    const to = email("londoner");
    const uk = await book(slug, { eventId: event.id, name: "Olive Hart", email: to, phone: "07911 123456" });
    expect(uk.status, JSON.stringify(uk.body)).toBe(201);
    const { token } = await confirmationMail(slug, to);
    expect((await confirm(slug, token!)).status).toBe(200);
    const [student] = await db
      .select()
      .from(students)
      .where(and(eq(students.studioId, studio.id), eq(students.email, to)));
    expect(student.phone).toBe("+447911123456");
    const wrong = await book(slug, { eventId: event.id, name: "Olive Hart", email: email("wrong"), phone: "0791 12" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ phone: "Enter a phone number, e.g. 07400 123456." });
  });

  it("refuses a class and a private time at once, a bad phone, and a page that is off", async () => {
    const { slug, event, shown } = await makePublicStudio();
    const both = await book(slug, {
      eventId: event.id,
      instructorId: shown.id,
      startsAt: new Date().toISOString(),
      name: "A",
      email: email("both"),
    });
    expect(both.status).toBe(400);
    const phone = await book(slug, { eventId: event.id, name: "A", email: email("phone"), phone: "12" });
    expect(phone.body.error.fields.phone).toContain("phone number");
    const off = await makePublicStudio({ enabled: false });
    expect((await book(off.slug, { eventId: off.event.id, name: "A", email: email("off") })).status).toBe(404);
  });
});

describe("POST /api/trial-requests/{id}/confirm|decline", () => {
  it("the owner confirms a waiting first lesson (booked through the booking services) or declines it; others get 403/404", async () => {
    const { studio, owner, slug, event, member } = await makePublicStudio({ trialNeedsConfirmation: true });
    const { GET: listRoute } = await import("@/app/api/trial-requests/route");
    const { POST: ownerConfirmRoute } = await import("@/app/api/trial-requests/[id]/confirm/route");
    const { POST: declineRoute } = await import("@/app/api/trial-requests/[id]/decline/route");
    await bookAndConfirm(slug, { eventId: event.id, name: "Cora Confirm", email: email("confirm") });
    await bookAndConfirm(slug, { eventId: event.id, name: "Dan Decline", email: email("decline") });
    const list = await callRoute(listRoute, { token: owner.token });
    expect(list.body.trialRequests.map((item: { studentName: string }) => item.studentName).sort()).toEqual([
      "Cora Confirm",
      "Dan Decline",
    ]);
    const [cora, dan] = [...list.body.trialRequests].sort((a: { studentName: string }, b: { studentName: string }) =>
      a.studentName.localeCompare(b.studentName),
    );
    expect((await callRoute(ownerConfirmRoute, { token: member.token, params: { id: cora.id }, method: "POST" })).status).toBe(403);
    const confirmed = await callRoute(ownerConfirmRoute, { token: owner.token, params: { id: cora.id }, method: "POST" });
    expect(confirmed.body).toEqual({ status: "booked" });
    const declined = await callRoute(declineRoute, { token: owner.token, params: { id: dan.id }, method: "POST" });
    expect(declined.body).toEqual({ status: "declined" });
    expect((await callRoute(ownerConfirmRoute, { token: owner.token, params: { id: cora.id }, method: "POST" })).status).toBe(409);
    const db = await getDb();
    const places = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.studioId, studio.id), eq(bookings.eventId, event.id)));
    expect(places).toHaveLength(2); // the fixture's student and Cora
    const other = await makePublicStudio();
    expect((await callRoute(ownerConfirmRoute, { token: other.owner.token, params: { id: dan.id }, method: "POST" })).status).toBe(404);
  });
});

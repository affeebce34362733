import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as trialRoute } from "@/app/api/public/studios/[slug]/trial/route";
import { GET as summaryRoute } from "@/app/api/reports/summary/route";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { bookings, invites, studentSources, students, trialRequests, users } from "@/lib/db/schema";
import { startMailbox } from "../notifications/mail-helpers";
import { callRoute } from "../helpers/call-route";
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

describe("POST /api/public/studios/{slug}/trial", () => {
  it("books a new visitor into the class, makes them a student with their source, and e-mails the invitation", async () => {
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
    expect(answer.body).toEqual({ status: "check_email", message: expect.stringContaining("sent you an e-mail") });
    const db = await getDb();
    const [student] = await db
      .select()
      .from(students)
      .where(and(eq(students.studioId, studio.id), eq(students.email, to)));
    expect(student).toMatchObject({ name: "Nina Novak", phone: "+1 212 555 0134", userId: null });
    const [place] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.eventId, event.id), eq(bookings.studentId, student.id)));
    expect(place.status).toBe("booked");
    const [source] = await db.select().from(studentSources).where(eq(studentSources.studentId, student.id));
    expect(source).toMatchObject({ label: "flyer", source: { ref: "flyer", utmSource: "instagram" } });
    const mails = await mailbox.deliver(to);
    const invitation = mails.find((mail) => mail.subject?.includes("set your password"));
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

  it("e-mails the invitation on the site's own address even when the request names another host", async () => {
    const { slug, event } = await makePublicStudio();
    const to = email("forged-host");
    const answer = await callRoute(trialRoute, {
      params: { slug },
      body: { eventId: event.id, name: "Hana Host", email: to },
      headers: { host: "evil.example", "x-forwarded-for": `198.51.100.${++address}` },
      path: `http://evil.example/api/public/studios/${slug}/trial`,
    });
    expect(answer.status).toBe(201);
    const [invitation] = (await mailbox.deliver(to)).filter((mail) => mail.subject?.includes("set your password"));
    expect(invitation.text).toContain(`${env.SITE_URL}/invite/`);
    expect(invitation.text).not.toContain("evil.example");
  });

  it("books a free private-lesson time of a shown instructor", async () => {
    const { slug, shown } = await makePublicStudio();
    const { GET } = await import("@/app/api/public/studios/[slug]/timetable/route");
    const timetable = await callRoute(GET, { params: { slug }, path: `/api/public/studios/${slug}/timetable` });
    const slot = timetable.body.timetable.privateSlots[0];
    const answer = await book(slug, { instructorId: shown.id, startsAt: slot.startsAt, name: "Paul Private", email: email("private") });
    expect(answer.status).toBe(201);
    // The same time again: no longer free.
    const again = await book(slug, { instructorId: shown.id, startsAt: slot.startsAt, name: "Late Comer", email: email("late") });
    expect(again.status).toBe(409);
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
  });

  it("gives an address with an account the same answer, books nothing, and e-mails 'sign in to confirm'", async () => {
    const { studio, slug, event, member } = await makePublicStudio();
    const answer = await book(slug, { eventId: event.id, name: "Someone", email: member.user.email });
    expect(answer.status).toBe(201);
    expect(answer.body.status).toBe("check_email");
    const db = await getDb();
    const rows = await db.select().from(trialRequests).where(eq(trialRequests.studioId, studio.id));
    expect(rows).toHaveLength(0);
    const mails = await mailbox.deliver(member.user.email);
    expect(mails.at(-1)?.subject).toContain("Sign in to confirm");
  });

  it("leaves the first lesson pending when the studio confirms first lessons", async () => {
    const { studio, slug, event } = await makePublicStudio({ trialNeedsConfirmation: true });
    const to = email("pending");
    expect((await book(slug, { eventId: event.id, name: "Pat Pending", email: to })).status).toBe(201);
    const db = await getDb();
    const [request] = await db.select().from(trialRequests).where(eq(trialRequests.studioId, studio.id));
    expect(request.status).toBe("pending");
    expect(await db.select().from(bookings).where(eq(bookings.studentId, request.studentId))).toHaveLength(0);
    const mails = await mailbox.deliver(to);
    expect(mails[0].text).toContain("will confirm your place in Bronze Waltz");
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
    const { POST: confirmRoute } = await import("@/app/api/trial-requests/[id]/confirm/route");
    const { POST: declineRoute } = await import("@/app/api/trial-requests/[id]/decline/route");
    await book(slug, { eventId: event.id, name: "Cora Confirm", email: email("confirm") });
    await book(slug, { eventId: event.id, name: "Dan Decline", email: email("decline") });
    const list = await callRoute(listRoute, { token: owner.token });
    expect(list.body.trialRequests.map((item: { studentName: string }) => item.studentName).sort()).toEqual([
      "Cora Confirm",
      "Dan Decline",
    ]);
    const [cora, dan] = [...list.body.trialRequests].sort((a: { studentName: string }, b: { studentName: string }) =>
      a.studentName.localeCompare(b.studentName),
    );
    expect((await callRoute(confirmRoute, { token: member.token, params: { id: cora.id }, method: "POST" })).status).toBe(403);
    const confirmed = await callRoute(confirmRoute, { token: owner.token, params: { id: cora.id }, method: "POST" });
    expect(confirmed.body).toEqual({ status: "booked" });
    const declined = await callRoute(declineRoute, { token: owner.token, params: { id: dan.id }, method: "POST" });
    expect(declined.body).toEqual({ status: "declined" });
    expect((await callRoute(confirmRoute, { token: owner.token, params: { id: cora.id }, method: "POST" })).status).toBe(409);
    const db = await getDb();
    const places = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.studioId, studio.id), eq(bookings.eventId, event.id)));
    expect(places).toHaveLength(2); // the fixture's student and Cora
    const other = await makePublicStudio();
    expect((await callRoute(confirmRoute, { token: other.owner.token, params: { id: dan.id }, method: "POST" })).status).toBe(404);
  });
});

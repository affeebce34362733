import { and, eq } from "drizzle-orm";
import { getExpectedTwilioSignature } from "twilio/lib/webhooks/webhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DELETE as cancelRoute } from "@/app/api/bookings/[id]/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { GET as getSms, PATCH as patchSms } from "@/app/api/me/sms/route";
import { POST as twilioWebhook } from "@/app/api/webhooks/twilio/route";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { getDb } from "@/lib/db/client";
import { notificationPreferences, outboxMessages, studios } from "@/lib/db/schema";
import { scanDueNotices } from "@/lib/notifications/scan";
import { createSmsSender, setSmsSettingsForTests } from "@/lib/notifications/sms-transport";
import { drainOutbox } from "@/lib/notifications/worker";
import { callRoute } from "../helpers/call-route";
import { makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";
import { startTwilioStandIn } from "../helpers/twilio-stand-in";

let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
beforeAll(async () => {
  twilio = await startTwilioStandIn();
  setSmsSettingsForTests(twilio.settings);
});
afterEach(() => {
  twilio.requests.length = 0;
  setSmsSettingsForTests(twilio.settings);
});
afterAll(async () => {
  setSmsSettingsForTests(undefined);
  await twilio.stop();
});

const sendTexts = async (now: Date) =>
  drainOutbox(await getDb(), { transport: null, sms: createSmsSender(twilio.settings), from: "x", now: () => now });

/** The day after tomorrow, 7:00 PM in New York: always 24 h+ ahead, so its reminder window opens later. */
function lessonStart() {
  const today = instantToLocal(new Date(), "America/New_York").date;
  return localToInstant(addDays(today, 2), "19:00", "America/New_York");
}

async function bookedStudent() {
  const s = await makeScheduleStudio();
  const startsAt = lessonStart();
  const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt, capacity: 1 });
  const me = await makeStudentMember(s.studio.id);
  const booked = await callRoute(bookRoute, { token: me.token, params: { id: event.id }, body: {} });
  expect(booked.status).toBe(201);
  return { s, event, me, startsAt, bookingId: booked.body.booking.id as string };
}

const optIn = (token: string, phone = "(212) 555-0134") => callRoute(patchSms, { method: "PATCH", token, body: { enabled: true, phone } });

async function smsRows(studioId: string) {
  const db = await getDb();
  return db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.studioId, studioId), eq(outboxMessages.channel, "sms")));
}

function signedWebhook(params: Record<string, string>, signature?: string) {
  const url = "http://localhost:3000/api/webhooks/twilio";
  return callRoute(twilioWebhook, {
    method: "POST",
    body: new URLSearchParams(params).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": signature ?? getExpectedTwilioSignature(twilio.settings.authToken, url, params),
    },
  });
}

describe("Text me reminders (the person's own choice)", () => {
  it("stores the number in E.164 from the studio's country, and refuses a number without its area code by field", async () => {
    const { me } = await bookedStudent();
    const saved = await optIn(me.token);
    expect(saved.status).toBe(200);
    expect(saved.body.sms).toMatchObject({ available: true, allowed: true, enabled: true, phone: "(212) 555-0134" });
    const db = await getDb();
    const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, me.user.id));
    expect(row.smsPhone).toBe("+12125550134");

    const bad = await optIn(me.token, "555-0134");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ phone: "Enter a phone number, e.g. (201) 555-0123." });
  });

  it("is for students and instructors only, needs Pro, and is hidden without SMS settings", async () => {
    const { s, me } = await bookedStudent();
    expect((await optIn(s.owner.token)).status).toBe(403);
    expect((await optIn(s.instructorMember.token)).status).toBe(200);

    const db = await getDb();
    await db.update(studios).set({ plan: "basic" }).where(eq(studios.id, s.studio.id));
    const refused = await optIn(me.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: "plan_required", feature: "sms_notifications", plan: "pro", planName: "Pro" });
    expect((await callRoute(getSms, { token: me.token })).body.sms).toMatchObject({ available: true, allowed: false, planName: "Pro" });

    setSmsSettingsForTests(null);
    expect((await callRoute(getSms, { token: me.token })).body.sms).toEqual({ available: false });
    expect((await optIn(me.token)).status).toBe(404);
  });
});

describe("texts through the outbox", () => {
  it("a reminder goes once, as exactly the request Twilio expects, beside the e-mail", async () => {
    const { s, me, startsAt } = await bookedStudent();
    await optIn(me.token);
    const db = await getDb();
    const dueAt = new Date(startsAt.getTime() - 20 * 3600_000);
    // Two scans at once (two processes): the unique key keeps one e-mail and one text.
    await Promise.all([scanDueNotices(db, dueAt), scanDueNotices(db, dueAt)]);
    const queued = await db.select().from(outboxMessages).where(eq(outboxMessages.studioId, s.studio.id));
    expect(
      queued
        .filter((row) => row.kind === "reminder")
        .map((row) => row.channel)
        .sort(),
    ).toEqual(["email", "sms"]);
    // Only this studio's texts from here on (the file's other studios may have theirs due too).
    await sendTexts(new Date(0));
    twilio.requests.length = 0;

    // Two workers draining at once: each text is claimed by one of them.
    await Promise.all([sendTexts(dueAt), sendTexts(dueAt)]);
    expect(twilio.requests.filter((request) => request.form.Body.startsWith(s.studio.name))).toEqual([
      {
        method: "POST",
        path: `/2010-04-01/Accounts/${twilio.settings.accountSid}/Messages.json`,
        authorization: `Basic ${Buffer.from(`${twilio.settings.accountSid}:${twilio.settings.authToken}`).toString("base64")}`,
        form: {
          To: "+12125550134",
          From: "+12125550100",
          Body: `${s.studio.name}: reminder — Bronze Waltz with Maria L. tomorrow 7:00 PM. Reply STOP to opt out.`,
        },
      },
    ]);
    const [row] = await smsRows(s.studio.id);
    expect(row).toMatchObject({ status: "sent", kind: "reminder", recipient: "+12125550134" });
    await sendTexts(new Date(dueAt.getTime() + 3600_000));
    expect(twilio.requests.filter((request) => request.form.Body.startsWith(s.studio.name))).toHaveLength(1);
  });

  it("none without opting in, on Basic, or after a cancellation; a Twilio 400 is a permanent failure", async () => {
    const { s, startsAt } = await bookedStudent();
    const db = await getDb();
    const dueAt = new Date(startsAt.getTime() - 20 * 3600_000);
    await scanDueNotices(db, dueAt);
    expect(await smsRows(s.studio.id)).toHaveLength(0);

    const other = await bookedStudent();
    await optIn(other.me.token);
    await db.update(studios).set({ plan: "basic" }).where(eq(studios.id, other.s.studio.id));
    await scanDueNotices(db, dueAt);
    expect(await smsRows(other.s.studio.id)).toHaveLength(0);

    const third = await bookedStudent();
    await optIn(third.me.token);
    await scanDueNotices(db, dueAt);
    await callRoute(cancelRoute, { method: "DELETE", token: third.me.token, params: { id: third.bookingId } });
    expect((await smsRows(third.s.studio.id)).map((row) => row.status)).toEqual(["suppressed"]);

    await sendTexts(dueAt);
    const fourth = await bookedStudent();
    await optIn(fourth.me.token, "+1 212 555 0199");
    await scanDueNotices(db, dueAt);
    twilio.failNext(400, 21614, "'To' number is not a valid mobile number");
    expect((await sendTexts(dueAt)).failed).toBe(1);
    expect((await smsRows(fourth.s.studio.id))[0]).toMatchObject({ status: "failed", lastError: expect.stringContaining("mobile") });
  });

  it("a student moved up from the waitlist gets a text", async () => {
    const { s, event, me, bookingId } = await bookedStudent();
    const waiting = await makeStudentMember(s.studio.id);
    await optIn(waiting.token, "212-555-0177");
    expect((await callRoute(bookRoute, { token: waiting.token, params: { id: event.id }, body: {} })).body.booking.status).toBe(
      "waitlisted",
    );
    await callRoute(cancelRoute, { method: "DELETE", token: me.token, params: { id: bookingId } });
    const now = new Date();
    await sendTexts(now);
    expect(twilio.requests.map((request) => request.form.To)).toEqual(["+12125550177"]);
    expect(twilio.requests[0].form.Body).toMatch(
      new RegExp(
        `^${s.studio.name}: you're in — a place opened in Bronze Waltz with Maria L\\. \\w{3} \\w{3} \\d+ 7:00 PM\\. Reply STOP to opt out\\.$`,
      ),
    );
  });
});

describe("POST /api/webhooks/twilio", () => {
  it("STOP (signed) turns texts off so no reminder is texted; START turns them back on; a bad signature changes nothing", async () => {
    const { s, me, startsAt } = await bookedStudent();
    await optIn(me.token);
    const db = await getDb();
    const prefs = async () => (await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, me.user.id)))[0];

    const forged = await signedWebhook({ From: "+12125550134", Body: "STOP" }, "not-a-signature");
    expect(forged.status).toBe(403);
    expect((await prefs()).smsEnabled).toBe(true);

    const stopped = await signedWebhook({ From: "+12125550134", To: "+12125550100", Body: " stop " });
    expect(stopped.status).toBe(200);
    expect(stopped.headers.get("content-type")).toContain("text/xml");
    expect((await prefs()).smsEnabled).toBe(false);
    await scanDueNotices(db, new Date(startsAt.getTime() - 20 * 3600_000));
    expect(await smsRows(s.studio.id)).toHaveLength(0);
    expect((await callRoute(getSms, { token: me.token })).body.sms).toMatchObject({ enabled: false, stopped: true });

    await signedWebhook({ From: "+12125550134", Body: "START" });
    expect((await prefs()).smsEnabled).toBe(true);

    setSmsSettingsForTests(null);
    expect((await signedWebhook({ From: "+12125550134", Body: "STOP" })).status).toBe(404);
  });
});

import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as cancelBookingRoute } from "@/app/api/bookings/[id]/route";
import { POST as postToBoard } from "@/app/api/board/posts/route";
import { DELETE as cancelEventRoute, PATCH as moveEventRoute } from "@/app/api/events/[id]/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { POST as subscribeRoute } from "@/app/api/me/push-subscriptions/route";
import { GET as outboxLogRoute } from "@/app/api/outbox/route";
import { PATCH as patchNotifications } from "@/app/api/me/notifications/route";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { getDb } from "@/lib/db/client";
import { outboxMessages, pushSubscriptions } from "@/lib/db/schema";
import { allowPushHostsForTests } from "@/lib/notifications/push-devices";
import { getVapidKeys } from "@/lib/notifications/push-keys";
import { createPushSender } from "@/lib/notifications/push-transport";
import { scanDueNotices } from "@/lib/notifications/scan";
import { drainOutbox } from "@/lib/notifications/worker";
import { callRoute } from "../helpers/call-route";
import { makeEvent, makeStudentMember } from "../helpers/people-factory";
import { startPushServiceStandIn, type PushServiceStandIn, type StandInDevice } from "../helpers/push-service-stand-in";
import { makeScheduleStudio } from "../helpers/studio-factory";

let pushService: PushServiceStandIn;
beforeAll(async () => {
  pushService = await startPushServiceStandIn();
  allowPushHostsForTests([pushService.host]);
});
afterAll(async () => {
  allowPushHostsForTests(undefined);
  await pushService.stop();
});

/** One worker round (until nothing is due) sending through web-push to the stand-in. */
async function sendPushes(now: Date) {
  const db = await getDb();
  const push = createPushSender(await getVapidKeys(db), { agent: pushService.agent });
  return drainOutbox(db, { transport: null, sms: null, push, from: "x", now: () => now });
}

const subscribe = (token: string, device: StandInDevice, name = "Chrome on Android") =>
  callRoute(subscribeRoute, { token, body: { ...device.subscription, device: name } });

/** The day after tomorrow, 7:00 PM in New York: its reminder is due 20 hours before, "tomorrow 7:00 PM". */
function lessonStart() {
  const today = instantToLocal(new Date(), "America/New_York").date;
  return localToInstant(addDays(today, 2), "19:00", "America/New_York");
}

async function bookedStudent(capacity = 1) {
  const s = await makeScheduleStudio();
  const startsAt = lessonStart();
  const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt, capacity });
  const me = await makeStudentMember(s.studio.id);
  const booked = await callRoute(bookRoute, { token: me.token, params: { id: event.id }, body: {} });
  expect(booked.status).toBe(201);
  return { s, event, me, startsAt, bookingId: booked.body.booking.id as string };
}

async function pushRowsOf(studioId: string) {
  const db = await getDb();
  return db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.studioId, studioId), eq(outboxMessages.channel, "push")));
}

describe("a reminder as a push notification", () => {
  it("reaches each of the student's devices exactly once with two workers racing, encrypted to the device's keys", async () => {
    const { s, me, startsAt, bookingId } = await bookedStudent();
    const [phone, laptop] = [pushService.device(), pushService.device()];
    expect((await subscribe(me.token, phone)).status).toBe(201);
    expect((await subscribe(me.token, laptop, "Firefox on Linux")).status).toBe(201);
    const db = await getDb();
    const dueAt = new Date(startsAt.getTime() - 20 * 3600_000);
    // Two scans at once (two processes): one e-mail, one push per device.
    await Promise.all([scanDueNotices(db, dueAt), scanDueNotices(db, dueAt)]);
    const rows = await pushRowsOf(s.studio.id);
    expect(rows).toHaveLength(2);
    const emailKey = `reminder:${bookingId}:${startsAt.getTime()}`;
    expect(rows.map((row) => row.dedupeKey).sort()).toEqual(
      [`${emailKey}:push:`, `${emailKey}:push:`].map((prefix, index) => prefix + rows[index].recipient).sort(),
    );

    // Two workers draining at once: each push is claimed by one of them.
    const results = await Promise.all([sendPushes(dueAt), sendPushes(dueAt)]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBeGreaterThanOrEqual(2);
    expect(pushService.failures).toEqual([]);
    const keys = await getVapidKeys(db);
    for (const device of [phone, laptop]) {
      const received = pushService.forDevice(device.id);
      expect(received).toHaveLength(1);
      expect(received[0].payload).toEqual({
        title: "Lesson reminder",
        body: "Your Bronze Waltz with Maria L. tomorrow 7:00 PM.",
        url: "/app/schedule",
      });
      expect(received[0].contentEncoding).toBe("aes128gcm");
      expect(received[0].vapid).toMatchObject({ aud: pushService.origin, publicKey: keys.publicKey });
      expect(received[0].vapid.sub).toMatch(/^(mailto:|https:\/\/)/);
    }
    expect((await pushRowsOf(s.studio.id)).map((row) => row.status)).toEqual(["sent", "sent"]);
    const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.user.id));
    expect(devices.every((device) => device.lastSentAt !== null)).toBe(true);

    // The owner's log lists each push beside the e-mail, as a push to a device.
    const log = await callRoute(outboxLogRoute, { token: s.owner.token });
    expect(log.body.messages.filter((message: { channel: string }) => message.channel === "push")).toEqual([
      expect.objectContaining({ subject: "Push: Lesson reminder", recipient: "a push device", status: "sent" }),
      expect.objectContaining({ subject: "Push: Lesson reminder", recipient: "a push device", status: "sent" }),
    ]);

    // Sending again finds nothing: once means once.
    await sendPushes(new Date(dueAt.getTime() + 60_000));
    expect(pushService.forDevice(phone.id)).toHaveLength(1);
  });

  it("a device the push service calls gone (410) is removed and its message fails as such; the other device still gets it", async () => {
    const { s, me, startsAt } = await bookedStudent();
    const [gone, kept] = [pushService.device(), pushService.device()];
    await subscribe(me.token, gone);
    await subscribe(me.token, kept);
    pushService.answer(gone.id, 410);
    const db = await getDb();
    const dueAt = new Date(startsAt.getTime() - 20 * 3600_000);
    await scanDueNotices(db, dueAt);
    await sendPushes(dueAt);

    const devices = await db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, me.user.id));
    expect(devices).toEqual([{ endpoint: kept.subscription.endpoint }]);
    const rows = await pushRowsOf(s.studio.id);
    const failed = rows.find((row) => row.status === "failed");
    expect(failed?.lastError).toBe("Device gone — the push service answered 410; it was removed");
    expect(failed?.attempts).toBe(1);
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(1);
    expect(pushService.forDevice(kept.id)).toHaveLength(1);
  });

  it("a 5xx from the push service is retried later, not failed", async () => {
    const { s, me, startsAt } = await bookedStudent();
    const flaky = pushService.device();
    await subscribe(me.token, flaky);
    pushService.answer(flaky.id, 503);
    const db = await getDb();
    const dueAt = new Date(startsAt.getTime() - 20 * 3600_000);
    await scanDueNotices(db, dueAt);
    await sendPushes(dueAt);
    const [row] = await pushRowsOf(s.studio.id);
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(dueAt.getTime());
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.user.id))).toHaveLength(1);
  });

  it("follows the person's push choice per kind, apart from their e-mail choice; the studio turning a kind off stops both", async () => {
    const { s, me, startsAt } = await bookedStudent();
    await subscribe(me.token, pushService.device());
    const db = await getDb();
    const dueAt = new Date(startsAt.getTime() - 20 * 3600_000);

    // E-mail reminders off, push on: the push still goes.
    const mutedMail = await callRoute(patchNotifications, { method: "PATCH", token: me.token, body: { mutedKinds: ["reminder"] } });
    expect(mutedMail.status).toBe(200);
    expect(mutedMail.body.push).toContainEqual({ kind: "reminder", label: "Lesson reminders", on: true });
    await scanDueNotices(db, dueAt);
    const reminders = await db
      .select({ channel: outboxMessages.channel, status: outboxMessages.status })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.studioId, s.studio.id), like(outboxMessages.dedupeKey, "reminder:%")));
    expect(reminders.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: "email", status: "suppressed" },
      { channel: "push", status: "queued" },
    ]);

    // Push reminders off: a second student's reminder in the same studio queues no push for them.
    const other = await makeStudentMember(s.studio.id);
    const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.otherInstructor.id, startsAt, capacity: 5 });
    expect((await callRoute(bookRoute, { token: other.token, params: { id: event.id }, body: {} })).status).toBe(201);
    await subscribe(other.token, pushService.device());
    const mutedPush = await callRoute(patchNotifications, { method: "PATCH", token: other.token, body: { pushMutedKinds: ["reminder"] } });
    expect(mutedPush.body.push).toContainEqual({ kind: "reminder", label: "Lesson reminders", on: false });
    await scanDueNotices(db, dueAt);
    expect((await pushRowsOf(s.studio.id)).filter((row) => row.userId === other.user.id)).toEqual([]);

    const refused = await callRoute(patchNotifications, {
      method: "PATCH",
      token: other.token,
      body: { pushMutedKinds: ["payment_receipt"] },
    });
    expect(refused.status).toBe(400);

    // The studio stops reminders: no push either, whatever the person chose.
    const studioOff = await callRoute(patchNotifications, {
      method: "PATCH",
      token: s.owner.token,
      body: { studio: { mutedKinds: ["reminder"] } },
    });
    expect(studioOff.status).toBe(200);
    const third = await makeStudentMember(s.studio.id);
    const unassigned = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt, capacity: 5 });
    expect((await callRoute(bookRoute, { token: third.token, params: { id: unassigned.id }, body: {} })).status).toBe(201);
    await subscribe(third.token, pushService.device());
    await scanDueNotices(db, dueAt);
    expect((await pushRowsOf(s.studio.id)).filter((row) => row.userId === third.user.id)).toEqual([]);
  });
});

describe("the other kinds a lock screen shows", () => {
  it("a place from the waitlist, a lesson the studio cancelled, a board post: each says only the lesson, a first name and a time", async () => {
    const { s, event, me, bookingId } = await bookedStudent(1);
    const waiting = await makeStudentMember(s.studio.id);
    expect((await callRoute(bookRoute, { token: waiting.token, params: { id: event.id }, body: {} })).body.booking.status).toBe(
      "waitlisted",
    );
    const [mine, theirs] = [pushService.device(), pushService.device()];
    await subscribe(me.token, mine);
    await subscribe(waiting.token, theirs);

    // The booked student cancels: no push to them (they know), the waitlisted one is promoted.
    const cancelled = await callRoute(cancelBookingRoute, { method: "DELETE", token: me.token, params: { id: bookingId } });
    expect(cancelled.status).toBe(200);
    // The owner cancels the lesson: the promoted student hears it.
    expect(
      (
        await callRoute(cancelEventRoute, {
          method: "DELETE",
          token: s.owner.token,
          path: `/api/events/${event.id}?scope=one`,
          params: { id: event.id },
        })
      ).status,
    ).toBe(200);
    // The owner posts on the board: every reader with a device hears it.
    const posted = await callRoute(postToBoard, {
      token: s.owner.token,
      body: { title: "Saturday social moves to 8 PM", body: "Details inside." },
    });
    expect(posted.status).toBe(201);

    await sendPushes(new Date());
    expect(pushService.failures).toEqual([]);
    const when = /^(today|tomorrow|\w{3} \w{3} \d{1,2}) 7:00 PM$/;
    // Sent side by side: in whatever order they arrive.
    const order = ["You're in", "Lesson cancelled", `${s.studio.name} board`];
    const theirBodies = pushService
      .forDevice(theirs.id)
      .map((push) => push.payload)
      .sort((a, b) => order.indexOf(a.title) - order.indexOf(b.title));
    expect(theirBodies.map((payload) => payload.title)).toEqual(order);
    expect(theirBodies[0].body).toMatch(/^A place opened for you: Bronze Waltz with Maria L\. /);
    expect(theirBodies[0].body.replace("A place opened for you: Bronze Waltz with Maria L. ", "").replace(/\.$/, "")).toMatch(when);
    expect(theirBodies[1].body).toMatch(new RegExp(`^${s.studio.name} cancelled Bronze Waltz with Maria L\\. `));
    expect(theirBodies[2]).toMatchObject({ body: expect.stringMatching(/ posted: Saturday social moves to 8 PM$/), url: "/app/community" });
    expect(pushService.forDevice(mine.id).map((push) => push.payload.title)).toEqual([`${s.studio.name} board`]);
  });

  it("an instructor hears of a lesson the studio moved, on their device, with the student's first name and initial", async () => {
    const { s, event } = await bookedStudent();
    const phone = pushService.device();
    await subscribe(s.instructorMember.token, phone);
    const startsAt = new Date(event.startsAt.getTime() + 2 * 3600_000);
    const moved = await callRoute(moveEventRoute, {
      method: "PATCH",
      token: s.owner.token,
      path: `/api/events/${event.id}?scope=one`,
      params: { id: event.id },
      body: { startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 3600_000).toISOString() },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await sendPushes(new Date());
    const [push] = pushService.forDevice(phone.id);
    expect(push.payload.title).toBe("Lesson moved");
    expect(push.payload.body).toMatch(/^Bronze Waltz with \S+ \S\. .*9:00 PM\.$/);
  });
});

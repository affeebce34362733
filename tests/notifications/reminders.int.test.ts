import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as cancelRoute } from "@/app/api/bookings/[id]/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { getDb } from "@/lib/db/client";
import { outboxMessages, studioNotificationSettings } from "@/lib/db/schema";
import { scanDueNotices } from "@/lib/notifications/scan";
import { callRoute } from "../helpers/call-route";
import { makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";
import { headerLine, startMailbox } from "./mail-helpers";

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => mailbox.close());

const HOUR = 3600_000;
const at = (t0: number, hours: number) => new Date(t0 + hours * HOUR);

async function bookedClass(startsInHours: number) {
  const s = await makeScheduleStudio();
  const t0 = Date.now();
  const event = await makeEvent(s.studio.id, {
    serviceId: s.groupClass.id,
    instructorId: s.instructor.id,
    startsAt: at(t0, startsInHours),
  });
  const me = await makeStudentMember(s.studio.id);
  const booked = await callRoute(bookRoute, { token: me.token, params: { id: event.id }, body: {} });
  expect(booked.status).toBe(201);
  return { s, t0, event, me, bookingId: booked.body.booking.id as string };
}

const reminders = async (address: string, now?: Date) =>
  (await mailbox.deliver(address, now)).filter((mail) => mail.subject?.startsWith("Reminder"));

describe("lesson reminders (scanDueNotices)", () => {
  it("go once, 24 hours before, with one-click unsubscribe headers", async () => {
    const { t0, me } = await bookedClass(30);
    const db = await getDb();
    // 30 h ahead: not yet in the 24-hour window.
    expect((await scanDueNotices(db, at(t0, 0))).reminders).toBe(0);
    // 23 h ahead: due — and a second scan (another process, the next minute) queues nothing more.
    expect((await scanDueNotices(db, at(t0, 7))).reminders).toBe(1);
    expect((await scanDueNotices(db, at(t0, 7))).reminders).toBe(0);
    expect((await scanDueNotices(db, at(t0, 8))).reminders).toBe(0);
    const mails = await reminders(me.user.email, at(t0, 7));
    expect(mails).toHaveLength(1);
    expect(headerLine(mails[0], "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(headerLine(mails[0], "list-unsubscribe")).toMatch(/^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=[\w.-]+>$/);
    expect(mails[0].text).toContain("America/New_York");
  });

  it("none for a lesson booked inside the window", async () => {
    const { t0, me } = await bookedClass(10);
    const db = await getDb();
    expect((await scanDueNotices(db, at(t0, 0))).reminders).toBe(0);
    expect((await scanDueNotices(db, at(t0, 5))).reminders).toBe(0);
    expect(await reminders(me.user.email, at(t0, 5))).toHaveLength(0);
  });

  it("follow the studio's lead time", async () => {
    const { s, t0, me } = await bookedClass(30);
    const db = await getDb();
    await db.insert(studioNotificationSettings).values({ studioId: s.studio.id, reminderLeadHours: 2 });
    expect((await scanDueNotices(db, at(t0, 7))).reminders).toBe(0);
    expect((await scanDueNotices(db, at(t0, 28.5))).reminders).toBe(1);
    expect(await reminders(me.user.email, at(t0, 28.5))).toHaveLength(1);
  });

  it("a reminder queued for a lesson cancelled before it went is withdrawn", async () => {
    const { s, t0, me, bookingId } = await bookedClass(30);
    const db = await getDb();
    expect((await scanDueNotices(db, at(t0, 7))).reminders).toBe(1);
    await callRoute(cancelRoute, { method: "DELETE", token: me.token, params: { id: bookingId } });
    const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.studioId, s.studio.id));
    expect(rows.find((row) => row.kind === "reminder")?.status).toBe("suppressed");
    expect(await reminders(me.user.email, at(t0, 7))).toHaveLength(0);
  });

  it("a student who muted reminders gets none (kept in the log as suppressed)", async () => {
    const { s, t0, me } = await bookedClass(30);
    const db = await getDb();
    const { notificationPreferences } = await import("@/lib/db/schema");
    await db.insert(notificationPreferences).values({ studioId: s.studio.id, userId: me.user.id, mutedKinds: ["reminder"] });
    expect((await scanDueNotices(db, at(t0, 7))).reminders).toBe(1);
    expect(await reminders(me.user.email, at(t0, 7))).toHaveLength(0);
    const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.studioId, s.studio.id));
    expect(rows.find((row) => row.kind === "reminder")?.status).toBe("suppressed");
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { GET as getSettings, PATCH as patchSettings } from "@/app/api/me/notifications/route";
import { GET as unsubscribePage, POST as unsubscribePost } from "@/app/api/notifications/unsubscribe/route";
import { POST as retryRoute } from "@/app/api/outbox/[id]/retry/route";
import { GET as outboxRoute } from "@/app/api/outbox/route";
import { getDb } from "@/lib/db/client";
import { notificationPreferences, outboxMessages } from "@/lib/db/schema";
import { unsubscribeToken } from "@/lib/notifications/unsubscribe-token";
import { runWorkerOnce } from "@/lib/notifications/worker";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

describe("GET/PATCH /api/me/notifications", () => {
  it("a student turns off booking confirmations: the next one is kept as suppressed, not sent", async () => {
    const s = await makeScheduleStudio();
    const me = await makeStudentMember(s.studio.id);
    const before = await callRoute(getSettings, { token: me.token });
    expect(before.body.studio).toBeNull();
    expect(before.body.mine.map((choice: { kind: string }) => choice.kind)).toEqual(
      expect.arrayContaining(["booking_confirmed", "reminder", "waitlist_promoted"]),
    );
    expect(before.body.always.map((choice: { kind: string }) => choice.kind)).toContain("payment_receipt");
    const saved = await callRoute(patchSettings, { method: "PATCH", token: me.token, body: { mutedKinds: ["booking_confirmed"] } });
    expect(saved.status).toBe(200);
    expect(saved.body.mine.find((choice: { kind: string }) => choice.kind === "booking_confirmed").on).toBe(false);

    const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(72) });
    await callRoute(bookRoute, { token: me.token, params: { id: event.id }, body: {} });
    const rows = await (await getDb()).select().from(outboxMessages).where(eq(outboxMessages.recipient, me.user.email));
    expect(rows.map((row) => [row.kind, row.status])).toEqual([["booking_confirmed", "suppressed"]]);
  });

  it("refuses to turn off a transactional message, and a student changing the studio's settings", async () => {
    const s = await makeScheduleStudio();
    const me = await makeStudentMember(s.studio.id);
    const receipts = await callRoute(patchSettings, { method: "PATCH", token: me.token, body: { mutedKinds: ["payment_receipt"] } });
    expect(receipts.status).toBe(400);
    const studio = await callRoute(patchSettings, { method: "PATCH", token: me.token, body: { studio: { reminderLeadHours: 2 } } });
    expect(studio.status).toBe(403);
  });

  it("an owner sets the studio's lead time and the kinds it sends", async () => {
    const s = await makeScheduleStudio();
    const body = { studio: { reminderLeadHours: 48, mutedKinds: ["waitlist_promoted"] } };
    const saved = await callRoute(patchSettings, { method: "PATCH", token: s.owner.token, body });
    expect(saved.status).toBe(200);
    const read = await callRoute(getSettings, { token: s.owner.token });
    expect(read.body.studio.reminderLeadHours).toBe(48);
    expect(read.body.studio.kinds.find((choice: { kind: string }) => choice.kind === "waitlist_promoted").on).toBe(false);
    expect(read.body.mine.map((choice: { kind: string }) => choice.kind)).toEqual(["trial_ending", "first_lesson_request"]);
    const tooLong = await callRoute(patchSettings, { method: "PATCH", token: s.owner.token, body: { studio: { reminderLeadHours: 500 } } });
    expect(tooLong.status).toBe(400);
  });
});

describe("the e-mail log", () => {
  it("lists the studio's messages by status, and an owner retries an unsent one", async () => {
    const s = await makeScheduleStudio();
    const me = await makeStudentMember(s.studio.id);
    const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(72) });
    await callRoute(bookRoute, { token: me.token, params: { id: event.id }, body: {} });
    const db = await getDb();
    await runWorkerOnce(db, { transport: null, from: "x@example.test" });
    const unsent = await callRoute(outboxRoute, { token: s.owner.token, path: "/api/outbox?status=unsent" });
    expect(unsent.status).toBe(200);
    expect(unsent.body.messages).toEqual([
      expect.objectContaining({ kind: "booking_confirmed", recipient: me.user.email, lastError: "Not sent — no mail server configured" }),
    ]);
    expect(unsent.body.messages[0].text).toContain("Bronze Waltz");
    const none = await callRoute(outboxRoute, { token: s.owner.token, path: "/api/outbox?status=sent" });
    expect(none.body.messages).toEqual([]);

    const id = unsent.body.messages[0].id;
    const retried = await callRoute(retryRoute, { token: s.owner.token, params: { id } });
    expect(retried.status).toBe(200);
    expect(retried.body.message).toMatchObject({ status: "queued", attempts: 0, lastError: null });
    const again = await callRoute(retryRoute, { token: s.owner.token, params: { id } });
    expect(again.status).toBe(422);
  });
});

describe("/api/notifications/unsubscribe", () => {
  it("GET only asks; POST (one-click) turns that kind off for that person; a forged token is 404", async () => {
    const s = await makeScheduleStudio();
    const me = await makeStudentMember(s.studio.id);
    const token = unsubscribeToken({ studioId: s.studio.id, userId: me.user.id, kind: "reminder" });
    const path = `/api/notifications/unsubscribe?token=${token}`;
    const page = await callRoute(unsubscribePage, { path });
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain("Lesson reminder");
    const db = await getDb();
    const prefs = () => db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, me.user.id));
    expect(await prefs()).toEqual([]);

    const oneClick = await callRoute(unsubscribePost, {
      path,
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.status).toBe(200);
    await callRoute(unsubscribePost, {
      path,
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect((await prefs())[0].mutedKinds).toEqual(["reminder"]);

    const forged = `${token.split(".")[0]}.AAAA`;
    expect((await callRoute(unsubscribePost, { path: `/api/notifications/unsubscribe?token=${forged}`, body: "" })).status).toBe(404);
    // A forged link: a browser gets a page, an API client the error body.
    const forgedPath = `/api/notifications/unsubscribe?token=${forged}`;
    const forgedPage = await callRoute(unsubscribePage, { path: forgedPath, headers: { accept: "text/html" } });
    expect(forgedPage.status).toBe(404);
    expect(String(forgedPage.body)).toContain("This link is not valid");
    const forgedApi = await callRoute<{ error: { code: string } }>(unsubscribePage, { path: forgedPath });
    expect(forgedApi.status).toBe(404);
    expect(forgedApi.body.error.code).toBe("not_found");
  });

  it("the page's button works for a person signed in: its form post carries the cookie, and the token alone decides", async () => {
    const s = await makeScheduleStudio();
    const me = await makeStudentMember(s.studio.id);
    const token = unsubscribeToken({ studioId: s.studio.id, userId: me.user.id, kind: "reminder" });
    const posted = await callRoute(unsubscribePost, {
      path: `/api/notifications/unsubscribe?token=${token}`,
      body: "",
      cookie: `token=${me.token}`,
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: "http://localhost:3000" },
    });
    expect(posted.status).toBe(200);
    expect(String(posted.body)).toMatch(/<h1[^>]*>You(&#39;|'|’)re unsubscribed<\/h1>/);
  });
});

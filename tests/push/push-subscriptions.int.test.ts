import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteRoute } from "@/app/api/me/push-subscriptions/[id]/route";
import { GET as listRoute, POST as subscribeRoute } from "@/app/api/me/push-subscriptions/route";
import { GET as publicKeyRoute } from "@/app/api/push/public-key/route";
import { POST as eraseRoute } from "@/app/api/students/[id]/erase/route";
import { getDb } from "@/lib/db/client";
import { pushSubscriptions, vapidKeys } from "@/lib/db/schema";
import { allowPushHostsForTests } from "@/lib/notifications/push-devices";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { startPushServiceStandIn, type PushServiceStandIn } from "../helpers/push-service-stand-in";
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

const subscribe = (token: string, body: unknown) => callRoute(subscribeRoute, { token, body });
const remove = (token: string, id: string) => callRoute(deleteRoute, { method: "DELETE", token, params: { id } });
const list = async (token: string) => (await callRoute(listRoute, { token })).body.subscriptions as { id: string; endpoint: string }[];

describe("GET /api/push/public-key", () => {
  it("answers the one VAPID public key kept in the database, the same on every call", async () => {
    const s = await makeScheduleStudio();
    const first = await callRoute(publicKeyRoute, { token: s.student.token });
    expect(first.status).toBe(200);
    expect(first.body.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect((await callRoute(publicKeyRoute, { token: s.owner.token })).body.publicKey).toBe(first.body.publicKey);
    const rows = await (await getDb()).select().from(vapidKeys);
    expect(rows.map((row) => row.publicKey)).toEqual([first.body.publicKey]);
  });
});

describe("POST /api/me/push-subscriptions", () => {
  it("keeps this device for the signed-in person (201), and the same endpoint again updates the row", async () => {
    const s = await makeScheduleStudio();
    const me = await makeStudentMember(s.studio.id);
    const device = pushService.device();
    const created = await subscribe(me.token, { ...device.subscription, device: "Chrome on Android" });
    expect(created.status).toBe(201);
    expect(created.body.subscription).toEqual({
      id: expect.any(String),
      device: "Chrome on Android",
      endpoint: device.subscription.endpoint,
      createdAt: expect.any(String),
      lastSentAt: null,
    });
    const again = await subscribe(me.token, { ...device.subscription, keys: pushService.device().subscription.keys });
    expect(again.status).toBe(201);
    expect(again.body.subscription.id).toBe(created.body.subscription.id);
    expect(await list(me.token)).toHaveLength(1);

    // The same browser signed in as someone else: the device is theirs now.
    const other = await makeStudentMember(s.studio.id);
    await subscribe(other.token, device.subscription);
    expect(await list(me.token)).toEqual([]);
    expect((await list(other.token)).map((row) => row.endpoint)).toEqual([device.subscription.endpoint]);
  });

  it.each([
    ["http://127.0.0.1/push/1", "A push endpoint must be an https:// URL."],
    ["javascript:alert(1)", "A push endpoint must be an https:// URL."],
    [
      "https://169.254.169.254/latest/meta-data",
      "Use the endpoint your browser's push service gave (Google, Mozilla, Apple or Microsoft).",
    ],
    [
      "https://fcm.googleapis.com.evil.example/fcm/send/x",
      "Use the endpoint your browser's push service gave (Google, Mozilla, Apple or Microsoft).",
    ],
  ])("refuses the endpoint %s with 400 naming the field", async (endpoint, message) => {
    const s = await makeScheduleStudio();
    const refused = await subscribe(s.student.token, { endpoint, keys: pushService.device().subscription.keys });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ endpoint: message });
    expect(await (await getDb()).select().from(pushSubscriptions).where(eq(pushSubscriptions.studioId, s.studio.id))).toEqual([]);
  });

  it("accepts a browser push service's endpoint, and refuses keys that aren't a P-256 key and a 16-byte secret", async () => {
    const s = await makeScheduleStudio();
    const { keys } = pushService.device().subscription;
    const fcm = await subscribe(s.student.token, { endpoint: "https://fcm.googleapis.com/fcm/send/abc:APA91b", keys });
    expect(fcm.status).toBe(201);
    const bad = await subscribe(s.student.token, {
      endpoint: "https://fcm.googleapis.com/fcm/send/def",
      keys: { p256dh: "AAAA", auth: "short" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["keys.auth", "keys.p256dh"]);
  });
});

describe("GET and DELETE /api/me/push-subscriptions", () => {
  it("lists only the person's own devices; another person's device, or another studio's, is 404 and stays", async () => {
    const s = await makeScheduleStudio();
    const [me, other] = [await makeStudentMember(s.studio.id), await makeStudentMember(s.studio.id)];
    const mine = (await subscribe(me.token, pushService.device().subscription)).body.subscription.id as string;
    const theirs = (await subscribe(other.token, pushService.device().subscription)).body.subscription.id as string;
    expect((await list(me.token)).map((row) => row.id)).toEqual([mine]);

    const refused = await remove(me.token, theirs);
    expect(refused.status).toBe(404);
    const elsewhere = await makeScheduleStudio();
    expect((await remove(elsewhere.owner.token, mine)).status).toBe(404);
    expect((await list(other.token)).map((row) => row.id)).toEqual([theirs]);

    expect((await remove(me.token, mine)).status).toBe(204);
    expect(await list(me.token)).toEqual([]);
    expect((await remove(me.token, mine)).status).toBe(404);
  });

  it("an erased student's devices go with their account's other traces in the studio", async () => {
    const s = await makeScheduleStudio();
    const me = await makeStudentMember(s.studio.id);
    await subscribe(me.token, pushService.device().subscription);
    const erased = await callRoute(eraseRoute, { method: "POST", token: s.owner.token, params: { id: me.student.id } });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(await (await getDb()).select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.user.id))).toEqual([]);
  });
});

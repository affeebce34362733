import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { startPushServiceStandIn, type PushServiceStandIn } from "@/tests/helpers/push-service-stand-in";
import { expectNoA11yViolations } from "./support/axe";
import { freePort, startAppServer, type AppServer } from "./support/app-server";
import { signRequiredDocuments } from "./support/booking";
import { DEMO_OWNER, loginViaApi } from "./support/login";
import { shooter } from "./support/shots";

// This spec is about the installed app: its service worker runs (the rest of the suite blocks it).
test.use({ serviceWorkers: "allow" });

// Push notifications end to end: the app's own outbox worker, the real web-push library encrypting
// to keys this test holds, and a local HTTPS push service standing in for Google's or Mozilla's
// (Chromium's real push service can't be reached from here, so the browser's subscription is made
// with the test's keys through the same API Settings uses). The spec runs its own app server: it
// must trust the stand-in's certificate (NODE_EXTRA_CA_CERTS) and accept its host (PUSH_TEST_HOSTS).

const PHONE = { width: 390, height: 844 };
const STUDENT = { email: "student@promenade.test", password: "promenade" };
const shoot = shooter("/tmp/shots/push");

let pushService: PushServiceStandIn | undefined;
let app: AppServer | undefined;
let caFile = "";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  pushService = await startPushServiceStandIn();
  caFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "promenade-push-ca-")), "stand-in.pem");
  fs.writeFileSync(caFile, pushService.ca);
  app = await startAppServer(await freePort(), {
    NODE_EXTRA_CA_CERTS: caFile,
    PUSH_TEST_HOSTS: pushService.host,
    NOTIFY_EVERY_MS: "250",
  });
});

test.afterAll(async () => {
  await Promise.allSettled([app?.stop(), pushService?.stop()]);
  if (caFile) fs.rmSync(path.dirname(caFile), { recursive: true, force: true });
});

/** A Group Class starting a little over an hour from now, with whichever demo instructor is free then. */
async function lessonInAnHour(owner: APIRequestContext) {
  const { services } = (await (await owner.get("/api/services")).json()) as { services: { id: string; name: string }[] };
  const { instructors } = (await (await owner.get("/api/instructors")).json()) as { instructors: { id: string; name: string }[] };
  const startsAt = new Date(Date.now() + 61 * 60_000);
  startsAt.setUTCSeconds(0, 0);
  const endsAt = new Date(startsAt.getTime() + 45 * 60_000);
  for (const instructor of instructors) {
    const created = await owner.post("/api/events", {
      data: {
        serviceId: services.find((service) => service.name === "Group Class")!.id,
        instructorId: instructor.id,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
      },
    });
    if (created.status() === 409) continue;
    expect(created.status(), await created.text()).toBe(201);
    return { id: ((await created.json()) as { event: { id: string } }).event.id, startsAt, instructor: instructor.name };
  }
  throw new Error("No demo instructor is free an hour from now.");
}

test("a student's device gets the lesson reminder as a push, encrypted to its keys", async ({ browser }) => {
  // The reminder scan runs once a minute: the window opens about a minute after booking.
  test.setTimeout(240_000);
  const origin = app!.origin;
  const owner = await browser.newContext({ baseURL: origin });
  await loginViaApi(owner, DEMO_OWNER);
  // Reminders an hour before: the lesson is booked before its window opens, so its reminder is due.
  const lead = await owner.request.patch("/api/me/notifications", { data: { studio: { reminderLeadHours: 1 } } });
  expect(lead.status(), await lead.text()).toBe(200);
  const lesson = await lessonInAnHour(owner.request);

  const student = await browser.newContext({ baseURL: origin, viewport: PHONE });
  const { user } = await loginViaApi(student, STUDENT);
  await signRequiredDocuments(student.request, user.name);
  const booked = await student.request.post(`/api/events/${lesson.id}/bookings`, { data: {} });
  expect(booked.status(), await booked.text()).toBe(201);

  // This device subscribes: the subscription a browser would give, with keys only this test holds.
  const page = await student.newPage();
  await page.goto("/app/settings#settings-notifications");
  const device = pushService!.device();
  const subscribed = await page.request.post("/api/me/push-subscriptions", {
    data: { ...device.subscription, device: "Chrome on Android" },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(201);
  await page.reload();
  const notifications = page.getByRole("region", { name: "Notifications", exact: true });
  await expect(notifications.getByRole("list", { name: "Your devices" }).getByText("Chrome on Android")).toBeVisible();
  await expect(notifications.getByRole("checkbox", { name: "Lesson reminders" })).toBeChecked();
  await expect(notifications.getByRole("button", { name: "Turn on push notifications" })).toBeVisible();
  await expectNoA11yViolations(page);
  await shoot(page, "settings-notifications", notifications);

  // The app's worker finds the reminder due, queues it for the device and sends it through web-push.
  await expect.poll(() => pushService!.forDevice(device.id).length, { timeout: 180_000, intervals: [1_000] }).toBe(1);
  expect(pushService!.failures).toEqual([]);
  const [push] = pushService!.forDevice(device.id);
  const first = lesson.instructor.split(" ")[0];
  console.log(`push received and decrypted: ${JSON.stringify(push.payload)}`);
  expect(push.payload).toMatchObject({ title: "Lesson reminder", url: "/app/schedule" });
  expect(push.payload.body).toMatch(new RegExp(`^Your Group Class with ${first}( \\w\\.)? (today|tomorrow) \\d{1,2}:\\d{2} (AM|PM)\\.$`));
  expect(push.payload.body).not.toMatch(/\$|€|£/);
  expect(push.contentEncoding).toBe("aes128gcm");
  expect(push.vapid.aud).toBe(pushService!.origin);
  const { publicKey } = (await (await student.request.get("/api/push/public-key")).json()) as { publicKey: string };
  expect(push.vapid.publicKey).toBe(publicKey);

  // Sent once: the device shows when it was last notified.
  await page.reload();
  await expect(notifications.getByText(/last notified/)).toBeVisible();
  await owner.close();
  await student.close();
});

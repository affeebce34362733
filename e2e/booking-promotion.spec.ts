import { expect, test } from "@playwright/test";
import { clock, createClass, newStudentContext, oddStart, STUDIO_ZONE } from "./support/booking";
import { loginViaApi } from "./support/login";

test.beforeEach(async ({ request }) => {
  await loginViaApi(request);
});

test("a waitlisted student is told in the app when a place opens up", async ({ browser, request }) => {
  const full = await createClass(request, oddStart(5), "James Chen", { capacity: 1 });
  const a = await newStudentContext(browser, request);
  const b = await newStudentContext(browser, request);
  const booked = await a.context.request.post(`/api/events/${full.id}/bookings`, { data: {} });
  expect(booked.status(), await booked.text()).toBe(201);
  const waiting = await b.context.request.post(`/api/events/${full.id}/bookings`, { data: {} });
  expect(((await waiting.json()) as { booking: { status: string } }).booking.status).toBe("waitlisted");

  const { booking } = (await booked.json()) as { booking: { id: string } };
  const cancelled = await a.context.request.delete(`/api/bookings/${booking.id}`);
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await b.page.goto("/app/schedule");
  const day = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: STUDIO_ZONE }).format(
    full.startsAt,
  );
  const notice = b.page.getByRole("list", { name: "Moved up from the waitlist" }).getByRole("status");
  await expect(notice).toHaveText(`Good news — a place opened up: you're booked for Group Class on ${day} at ${clock(full.startsAt)}.`);
  await expect(b.page.getByRole("region", { name: "Next lessons" }).getByText("Moved up from the waitlist", { exact: true })).toBeVisible();

  // The connection drops on the first try: the notice stays and says why; the button works again.
  const dismiss = notice.getByRole("button", { name: "Dismiss the notice about Group Class" });
  await b.page.route("**/api/me/notices/*/seen", (route) => route.abort("connectionreset"), { times: 1 });
  await dismiss.click();
  await expect(b.page.getByRole("list", { name: "Moved up from the waitlist" }).getByRole("alert")).toHaveText(
    "Couldn't reach Promenade. Check your connection and try again.",
  );
  await expect(notice).toHaveCount(1);

  // Dismissed, it stays away on the next visit; the badge on the lesson remains.
  await dismiss.click();
  await expect(notice).toHaveCount(0);
  await b.page.reload();
  await expect(b.page.getByRole("region", { name: "Next lessons" }).getByText("Moved up from the waitlist", { exact: true })).toBeVisible();
  await expect(b.page.getByRole("list", { name: "Moved up from the waitlist" })).toHaveCount(0);
  await a.context.close();
  await b.context.close();
});

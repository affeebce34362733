import { expect, test } from "@playwright/test";
import { clock, createClass, inviteStudent, STUDIO_ZONE } from "./support/booking";
import { loginViaApi } from "./support/login";

/** Tomorrow (in the studio's zone) at 15:05 local time, whatever the offset is then. */
function tomorrowAfternoon(): Date {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: STUDIO_ZONE }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  const day = date.toISOString().slice(0, 10);
  return [4, 5]
    .map((hours) => new Date(`${day}T${15 + hours}:05:00Z`))
    .find(
      (instant) =>
        new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", hourCycle: "h23", timeZone: STUDIO_ZONE }).format(
          instant,
        ) === "15:05",
    )!;
}

test("the owner cancels a booking from the event dialog; the waitlist moves up", async ({ browser, request }) => {
  await loginViaApi(request);
  const lesson = await createClass(request, tomorrowAfternoon(), "Daniel Park", { capacity: 1 });
  const [first, second] = [await inviteStudent(request), await inviteStudent(request)];
  for (const student of [first, second]) {
    const booked = await request.post(`/api/events/${lesson.id}/bookings`, { data: { studentId: student.id } });
    expect(booked.status(), await booked.text()).toBe(201);
  }

  const staff = await browser.newContext({ viewport: { width: 1400, height: 1150 } });
  await loginViaApi(staff);
  const page = await staff.newPage();
  await page.goto("/app/schedule");
  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Day" }).click();
  await page.getByRole("button", { name: "Next day" }).click();
  await expect(page.locator('[aria-busy="false"]')).toHaveCount(1);
  await page.getByRole("button", { name: new RegExp(`^Group Class ${clock(lesson.startsAt)}–`) }).click();
  const details = page.getByRole("dialog", { name: "Group Class" });
  await expect(details.getByText(first.name, { exact: true })).toBeVisible();

  await details.getByRole("button", { name: `Cancel ${first.name}'s booking` }).click();
  const confirm = details.getByRole("group", { name: `Cancel ${first.name}'s booking?` });
  // Whether it is late depends on the hour the test runs: the server's answer for the place says.
  const listed = (await (await request.get(`/api/events/${lesson.id}/bookings`)).json()) as {
    bookings: { studentId: string; lateCancelCharge: boolean }[];
  };
  const isLate = listed.bookings.find((booking) => booking.studentId === first.id)!.lateCancelCharge;
  await expect(confirm).toContainText(isLate ? "Late cancellation" : "a normal cancellation");
  await confirm.getByRole("button", { name: isLate ? "Cancel as late" : "Cancel booking" }).click();
  await expect(details.getByRole("status")).toHaveText(
    `${first.name} cancelled${isLate ? " as a late cancellation" : ""}. The next student on the waitlist moved up.`,
  );
  await expect(details.getByRole("button", { name: `Cancel ${second.name}'s booking` })).toBeVisible();

  // A waitlist place asks too, and says it is only leaving the waitlist.
  const third = await inviteStudent(request);
  expect((await request.post(`/api/events/${lesson.id}/bookings`, { data: { studentId: third.id } })).status()).toBe(201);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: new RegExp(`^Group Class ${clock(lesson.startsAt)}–`) }).click();
  await details.getByRole("button", { name: `Cancel ${third.name}'s waitlist place` }).click();
  await expect(details.getByRole("group", { name: `Cancel ${third.name}'s waitlist place?` })).toContainText("They leave the waitlist.");
  await details.getByRole("button", { name: "Cancel booking" }).click();
  await expect(details.getByRole("status")).toHaveText(`${third.name} cancelled.`);
  await staff.close();
});

import { expect, type Locator, type Page } from "@playwright/test";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { STUDIO_ZONE } from "./booking";

const MINUTE_PX = 48 / 60;

/** The week view's column for a weekday label such as "Tue", after moving to next week. */
export async function openNextWeek(page: Page) {
  await page.goto("/app/schedule");
  await page.getByRole("button", { name: "Next week" }).click();
  // The week's events arrive after the click; a person drags only once they are on screen.
  await expect(page.locator('[aria-busy="false"]')).toHaveCount(1);
}

/**
 * Screen coordinates of `minute` (after local midnight) in a column of the time grid. The schedule
 * specs use a viewport tall enough for the whole day, so nothing scrolls between two measurements.
 */
export async function pointAt(page: Page, target: Locator, minute: number) {
  const firstMinute = Number(await page.locator("[data-first-minute]").getAttribute("data-first-minute"));
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + (minute - firstMinute) * MINUTE_PX };
}

/** A mouse drag from one point to another, in small steps as a hand would. */
export async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + 6, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/** `time` on a day of next week (weekday 0–6; weeks start on Sunday) in the studio's zone. */
export function nextWeekday(weekday: number, time: string): Date {
  const today = instantToLocal(new Date(), STUDIO_ZONE);
  return localToInstant(addDays(today.date, 7 - today.weekday + weekday), time, STUDIO_ZONE);
}

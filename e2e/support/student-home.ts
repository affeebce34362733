import { expect, type Page } from "@playwright/test";

type BookingTab = "Group classes" | "Private lesson" | "Practice room";

/**
 * Opens one of the booking tabs on a student's home (/app/schedule) and returns its panel. Group
 * classes show every class, not only the first few the home starts with, so a spec's own class is
 * in the list. Clicks are repeated until they take: a click before hydration does nothing.
 */
export async function openBookingTab(page: Page, tab: BookingTab) {
  const tabs = page.getByRole("tablist", { name: "Book" });
  const panel = page.getByRole("tabpanel", { name: tab });
  await expect(async () => {
    await tabs.getByRole("tab", { name: tab }).click();
    await expect(panel).toBeVisible({ timeout: 1_000 });
  }).toPass();
  if (tab === "Group classes") {
    const showAll = panel.getByRole("button", { name: /^Show all \d+ class/ });
    await expect(async () => {
      if (await showAll.isVisible()) await showAll.click();
      await expect(showAll).toHaveCount(0, { timeout: 1_000 });
    }).toPass();
  }
  return panel;
}

import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoA11yViolations, useTheme } from "./support/axe";
import { loginViaApi, signUpViaApi } from "./support/login";

const BLUE = "rgb(29, 78, 216)";
const BURGUNDY = "rgb(122, 31, 75)";

async function premiumStudio(page: Page, studioName = "Tango Loft") {
  const account = await signUpViaApi(page, { studioName });
  const change = await page.request.put("/api/subscription", { data: { plan: "premium", interval: "month" } });
  expect(change.status(), await change.text()).toBe(200);
  return account;
}

const background = (target: Locator) => target.evaluate((element) => getComputedStyle(element).backgroundColor);
const textColor = (target: Locator) => target.evaluate((element) => getComputedStyle(element).color);

/** Whether `inner` lies within `outer` horizontally, to the pixel. */
async function expectInside(inner: Locator, outer: Locator) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  expect(a && b, "both on screen").toBeTruthy();
  expect(a!.x).toBeGreaterThanOrEqual(b!.x - 0.5);
  expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x + b!.width + 0.5);
}

for (const theme of ["light", "dark"] as const) {
  test(`primary buttons wear a Premium studio's brand colour, dialogs included (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await premiumStudio(page);
    const saved = await page.request.patch("/api/studio", { data: { branding: { color: "#1d4ed8" } } });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.goto("/app/settings");

    const save = page.getByRole("button", { name: "Save colour" });
    await expect.poll(() => background(save)).toBe(BLUE);
    expect(await textColor(save)).toBe("rgb(255, 255, 255)");
    // The dialog is rendered outside the shell, under <body>: it wears the colour too.
    await page.getByRole("button", { name: "Add room" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a room" });
    expect(await background(dialog.getByRole("button", { name: "Add room" }))).toBe(BLUE);
    await page.keyboard.press("Escape");
    await expectNoA11yViolations(page);

    // Back to Promenade's colour: the buttons follow.
    await page.getByRole("button", { name: "Use Promenade's colour" }).click();
    // The button's colour eases over a few frames: wait for where it ends, not a frame on the way.
    if (theme === "light") await expect.poll(() => background(save)).toBe(BURGUNDY);
    else await expect.poll(() => background(save)).not.toBe(BLUE);
  });
}

test("the collapsed rail shows the whole Premium badge", async ({ page }) => {
  await premiumStudio(page);
  await page.goto("/app/schedule");
  const sidebar = page.locator("#app-sidebar");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  const badge = sidebar.locator("p", { has: page.getByTestId("plan-name") });
  await expect(badge.getByTestId("plan-name")).toHaveText("Premium");
  await expectInside(badge, sidebar);
  expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});

test("month view: a long title ends inside its day, whole in the tooltip; the overview link says what it is", async ({ page }) => {
  await signUpViaApi(page);
  const title = "International Standard Technique Masterclass for Competitors";
  const service = await page.request.post("/api/services", {
    data: { name: title, kind: "group", durationMinutes: 60, priceCents: 2500, defaultCapacity: 12 },
  });
  expect(service.status(), await service.text()).toBe(201);
  // Mid-month, so it is in the month the view opens on whatever today is.
  const startsAt = new Date();
  startsAt.setUTCDate(15);
  startsAt.setUTCHours(16, 0, 0, 0);
  const instructor = await page.request.post("/api/instructors", { data: { name: "Maria Lopez" } });
  expect(instructor.status(), await instructor.text()).toBe(201);
  const event = await page.request.post("/api/events", {
    data: {
      serviceId: ((await service.json()) as { service: { id: string } }).service.id,
      instructorId: ((await instructor.json()) as { instructor: { id: string } }).instructor.id,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
    },
  });
  expect(event.status(), await event.text()).toBe(201);

  await page.goto("/app/schedule");
  await expect(page.getByRole("link", { name: "Today's overview" })).toHaveText("Today's overview");
  await expect(page.getByRole("button", { name: "Today", exact: true })).toBeVisible();
  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Month" }).click();
  const item = page.getByTitle(new RegExp(`${title}$`));
  await expect(item).toBeVisible();
  const cell = item.locator("xpath=ancestor::li/parent::ul/parent::div");
  await expectInside(item, cell);
  // The title itself is cut short (an ellipsis), not the row pushed out.
  const name = item.getByText(title, { exact: true });
  expect(await name.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
});

test("a new studio's public page address starts from its name; new rooms take new colours", async ({ page }) => {
  await signUpViaApi(page, { studioName: "Café Tango Loft" });
  await page.goto("/app/settings");
  await expect(page.getByRole("region", { name: "Public page" }).getByLabel("Address", { exact: true })).toHaveValue("cafe-tango-loft");

  const colours = new Set<string>();
  for (const name of ["Studio B", "Studio C"]) {
    await page.getByRole("button", { name: "Add room" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a room" });
    colours.add(await dialog.getByLabel("Colour").inputValue());
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("button", { name: "Add room" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("list", { name: "Rooms" }).getByText(name)).toBeVisible();
  }
  const { rooms } = (await (await page.request.get("/api/rooms")).json()) as { rooms: { color: string }[] };
  expect(new Set(rooms.map((room) => room.color)).size).toBe(rooms.length);
  expect(colours.size).toBe(2);
});

test("the community board's empty state lines up with the form above it", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/app/community");
  const form = page.getByRole("form", { name: "New post" });
  const empty = page.getByRole("heading", { name: "Nothing posted yet" }).locator("xpath=..");
  const [a, b] = [await form.boundingBox(), await empty.boundingBox()];
  expect(Math.abs(a!.x - b!.x)).toBeLessThan(1);
  expect(Math.abs(a!.width - b!.width)).toBeLessThan(1);
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the drawer's theme toggle is labelled, and the student's booking tabs all fit", async ({ page }) => {
    await loginViaApi(page, { email: "student@promenade.test", password: "promenade" });
    await page.goto("/app/schedule");
    const tabs = page.getByRole("tablist", { name: "Book" });
    for (const name of ["Group classes", "Private lesson", "Practice room"]) {
      const tab = tabs.getByRole("tab", { name });
      await expectInside(tab, tabs);
      expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog", { name: "Promenade" });
    await expect(drawer.getByRole("button", { name: "Dark mode" })).toBeVisible();
  });
});

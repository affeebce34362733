// npm run screenshots — serves the demo (fresh data folder) and photographs it in Chromium: the home
// page for the README, and the real Calendar View for the gallery (light and dark).
import { chromium, type BrowserContext } from "@playwright/test";
import { CHROME_PATH, CHROMIUM_ARGS, serveDemo } from "./bench/serve-demo";

const { base: BASE, stop } = await serveDemo(3460, "screenshots");
try {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  for (const theme of ["light", "dark"] as const) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      colorScheme: theme,
      timezoneId: "America/New_York",
    });
    const page = await context.newPage();
    await page.goto(`${BASE}/`, { waitUntil: "networkidle" });
    await page.screenshot({ path: `docs/screenshots/home${theme === "dark" ? "-dark" : ""}.png` });
    await signIn(context);
    await page.setViewportSize({ width: 1200, height: 750 });
    await page.goto(`${BASE}/app/schedule`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Next week" }).click();
    await page.waitForLoadState("networkidle");
    await page.locator('[data-testid="time-grid"]').evaluate((grid) => grid.scrollTo(0, 260));
    await page.screenshot({ path: `public/gallery/calendar-view-${theme}.jpg`, type: "jpeg", quality: 78 });
    if (theme === "light") await page.screenshot({ path: "docs/screenshots/schedule.png" });
    await context.close();
  }
  await browser.close();
  console.log("Wrote docs/screenshots/{home,home-dark,schedule}.png and public/gallery/calendar-view-{light,dark}.jpg");
} finally {
  stop();
}

async function signIn(context: BrowserContext) {
  const response = await context.request.post(`${BASE}/api/auth/login`, { data: { email: "owner@promenade.test", password: "promenade" } });
  if (!response.ok()) throw new Error(`Demo login failed: ${response.status()}`);
}

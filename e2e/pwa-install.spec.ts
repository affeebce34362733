import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { SERVICE_WORKER_CSP } from "../lib/security/headers.mjs";
import { CHROMIUM_ARGS } from "../playwright.config";
import { expectNoA11yViolations, useTheme } from "./support/axe";
import { loginViaApi, signUpViaApi } from "./support/login";
import { shooter } from "./support/shots";

// This spec is about the installed app: its service worker runs (the rest of the suite blocks it).
test.use({ serviceWorkers: "allow" });

const shoot = shooter("/tmp/shots/pwa");

/** Every URL this origin's caches hold, with the cache's name. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
}

/** CSP violations the page reports in its console. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe("the app installs", () => {
  test("Chromium finds it installable: a manifest with loading icons, and an active service worker controlling the page", async ({
    playwright,
    baseURL,
  }) => {
    // Chromium never offers to install from an off-the-record profile (each test's usual context): a profile on disk.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "promenade-install-"));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const violations = watchCsp(page);
      await loginViaApi(page);
      await page.goto("/app/schedule");

      // The service worker is active and controls the page (it claims the page it was installed from).
      await page.evaluate(() => navigator.serviceWorker.ready);
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "")).toMatch(/\/serwist\/sw\.js$/);

      const cdp = await context.newCDPSession(page);
      // Chromium's own check, as it decides whether to offer Install (it settles once the manifest is read).
      await expect.poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors).toEqual([]);
      const { url, errors, data } = await cdp.send("Page.getAppManifest");
      expect(errors).toEqual([]);
      expect(new URL(url).pathname).toBe("/manifest.webmanifest");
      const manifest = JSON.parse(data!) as { name: string; start_url: string; display: string; icons: { src: string; purpose: string }[] };
      expect(manifest).toMatchObject({ name: "Promenade", start_url: "/app/schedule", display: "standalone" });
      expect(manifest.icons.map((icon) => icon.purpose)).toEqual(["any", "any", "maskable", "maskable"]);
      for (const icon of manifest.icons) {
        const answer = await page.request.get(icon.src);
        expect(answer.status(), icon.src).toBe(200);
        expect(answer.headers()["content-type"]).toBe("image/png");
      }

      // iOS: Add to Home Screen takes the 180 px icon and opens full screen.
      const appleIcon = page.locator('link[rel="apple-touch-icon"]');
      await expect(appleIcon).toHaveAttribute("sizes", "180x180");
      const appleAnswer = await page.request.get((await appleIcon.getAttribute("href"))!);
      expect(appleAnswer.status()).toBe(200);
      expect(appleAnswer.headers()["content-type"]).toBe("image/png");
      await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute("content", "yes");

      // The worker's own answer: allowed the whole site, never kept by the browser's cache, its own CSP.
      const worker = await page.request.get("/serwist/sw.js");
      expect(worker.status()).toBe(200);
      expect(worker.headers()["content-type"]).toMatch(/javascript/);
      expect(worker.headers()["service-worker-allowed"]).toBe("/");
      expect(worker.headers()["cache-control"]).toBe("no-cache");
      expect(worker.headers()["content-security-policy"]).toBe(SERVICE_WORKER_CSP);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  test("it keeps only the build's files, icons and the offline page; offline, a page is the offline page at its own address", async ({
    page,
    context,
  }) => {
    const violations = watchCsp(page);
    await loginViaApi(page);
    await page.goto("/app/schedule");
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(async () => (await cachedUrls(page)).some((url) => new URL(url).pathname === "/offline"), { timeout: 20_000 })
      .toBe(true);
    // Signed-in pages and API answers seen so far were never stored.
    await page.goto("/app/students");
    await expect(page.getByRole("heading", { name: "Students", level: 1 })).toBeVisible();
    const kept = (await cachedUrls(page)).map((url) => new URL(url).pathname);
    expect(kept.filter((path) => !/^\/(_next\/static\/|icons\/[a-z0-9-]+\.png$|offline$)/.test(path))).toEqual([]);
    console.log(`precached: ${kept.length} files`);

    await context.setOffline(true);
    await page.goto("/app/students");
    await expect(page).toHaveURL("/app/students");
    await expect(page.getByRole("heading", { name: "You're offline", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await useTheme(page, "light");
    await expectNoA11yViolations(page);
    await useTheme(page, "dark");
    await expectNoA11yViolations(page);
    await shoot(page, "offline");

    // Back online, Try again loads the real page (nothing stale was kept for it).
    await context.setOffline(false);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "Students", level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("sign-out leaves nothing of the person on the device: no cache, no IndexedDB, no service worker", async ({ page }) => {
    await loginViaApi(page);
    await page.goto("/app/schedule");
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(async () => (await cachedUrls(page)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    // Something of the person's kept on the device, as the offline agenda keeps its snapshot.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open("e2e-person-data", 1);
          open.onupgradeneeded = () => open.result.createObjectStore("kept").put({ lesson: "Waltz with Maria" }, "next");
          open.onsuccess = () => {
            open.result.close();
            resolve();
          };
          open.onerror = () => reject(open.error);
        }),
    );
    expect(await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))).toContain("e2e-person-data");

    await page.locator("#app-sidebar").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/login");
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
    expect(await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))).toEqual([]);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    // A signed-out visitor asking for a signed-in page is sent to sign in, not shown a kept copy.
    await page.goto("/app/schedule");
    await expect(page).toHaveURL("/login?redirect=%2Fapp%2Fschedule");
  });

  test("on Premium the installed app wears the studio's brand colour; below Premium, Promenade's", async ({ page }) => {
    await signUpViaApi(page, { studioName: "Foxtrot Hall" });
    // A 14-day Pro trial: branding is Premium's, so the colour is refused and the app is Promenade's.
    const refused = await page.request.patch("/api/studio", { data: { branding: { color: "#1D4ED8" } } });
    expect(refused.status()).toBe(403);
    await page.goto("/app/schedule");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");

    const change = await page.request.put("/api/subscription", { data: { plan: "premium", interval: "month" } });
    expect(change.status(), await change.text()).toBe(200);
    const branded = await page.request.patch("/api/studio", { data: { branding: { color: "#1D4ED8" } } });
    expect(branded.status(), await branded.text()).toBe(200);
    await page.goto("/app/schedule");
    const link = page.locator('link[rel="manifest"]');
    await expect(link).toHaveAttribute("href", "/manifest.webmanifest?theme=1d4ed8");
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", /^#1d4ed8$/i);
    const manifest = await page.request.get((await link.getAttribute("href"))!);
    expect(manifest.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(((await manifest.json()) as { theme_color: string }).theme_color).toBe("#1d4ed8");
  });
});

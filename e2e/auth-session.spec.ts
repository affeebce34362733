import { expect, test, type Browser, type BrowserContext } from "@playwright/test";
import { DEMO_OWNER, loginViaApi, unsignedToken } from "./support/login";

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function tokenCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "token");
}

/** A browser "restart": a new context holding only what outlives a browser session (no session cookies). */
async function restart(browser: Browser, context: BrowserContext, baseURL: string) {
  const state = await context.storageState();
  await context.close();
  return browser.newContext({ baseURL, storageState: { ...state, cookies: state.cookies.filter((cookie) => cookie.expires !== -1) } });
}

test.describe("Remember me", () => {
  for (const remember of [true, false]) {
    test(`${remember ? "keeps" : "does not keep"} the session across a browser restart`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.goto("/login");
      if (remember) await page.getByRole("checkbox", { name: "Remember me" }).check();
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await expect(page).toHaveURL("/app/schedule");
      const cookie = await tokenCookie(context);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      expect(cookie!.expires === -1).toBe(!remember);

      const restarted = await restart(browser, context, baseURL!);
      const again = await restarted.newPage();
      await again.goto("/app/students");
      if (remember) {
        await expect(again).toHaveURL("/app/students");
        await expect(again.getByRole("heading", { name: "Students", level: 1 })).toBeVisible();
      } else {
        await expect(again).toHaveURL("/login?redirect=%2Fapp%2Fstudents");
      }
      await restarted.close();
    });
  }
});

test.describe("the /app gate", () => {
  test("removes an expired token and sends the visit to /login", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "token", value: unsignedToken({ exp: nowSeconds() - 60 }), url: baseURL! }]);
    await page.goto("/app/reports");
    await expect(page).toHaveURL("/login?redirect=%2Fapp%2Freports");
    expect(await tokenCookie(context)).toBeUndefined();
  });

  test("refuses a forged token on the server even when the request claims to skip middleware", async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const forged = unsignedToken({ sub: crypto.randomUUID(), studioId: crypto.randomUUID(), role: "owner", exp: nowSeconds() + 3600 });
    const bypass = { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" };

    const response = await request.get("/app/schedule", { headers: { ...bypass, cookie: `token=${forged}` }, maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe("/api/auth/session-ended?redirect=%2Fapp%2Fschedule");
    expect(await response.text()).not.toContain("Nothing scheduled yet");

    await page.setExtraHTTPHeaders(bypass);
    await context.addCookies([{ name: "token", value: forged, url: baseURL! }]);
    await page.goto("/app/schedule");
    await expect(page).toHaveURL("/login?redirect=%2Fapp%2Fschedule");
    expect(await tokenCookie(context)).toBeUndefined();
  });

  test("sends /app to /app/schedule", async ({ page }) => {
    await loginViaApi(page);
    await page.goto("/app");
    await expect(page).toHaveURL("/app/schedule");
  });

  test("sends legacy paths to the matching /app page, through the gate", async ({ page }) => {
    await page.goto("/payments");
    await expect(page).toHaveURL("/login?redirect=%2Fapp%2Fpayments");
    await loginViaApi(page);
    for (const name of ["schedule", "instructors", "students", "reports", "payments", "settings"]) {
      await page.goto(`/${name}`);
      await expect(page).toHaveURL(`/app/${name}`);
    }
    await page.goto("/dashboard");
    await expect(page).toHaveURL("/app/schedule");
  });

  test("sends unknown paths home when logged out and to the schedule when logged in", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL("/");
    await loginViaApi(page);
    await page.goto("/no/such/page");
    await expect(page).toHaveURL("/app/schedule");
  });

  test("answers a real 404 for missing files and JSON for unknown API paths", async ({ page, request }) => {
    const missing = await page.goto("/missing-picture.png");
    expect(missing!.status()).toBe(404);
    await expect(page).toHaveURL("/missing-picture.png");
    const api = await request.get("/api/no-such-endpoint");
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ error: { code: "not_found" } });
  });
});

test("the API answers /api/me and /api/subscription for the demo owner", async ({ request }) => {
  const { accessToken } = await loginViaApi(request, DEMO_OWNER);
  const me = await request.get("/api/me");
  expect(await me.json()).toMatchObject({ user: { email: DEMO_OWNER.email, role: "owner" }, studio: { name: DEMO_OWNER.studio } });
  const subscription = await request.get("/api/subscription", { headers: { Authorization: `Bearer ${accessToken}` } });
  expect((await subscription.json()).plan).toMatchObject({ name: "Pro", status: "active" });
});

test("/api/auth/session-ended takes a redirect target in any script: an ASCII Location on the site, never a 500", async ({
  request,
  playwright,
  baseURL,
}) => {
  const signedIn = await playwright.request.newContext({ baseURL });
  await loginViaApi(signedIn, DEMO_OWNER);
  const forged = unsignedToken({ sub: crypto.randomUUID(), studioId: crypto.randomUUID(), role: "owner", exp: nowSeconds() + 3600 });
  for (const [target, path] of [
    ["/app/💃", "/app/%F0%9F%92%83"],
    ["/app/students?search=Jürgen", "/app/students?search=J%C3%BCrgen"],
    ["/app/%E2%80%A8", "/app/%E2%80%A8"],
    ["/.//evil.example", "/app/schedule"],
  ]) {
    const url = `/api/auth/session-ended?redirect=${encodeURIComponent(target)}`;
    // A valid session goes back to the target; a refused one to /login with it.
    const back = await signedIn.get(url, { maxRedirects: 0 });
    expect(back.status(), target).toBe(303);
    expect(back.headers().location, target).toBe(path);
    const ended = await request.get(url, { headers: { cookie: `token=${forged}` }, maxRedirects: 0 });
    expect(ended.status(), target).toBe(303);
    expect(ended.headers().location, target).toBe(`/login?redirect=${encodeURIComponent(path)}`);
  }
  await signedIn.dispose();
});

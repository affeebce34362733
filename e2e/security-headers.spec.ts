import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { BAD_ENCODINGS, GOOD_ENCODINGS } from "../tests/helpers/bad-encodings";
import { loginViaApi } from "./support/login";

/** Every page the app has, from its page files: route groups dropped, each [param] filled with a made-up id. */
function appPages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string, route: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== "api") {
        const segment = entry.name.startsWith("(")
          ? null
          : entry.name.startsWith("[")
            ? "00000000-0000-4000-8000-000000000000"
            : entry.name;
        walk(path.join(dir, entry.name), segment ? [...route, segment] : route);
      } else if (entry.name === "page.tsx") {
        pages.push(`/${route.join("/")}`);
      }
    }
  };
  walk(path.resolve("app"), []);
  return pages.sort();
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

function expectBaseHeaders(response: APIResponse, url: string) {
  const headers = response.headers();
  expect(headers["x-frame-options"], url).toBe("DENY");
  expect(headers["x-content-type-options"], url).toBe("nosniff");
  expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
  // Plain http outside production: no HSTS (lib/security/headers.mjs).
  expect(headers["strict-transport-security"], url).toBeUndefined();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, url).toContain("frame-ancestors 'none'");
  return csp;
}

test.describe("security headers", () => {
  test("every page answers with a CSP without 'unsafe-inline' script: a fresh nonce, or the hashes of its own inline scripts when built ahead of time", async ({
    page,
  }) => {
    await loginViaApi(page);
    const pages = appPages();
    expect(pages.length).toBeGreaterThan(20);
    const nonces = new Set<string>();
    const hashed: string[] = [];
    for (const url of pages) {
      const response = await page.request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBeLessThan(500);
      const csp = expectBaseHeaders(response, url);
      const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc, url).not.toContain("unsafe-inline");
      expect(scriptSrc, url).not.toContain("unsafe-eval");
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      if (nonce) {
        expect(nonce, url).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
        nonces.add(nonce);
        // Next put this request's nonce on its own scripts.
        if (response.status() === 200) expect(await response.text(), url).toContain(`nonce="${nonce}"`);
        continue;
      }
      // Built ahead of time: no 'strict-dynamic' (no nonce to trust), and every inline script of
      // the page is allowed by its own hash — nothing else inline.
      hashed.push(url);
      expect(scriptSrc, url).not.toContain("strict-dynamic");
      if (response.status() !== 200) continue; // /login, signed in: a redirect on
      const html = await response.text();
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
      expect(inline.length, url).toBeGreaterThan(0);
      for (const script of inline) expect(scriptSrc, url).toContain(`'sha256-${sha256(script)}'`);
      const allowed = scriptSrc.match(/'sha256-[^']+'/g) ?? [];
      expect(allowed.length, url).toBeLessThanOrEqual(new Set(inline.map(sha256)).size + 1); // + the theme script's
    }
    // The public site is built ahead of time; the signed-in area never is.
    for (const url of ["/", "/pricing", "/login", "/signup", "/features", "/contact"]) expect(hashed, url).toContain(url);
    expect(hashed.filter((url) => url.startsWith("/app") || url.startsWith("/s/"))).toEqual([]);
    // A fresh nonce for every request rendered per request.
    expect(nonces.size).toBe(pages.length - hashed.length);
  });

  test("API answers, static files and redirects carry them too", async ({ page, request }) => {
    for (const url of ["/api/health", "/api/subscription", "/api/no-such-thing", "/icon.svg", "/robots.txt"]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expectBaseHeaders(response, url);
    }
    const redirect = await request.get("/app/schedule", { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expectBaseHeaders(redirect, "/app/schedule (signed out)");
    expect((await request.get("/api/health")).headers()["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    const favicon = await request.get("/favicon.ico");
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()["content-type"]).toMatch(/^image\//);
    await page.goto("/");
    const script = await page.locator("script[src^='/_next/static/']").first().getAttribute("src");
    expectBaseHeaders(await request.get(script!), script!);
  });
});

/**
 * Every address the app answers, from its page and route files (API included): route groups
 * dropped, each [param] (and [...catchAll]) a slot to fill.
 */
function addressTemplates(): { segments: (string | null)[]; api: boolean }[] {
  const templates: { segments: (string | null)[]; api: boolean }[] = [];
  const walk = (dir: string, route: (string | null)[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !entry.name.startsWith("_")) {
        const segment = entry.name.startsWith("(") ? undefined : entry.name.startsWith("[") ? null : entry.name;
        walk(path.join(dir, entry.name), segment === undefined ? route : [...route, segment]);
      } else if (entry.name === "page.tsx" || entry.name === "route.ts") {
        templates.push({ segments: route, api: route[0] === "api" });
      }
    }
  };
  walk(path.resolve("app"), []);
  return templates;
}

/** The template with each slot filled with `fill`; one without a slot gets `fill` as an extra last segment. */
function fillTemplate(segments: (string | null)[], fill: string): string {
  const filled = segments.map((segment) => segment ?? fill);
  return `/${(segments.includes(null) ? filled : [...filled, fill]).join("/")}`;
}

test.describe("addresses that don't decode", () => {
  test("a path answers 400 and a query never a 500, with the security headers: every page and endpoint, each malformed encoding", async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await loginViaApi(page);
    const templates = addressTemplates();
    expect(templates.length).toBeGreaterThan(100);
    type Sent = { url: string; method: string; signedIn: boolean; api: boolean; inPath: boolean };
    const sent: Sent[] = [];
    for (const { segments, api } of templates) {
      for (const bad of BAD_ENCODINGS) {
        const inPath = fillTemplate(segments, bad);
        const inQuery = `${fillTemplate(segments, "00000000-0000-4000-8000-000000000000")}?q=${bad}&${bad}=1`;
        // A path is refused before anything reads the session: the API is tried signed out, by GET and POST.
        if (api) for (const method of ["GET", "POST"]) sent.push({ url: inPath, method, signedIn: false, api, inPath: true });
        else for (const signedIn of [false, true]) sent.push({ url: inPath, method: "GET", signedIn, api, inPath: true });
        sent.push({ url: inQuery, method: "GET", signedIn: !api, api, inPath: false });
      }
    }
    const statuses = new Map<string, number>();
    const wrong: string[] = [];
    const check = async ({ url, method, signedIn, api, inPath }: Sent) => {
      const client = signedIn ? page.request : request;
      const response = await client.fetch(url, { method, maxRedirects: 0, data: method === "POST" ? {} : undefined });
      const status = response.status();
      const key = `${inPath ? "path" : "query"} ${status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      const headers = response.headers();
      const what = `${method} ${url}${signedIn ? " (signed in)" : ""}: ${status}`;
      if (status >= 500 || (inPath && status !== 400)) wrong.push(what);
      // A studio's widget may be framed by the studio's own site: its frame-ancestors are its own.
      const widget = /^\/s\/[^/]+\/widget(\?|$)/.test(url);
      if (headers["x-content-type-options"] !== "nosniff") wrong.push(`${what}, without nosniff`);
      if (!widget && headers["x-frame-options"] !== "DENY") wrong.push(`${what}, without X-Frame-Options`);
      if (!headers["content-security-policy"]?.includes(widget ? "frame-ancestors" : "frame-ancestors 'none'"))
        wrong.push(`${what}, without a CSP`);
      if (inPath && api && (await response.json().catch(() => null))?.error?.code !== "bad_request")
        wrong.push(`${what}, not the API's error body`);
    };
    for (let start = 0; start < sent.length; start += 16) await Promise.all(sent.slice(start, start + 16).map(check));
    console.log(`malformed addresses: ${sent.length} requests`, Object.fromEntries([...statuses].sort()));
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(wrong.length).toBe(0);

    // Paths that decode are not refused for their encoding.
    for (const good of GOOD_ENCODINGS) {
      for (const url of [`/api/students/${good}`, `/s/${good}`, `/app/students/${good}`]) {
        const response = await page.request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBeLessThan(500);
        expect(await response.text(), url).not.toContain("isn't valid: its path");
      }
    }
  });
});

/** Collects every CSP violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

test.describe("the app under its CSP", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`the main screens run without a CSP violation (${theme})`, async ({ page }) => {
      test.slow(); // a dozen pages, each public one also toggled twice to prove its scripts ran
      await page.emulateMedia({ colorScheme: theme });
      const violations = await watchViolations(page);
      for (const url of ["/", "/pricing", "/contact", "/login", "/signup"]) {
        await page.goto(url);
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
        // The page's scripts ran (hashes and 'self' let them): its client parts answer.
        const toggle = page.getByRole("banner").getByRole("button", { name: "Toggle dark mode" });
        await toggle.click();
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /^(?!.*dark)/ : /dark/);
        await toggle.click();
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
      }
      await loginViaApi(page);
      for (const [url, heading] of [
        ["/app/schedule", "Schedule"],
        ["/app/instructors", "Instructors"],
        ["/app/students", "Students"],
        ["/app/reports", "Reports"],
        ["/app/payments", "Payments"],
        ["/app/settings", "Settings"],
        ["/app/progress", "Progress"],
      ] as const) {
        await page.goto(url);
        await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      }
      // Client-side work after hydration: the schedule moves to today.
      await page.goto("/app/schedule");
      await page.getByRole("button", { name: "Today" }).click();
      expect(violations).toEqual([]);
    });
  }
});

// npm run screenshots:daily — each role's home (the instructor's agenda, the student's home, the owner's
// calendar), the studio calendar a student opens from theirs, and the owner's Today,
// phone (390) and desktop (1280), light and dark, into /tmp/daily-shots (copy the best to docs/screenshots).
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { CHROME_PATH, CHROMIUM_ARGS, serveDemo } from "./bench/serve-demo";

const OUT = process.argv[2] ?? "/tmp/daily-shots";
const PAGES = [
  { path: "/app/schedule", name: "agenda", email: "instructor@promenade.test" },
  { path: "/app/schedule", name: "student-home", email: "student@promenade.test" },
  { path: "/app/schedule?view=calendar", name: "student-calendar", email: "student@promenade.test" },
  { path: "/app/schedule", name: "owner-schedule", email: "owner@promenade.test" },
  { path: "/app/today", name: "today", email: "owner@promenade.test" },
];
const SIZES = [
  { label: "phone", width: 390, height: 844 },
  { label: "desktop", width: 1280, height: 800 },
];

fs.mkdirSync(OUT, { recursive: true });
const { base, stop } = await serveDemo(3461, "screenshots-daily");
try {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  for (const shot of PAGES)
    for (const size of SIZES)
      for (const theme of ["light", "dark"] as const) {
        const context = await browser.newContext({ viewport: size, colorScheme: theme, timezoneId: "America/New_York" });
        const login = await context.request.post(`${base}/api/auth/login`, { data: { email: shot.email, password: "promenade" } });
        if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
        const page = await context.newPage();
        await page.goto(`${base}${shot.path}`, { waitUntil: "networkidle" });
        const file = `${OUT}/${shot.name}-${size.label}-${theme}.png`;
        await page.screenshot({ path: file, fullPage: true });
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        console.log(`${file}: ${height} px tall`);
        await context.close();
      }
  await browser.close();
} finally {
  stop();
}

// npm run docs:screenshots — serves the demo (fresh data folder, its own port), signs in as the owner,
// the instructor and the student, photographs the screens the role guides describe (docs/guide-*.md)
// at 1280×800 in light mode, writes them to docs/screenshots/, then stops the server. A shot over
// 250 KB fails the run: the guides are read on GitHub, where every image is downloaded.
// It builds into the shared .next folder when the build is stale: run it under the e2e lock.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROME_PATH, CHROMIUM_ARGS } from "./bench/serve-demo";

const OUT = "docs/screenshots";
const MAX_BYTES = 250 * 1024;
const PORT = Number(process.env.DOCS_SCREENSHOTS_PORT || 3462);

type Shot = { file: string; path: string; then?: (page: Page) => Promise<void> };

/** Opens the first block of a private lesson in the week, so its details show over the schedule. */
async function openFirstPrivateLesson(page: Page) {
  await page
    .getByRole("button", { name: /^Private Lesson / })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  await dialog.getByText("Loading bookings…").waitFor({ state: "detached" });
}

/**
 * Opens the detail page the first matching link of the list points to, loaded whole (a click would
 * photograph the loading skeleton of the client-side navigation).
 */
function openLink(name: RegExp) {
  return async (page: Page) => {
    const href = await page.getByRole("main").getByRole("link", { name }).first().getAttribute("href");
    if (!href) throw new Error(`No link named ${name} on ${page.url()}`);
    await page.goto(new URL(href, page.url()).toString(), { waitUntil: "networkidle" });
  };
}

const ROLES: { email: string; shots: Shot[] }[] = [
  {
    email: "owner@promenade.test",
    shots: [
      { file: "owner-today", path: "/app/today" },
      { file: "owner-schedule-event", path: "/app/schedule", then: openFirstPrivateLesson },
      { file: "owner-students", path: "/app/students" },
      { file: "owner-student", path: "/app/students?search=Sam+Carter", then: openLink(/^Sam Carter$/) },
      { file: "owner-instructors", path: "/app/instructors" },
      { file: "owner-payments", path: "/app/payments" },
      { file: "owner-reports", path: "/app/reports" },
      { file: "owner-settings", path: "/app/settings" },
      { file: "public-page", path: "/s/promenade-ballroom" },
    ],
  },
  {
    email: "instructor@promenade.test",
    shots: [
      { file: "instructor-agenda", path: "/app/schedule" },
      { file: "instructor-schedule", path: "/app/schedule?view=calendar" },
      { file: "instructor-own-page", path: "/app/instructors", then: openLink(/^Maria Lopez$/) },
      { file: "instructor-reports", path: "/app/reports" },
    ],
  },
  {
    email: "student@promenade.test",
    shots: [
      { file: "student-home", path: "/app/schedule" },
      { file: "student-progress", path: "/app/progress" },
      { file: "student-payments", path: "/app/payments" },
      { file: "student-community", path: "/app/community" },
    ],
  },
];

async function photographRole(browser: Browser, base: string, role: (typeof ROLES)[number]) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    colorScheme: "light",
    timezoneId: "America/New_York",
  });
  const login = await context.request.post(`${base}/api/auth/login`, { data: { email: role.email, password: "promenade" } });
  if (!login.ok()) throw new Error(`Demo login as ${role.email} failed: ${login.status()}`);
  const page = await context.newPage();
  const written: string[] = [];
  for (const shot of role.shots) {
    await page.goto(`${base}${shot.path}`, { waitUntil: "networkidle" });
    await shot.then?.(page);
    const file = `${OUT}/${shot.file}.png`;
    await page.screenshot({ path: file });
    written.push(file);
  }
  await context.close();
  return written;
}

/**
 * `npm start` on a fresh data folder, in a process group of its own: stopping it ends the build too
 * when it is still building (a build left running would keep writing the shared .next folder).
 * A build on a busy machine can take many minutes, so the wait is long.
 */
async function startDemo(port: number): Promise<{ base: string; stop: () => void }> {
  const dataDir = path.resolve(".bench/docs-screenshots-data");
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/start.mts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => {
      stop();
      process.exit(1);
    });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 20 * 60_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode} before serving.`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop();
  throw new Error("The demo did not start within 20 minutes.");
}

fs.mkdirSync(OUT, { recursive: true });
const { base, stop } = await startDemo(PORT);
try {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  const files: string[] = [];
  for (const role of ROLES) files.push(...(await photographRole(browser, base, role)));
  await browser.close();
  const tooBig: string[] = [];
  for (const file of files) {
    const size = fs.statSync(file).size;
    console.log(`${file}: ${Math.round(size / 1024)} KB`);
    if (size > MAX_BYTES) tooBig.push(file);
  }
  if (tooBig.length) throw new Error(`Over ${MAX_BYTES / 1024} KB: ${tooBig.join(", ")}`);
} finally {
  stop();
}

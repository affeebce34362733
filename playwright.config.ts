import { defineConfig, devices } from "@playwright/test";
import { E2E_SMTP_PORT } from "./e2e/support/smtp-port";

// Each checkout may run its own e2e server: E2E_PORT keeps them apart (default 3100).
const port = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = `.data-e2e-${port}`;

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export default defineConfig({
  testDir: "e2e",
  // The SMTP server the app sends to, one for the run (e2e/support/mail-capture.ts): specs read links from the mail.
  globalSetup: "./e2e/support/global-setup.ts",
  outputDir: "test-results",
  // Journeys with several axe scans take 20–30 s on a quiet two-core machine and more beside the other
  // worker: a minute for a test and 15 s for an expectation keep the limits for a hung page, not a busy one.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    // Recording a trace costs about a sixth of the run's time (2:05 → 1:44 for four spec files);
    // CI keeps the failure's screenshot and page snapshot, not the trace (E2E_TRACE=1 records it).
    trace: process.env.CI && process.env.E2E_TRACE !== "1" ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    // The service worker precaches every script of the build in each new context and sits in front of
    // every request after: a signed-in page took 2.1 s to settle with it, 1.7 s without (same run). Only
    // the specs about the installed app allow it (offline-agenda, pwa-install, push).
    serviceWorkers: "block",
    launchOptions: {
      // Playwright cannot download its own browser here: use Debian's (scripts/check-browser.mjs).
      executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // A fresh database every run, so tests never depend on what an earlier run left behind.
    command: `rm -rf ${dataDir} && npm start`,
    url: `${baseURL}/api/health`,
    // The whole suite reaches the server from 127.0.0.1, one address: it signs up dozens of studios, where
    // a visitor gets 10 an hour. The hourly form limits are 20 times higher here (lib/env.ts); sign-in
    // limits are not, and e2e/start-server.spec.ts checks them from loopback addresses of its own.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NEXT_TELEMETRY_DISABLED: "1",
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      ADDRESS_LIMIT_SCALE: "20",
      // Specs wait for dozens of e-mails (every invitation is read from its mail): sent within a quarter
      // second instead of the 5 s the worker waits between rounds in production.
      NOTIFY_EVERY_MS: "250",
      // The operator spec's account, and the inbox the marketing contact form's messages go to (e2e/operator.spec.ts).
      OPERATOR_EMAILS: "operator@promenade-e2e.example",
      CONTACT_TO: "contact-inbox@promenade-e2e.example",
      // A run crossing 03:00 takes no nightly backup into the checkout's ./backups.
      BACKUP_AT: "off",
      // One JSON line per request would bury the specs' output; warnings and errors still print.
      LOG_LEVEL: "warn",
    },
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    stderr: "pipe",
  },
});

// npm run test:scale — two app processes (`next start`) on one PostgreSQL through PgBouncer
// (transaction mode), behind nginx round-robin on loopback, and the races run through the proxy:
// bookings for the last places, the login throttle, the outbox, a session and a moved booking seen
// by the other process. Prints a figure per check; exits 1 on any failure. Everything it starts
// (PgBouncer, both apps, nginx, an SMTP server) is stopped at the end, also on failure.
// Needs DATABASE_URL (a PostgreSQL server it may create a database on) and a build (`next build`, made if missing).
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const JWT_SECRET = "scale-test-secret-0123456789abcdef0123456789";
process.env.JWT_SECRET = JWT_SECRET;
const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is required: the PostgreSQL server both processes share.");
  process.exit(2);
}

const { startApp, startNginx, startPgBouncer, withWorkDir } = await import("@/scripts/scale/cluster");
const { bookingMoved, loginThrottle, outboxOnce, parallelBookings, sessionAcrossProcesses } = await import("./checks");
const { prepareDatabase } = await import("@/scripts/scale/database");

if (!fs.existsSync(".next/BUILD_ID")) {
  console.log("Building once (next build)…");
  const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let failures = 0;
await withWorkDir(async (dir) => {
  const started = performance.now();
  const { directUrl, drop } = await prepareDatabase(url);
  try {
    const { startSmtpCapture } = await import("@/tests/helpers/smtp-capture");
    const smtp = await startSmtpCapture();
    try {
      const pooledUrl = process.env.SCALE_NO_POOLER ? directUrl : await startPgBouncer(directUrl, dir);
      const env = { DATABASE_URL: pooledUrl, JWT_SECRET, SMTP_URL: smtp.url, TRUSTED_PROXY: "1" };
      const apps = await Promise.all([startApp(env), startApp(env)]);
      const proxy = await startNginx(apps, dir);
      console.log(
        `cluster up in ${Math.round(performance.now() - started)} ms: nginx ${proxy} → ${apps.join(", ")} → ${process.env.SCALE_NO_POOLER ? "PostgreSQL" : "PgBouncer (transaction mode) → PostgreSQL"}`,
      );
      const email = `scale-${Date.now()}@example.test`;
      const checks: [string, () => Promise<string>][] = [
        ["bookings", () => parallelBookings(proxy)],
        ["session", async () => (await sessionAcrossProcesses(apps, email)).line],
        ["throttle", () => loginThrottle(proxy, email)],
        ["move", () => bookingMoved(apps)],
        ["outbox", () => outboxOnce(smtp)],
      ];
      for (const [name, check] of checks) {
        try {
          console.log(`✓ ${await check()}`);
        } catch (error) {
          failures++;
          console.log(`✗ ${name}: ${error instanceof Error ? error.message : error}`);
        }
      }
    } finally {
      await smtp.close();
    }
  } finally {
    await drop();
  }
}).catch((error) => {
  failures++;
  console.error(error);
});
console.log(failures ? `${failures} scale check(s) failed` : "all scale checks passed");
process.exit(failures ? 1 : 0);

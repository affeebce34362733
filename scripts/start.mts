// npm start — takes the PGlite folder's lock, builds if the build is missing or older than the
// sources, migrates and seeds the database, then serves on PORT (default 3000) through
// scripts/serve.mjs: Next's request handler behind a small server that tells the app each caller's
// address (per-address limits need it; `next start` gives route handlers none).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { acquirePgliteLock, readPgliteLock } from "@/lib/db/pglite-lock.mjs";

const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");

const root = process.cwd();
const isProduction = process.env.NODE_ENV === "production";
const dataDir = process.env.DATA_DIR?.trim() || "./data";
const usesPglite = !process.env.DATABASE_URL?.trim();

if (isProduction && !process.env.JWT_SECRET) {
  console.error("JWT_SECRET is required when NODE_ENV=production (e.g. JWT_SECRET=$(openssl rand -hex 32) npm start).");
  process.exit(1);
}

// The data folder's lock first, before building or answering anything: a second `npm start` on the
// same folder stops here, naming the process that holds it. It is held to the end: the server below
// takes it over from this process in one step (PROMENADE_LOCK_HANDOVER), so the folder is never free.
if (usesPglite) {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    acquirePgliteLock(dataDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

// The public pages are built ahead of time and keep what the build saw of these: the
// demo credentials on /login (offered outside production, as the server below does) and the site's
// address in their links. A build made with other values is rebuilt.
const builtWith = JSON.stringify({
  DEMO: isProduction ? (process.env.DEMO ?? "") : process.env.DEMO || "1",
  SITE_URL: process.env.SITE_URL ?? "",
});
const builtWithFile = path.join(root, ".next", "promenade-built-with.json");

if (!isBuildCurrent()) {
  if (process.env.START_WITHOUT_BUILD === "1") {
    console.error(
      "The build is missing, older than the sources, or made with another DEMO or SITE_URL (START_WITHOUT_BUILD=1: not building).",
    );
    process.exit(1);
  }
  console.log("Building Promenade (the build is missing, older than the sources, or made with another DEMO or SITE_URL)…");
  const buildEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", DEMO: JSON.parse(builtWith).DEMO };
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env: buildEnv });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(builtWithFile, builtWith);
}

// The server runs with NODE_ENV=production (Next requires it). Outside a real production deployment
// this is the demo: a secret kept in the data folder, and demo credentials on the login form.
const serverEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
const port = process.env.PORT || "3000";
serverEnv.PORT = port;
// Unset, the site's address follows the port it is served on, so the links the app e-mails and shares
// (invitations, unsubscribe, the public page, the widget, Stripe's return) reach this server. Set it
// wherever the site is reached by another address (a proxy, a domain). Pages built ahead of time keep
// the address the build saw, in their canonical links only.
if (!process.env.SITE_URL) {
  serverEnv.SITE_URL = `http://localhost:${port}`;
  process.env.SITE_URL = serverEnv.SITE_URL; // the seed below reads it too
}
if (!isProduction) {
  const { readOrCreateLocalSecret } = await import("@/lib/auth/secret");
  serverEnv.JWT_SECRET ||= readOrCreateLocalSecret(dataDir);
  serverEnv.DEMO ||= "1";
}

// Migrate and seed in this process, then close the database (the lock stays held) for the server to open.
const { closeDb, getDb } = await import("@/lib/db/client");
const db = await getDb();
if (!isProduction || process.env.DEMO) {
  const { seedDemo } = await import("@/lib/demo/seed");
  await seedDemo(db);
}
await closeDb();

if (usesPglite) serverEnv.PROMENADE_LOCK_HANDOVER = readPgliteLock(dataDir);
const server = spawn(process.execPath, [path.join(root, "scripts", "serve.mjs")], { stdio: "inherit", env: serverEnv });
console.log(`Promenade is starting on http://localhost:${port}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

function isBuildCurrent(): boolean {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!fs.existsSync(buildId)) return false;
  if (!fs.existsSync(builtWithFile) || fs.readFileSync(builtWithFile, "utf8") !== builtWith) return false;
  const builtAt = fs.statSync(buildId).mtimeMs;
  const sources = [
    "app",
    "components",
    "lib",
    "public",
    "drizzle",
    "proxy.ts",
    "instrumentation-client.ts",
    "next.config.mjs",
    "package-lock.json",
    "tsconfig.json",
    "postcss.config.mjs",
  ];
  return !sources.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/**
 * The app's API in a child process (tests/faults/app-process.mts: every route handler over HTTP,
 * the same lib/db/client.ts as `npm start`), on the database its environment names: DATA_DIR for
 * the embedded PGlite, DATABASE_URL for PostgreSQL. Node runs it directly (tsx as a loader, not its
 * wrapper process), so a signal reaches the process that holds the database.
 */
const CHILD = path.resolve("tests/faults/app-process.mts");

export type AppChild = { child: ChildProcess; base: string; exited: Promise<unknown> };

export type AppDatabase = { dataDir: string } | { databaseUrl: string };

/**
 * `routes`: only these handlers (APP_ROUTES in app-process.mts), for a quick start; all of them without.
 * `script`: another entry that serves the same way (e.g. tests/ops/backup-app.mts); `env`: added variables.
 */
export async function startApp(
  database: AppDatabase,
  routes: string[] = [],
  startupMs = 90_000,
  { script = CHILD, env: extra = {} }: { script?: string; env?: Record<string, string> } = {},
): Promise<AppChild> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "test", APP_ROUTES: routes.join(" "), ...extra };
  delete env.DATABASE_URL;
  if ("dataDir" in database) env.DATA_DIR = database.dataDir;
  else env.DATABASE_URL = database.databaseUrl;
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", path.resolve(script)], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let log = "";
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the app didn't start in ${startupMs / 1000} s:\n${log}`)), startupMs);
    child.stderr!.on("data", (chunk) => (log += chunk));
    child.stdout!.on("data", (chunk) => {
      log += chunk;
      const match = /listening (\d+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the app exited (${code}) before listening:\n${log}`));
    });
  });
  return { child, base: `http://127.0.0.1:${port}`, exited };
}

/** Kills the app without warning (SIGKILL: no handler runs, nothing is flushed or closed) and waits for it to be gone. */
export async function killApp(app: AppChild): Promise<void> {
  app.child.kill("SIGKILL");
  await app.exited;
}

/** Stops the app the way a service manager does (SIGTERM) and waits for it. */
export async function stopApp(app: AppChild): Promise<void> {
  if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill("SIGTERM");
  await app.exited;
}

export type Answer = { status: number; body: any; headers: Headers };

/** One JSON request to the app as the owner (`token`); a connection cut by a kill rejects. */
export async function call(
  base: string,
  pathname: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${base}${pathname}`, {
    method: init.method ?? (init.body ? "POST" : "GET"),
    headers: {
      "content-type": "application/json",
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, headers: response.headers, body: await response.json().catch(() => null) };
}

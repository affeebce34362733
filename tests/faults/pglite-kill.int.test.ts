import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The embedded database killed with `kill -9` in the middle of writes: the app runs in a child
 * process on a temp DATA_DIR (tests/faults/app-process.mts: the route table's handlers over HTTP,
 * the same lib/db/client.ts as `npm start`), 10 clients add students through it, and the process
 * is killed without warning. Started again on the same folder it must open (the lock file names a
 * dead PID) and hold every student whose creation was answered 201. Node runs the app itself
 * (tsx as a loader, not its wrapper process), so the signal reaches the process holding the database.
 */
const CHILD = path.resolve("tests/faults/app-process.mts");
const CLIENTS = 10;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "promenade-fault-pglite-"));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function startApp(): Promise<{ child: ChildProcess; base: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test" };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", CHILD], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let log = "";
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the app didn't start in 90 s:\n${log}`)), 90_000);
    child.stderr!.on("data", (chunk) => (log += chunk));
    child.stdout!.on("data", (chunk) => {
      log += chunk;
      const match = /listening (\d+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on("exit", (code) => reject(new Error(`the app exited (${code}) before listening:\n${log}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function call(base: string, pathname: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${base}${pathname}`, {
    method: init.method ?? (init.body ? "POST" : "GET"),
    headers: { "content-type": "application/json", ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

// PGlite only: the PostgreSQL pass of the suite (`npm run test:pg`) has nothing embedded to kill.
describe.skipIf(Boolean(process.env.DATABASE_URL))("the embedded database killed with kill -9 mid-writes", () => {
  it("restarts on the same data folder with every confirmed write", async () => {
    const first = await startApp();
    const signup = await call(first.base, "/api/auth/signup", {
      body: { name: "Kill Test", email: `kill.${Date.now()}@example.test`, password: "correct horse battery" },
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    const token: string = signup.body.accessToken;

    const confirmed: string[] = [];
    let failed = 0;
    let killed = false;
    const client = async (number: number) => {
      for (let round = 0; !killed; round++) {
        try {
          const response = await call(first.base, "/api/students", { token, body: { name: `Writer ${number}.${round}` } });
          if (response.status === 201) confirmed.push(response.body.student.id);
        } catch {
          failed += 1; // a connection cut by the kill: not confirmed
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, number) => client(number));
    const deadline = Date.now() + 60_000;
    while (confirmed.length < 60 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const exited = new Promise((resolve) => first.child.once("exit", resolve));
    first.child.kill("SIGKILL");
    await exited;
    killed = true;
    await Promise.all(clients);
    expect(confirmed.length, "writes were confirmed before the kill").toBeGreaterThan(0);

    const second = await startApp();
    const missing: string[] = [];
    for (let at = 0; at < confirmed.length; at += 10) {
      const found = await Promise.all(confirmed.slice(at, at + 10).map((id) => call(second.base, `/api/students/${id}`, { token })));
      found.forEach((response, index) => response.status !== 200 && missing.push(confirmed[at + index]));
    }
    const after = await call(second.base, "/api/students", { token, body: { name: "After the restart" } });
    console.log(
      `[faults] PGlite killed with kill -9 under ${CLIENTS} writers: ${confirmed.length} writes confirmed, ` +
        `${confirmed.length - missing.length} found after the restart, ${failed} cut off in flight`,
    );
    expect(missing).toEqual([]);
    expect(after.status).toBe(201);
    second.child.kill("SIGTERM");
  }, 180_000);
});

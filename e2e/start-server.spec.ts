import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { acquirePgliteLock } from "../lib/db/pglite-lock.mjs";
import { DEMO_OWNER, uniqueEmail } from "./support/login";

// The e2e server is a bare `npm start` (playwright.config.ts): no proxy and no TRUSTED_PROXY, so the
// start server (scripts/serve.mjs) is what tells the app who is calling. These tests call it from
// loopback addresses of their own (all of 127.0.0.0/8 reaches the server on Linux), so what they use
// up never reaches the rest of the suite, which comes from 127.0.0.1.
const port = Number(process.env.E2E_PORT || 3100);
const origin = `http://127.0.0.1:${port}`;
const dataDir = path.resolve(`.data-e2e-${port}`);

/** A loopback address no other test uses (not 127.0.0.1), fresh for each run. */
function loopback(): string {
  const byte = () => Math.floor(Math.random() * 250) + 1;
  return `127.${byte()}.${byte()}.${byte()}`;
}

/** POSTs JSON from the given local address: the connection's address the start server sees. */
function postFrom(localAddress: string, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const data = JSON.stringify(body);
    const request = http.request(
      `${origin}${pathname}`,
      {
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(data), origin, ...headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", reject);
    request.end(data);
  });
}

test.describe("limits by the caller's address on a bare npm start", () => {
  test("30 wrong passwords for 30 e-mails from one address: 20 × 401, then 429, whatever it forges", async () => {
    const sprayer = loopback();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      // A fresh forged X-Forwarded-For and X-Promenade-Client-Address on each: neither gives a new limit.
      const forged = { "x-forwarded-for": `10.9.${i}.1`, "x-promenade-client-address": `10.8.${i}.1` };
      statuses.push((await postFrom(sprayer, "/api/auth/login", { email: uniqueEmail("spray"), password: "guess-guess" }, forged)).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    // That address is refused even the right password; another address signs in.
    const owner = { email: DEMO_OWNER.email, password: DEMO_OWNER.password };
    expect((await postFrom(sprayer, "/api/auth/login", owner)).status).toBe(429);
    expect((await postFrom(loopback(), "/api/auth/login", owner)).status).toBe(200);
  });

  test("five wrong passwords block that address for that account; the owner signs in from another", async () => {
    const account = { name: "Lockout Owner", email: uniqueEmail("lockout"), password: "e2e-password-1" };
    expect((await postFrom(loopback(), "/api/auth/signup", account)).status).toBe(201);
    const attacker = loopback();
    for (let i = 0; i < 5; i++) {
      expect((await postFrom(attacker, "/api/auth/login", { email: account.email, password: `wrong-${i}-password` })).status).toBe(401);
    }
    const credentials = { email: account.email, password: account.password };
    expect((await postFrom(attacker, "/api/auth/login", credentials)).status).toBe(429);
    expect((await postFrom(loopback(), "/api/auth/login", credentials)).status).toBe(200);
  });
});

/** `npm start` is this command (package.json); Node runs it directly so the test holds the process's own PID. */
function npmStart(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/start.mts"], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = { text: "" };
  child.stdout.on("data", (chunk) => (log.text += chunk));
  child.stderr.on("data", (chunk) => (log.text += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, log, exited };
}

test("from the moment npm start takes the data folder until it serves, no other process can take it, and it never answers 500", async () => {
  test.setTimeout(120_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "promenade-start-race-"));
  const startPort = port + 38;
  // START_WITHOUT_BUILD: this test must never rebuild under the suite's running server.
  const first = npmStart({ PORT: String(startPort), DATA_DIR: dir, START_WITHOUT_BUILD: "1" });
  try {
    let done = false;
    void first.exited.then(() => (done = true));
    while (!done && !fs.existsSync(path.join(dir, "db.lock"))) await new Promise((resolve) => setTimeout(resolve, 10));
    // Another process (this one) tries to take the folder over and over while the first starts, and asks it for its health.
    const taken: string[] = [];
    const errors: number[] = [];
    const until = Date.now() + 90_000;
    for (;;) {
      if (done || Date.now() > until) break;
      try {
        acquirePgliteLock(dir)();
        taken.push(first.log.text.split("\n").filter(Boolean).at(-1) ?? "(no output yet)");
      } catch {
        // Refused: the folder is held, as it must be.
      }
      const status = await fetch(`http://127.0.0.1:${startPort}/api/health`).then(
        (response) => response.status,
        () => 0,
      );
      if (status >= 500) errors.push(status);
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // START_WITHOUT_BUILD refuses a stale build: sources changed after the suite's build is a failure to see, not a skip.
    expect(first.log.text, "the sources changed after the suite's build: run the suite on a clean tree").not.toMatch(/START_WITHOUT_BUILD/);
    expect(done, first.log.text).toBe(false);
    expect(taken, "moments the folder was free, after the start's last line").toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    first.child.kill("SIGTERM");
    await first.exited;
  }
  expect(fs.existsSync(path.join(dir, "db.lock")), "the lock is released on SIGTERM").toBe(false);
  fs.rmSync(dir, { recursive: true, force: true });
});

test("a second npm start on the same data folder exits naming the holder's PID, before it listens; the first keeps serving", async () => {
  test.setTimeout(90_000);
  const holder = fs.readFileSync(path.join(dataDir, "db.lock"), "utf8").split(" ")[0];
  const secondPort = port + 37;
  const second = npmStart({ PORT: String(secondPort), DATA_DIR: dataDir });
  const code = await second.exited;
  const output = second.log.text;
  expect(code, output).toBe(1);
  expect(output).toContain(`is in use by process ${holder}`);
  expect(output).not.toContain("Building");
  // Nothing ever listened on its port: no answer at all, never a 500.
  await expect(fetch(`http://127.0.0.1:${secondPort}/api/health`)).rejects.toThrow();
  const health = await fetch(`${origin}/api/health`);
  expect(health.status).toBe(200);
});

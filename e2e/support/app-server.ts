import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { E2E_SMTP_PORT } from "./smtp-port";

/** A port nothing listens on now (the kernel's choice), for a server of the spec's own. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export type AppServer = { origin: string; log: () => string; stop: () => Promise<void> };

/**
 * A second app server for one spec, beside the suite's (playwright.config.ts), with `env` on top of
 * the suite's: `npm start` (scripts/start.mts) on `port` (freePort()) with a fresh data folder of its own,
 * sending mail to the run's SMTP server. It serves the suite's build and never builds
 * (START_WITHOUT_BUILD): the suite's webServer built it before any spec ran. The browser reaches it
 * as http://localhost:<port>, the SITE_URL npm start gives it, so the links it makes (Stripe's
 * return addresses) land on the same origin as its cookies. `stop()` ends its whole process group
 * and removes the folder.
 */
export async function startAppServer(port: number, env: Record<string, string>): Promise<AppServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "promenade-e2e-app-"));
  const base: NodeJS.ProcessEnv = { ...process.env };
  // The build was made without SITE_URL: npm start would refuse it (or rebuild) with another.
  delete base.SITE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/start.mts"], {
    env: {
      ...base,
      NEXT_TELEMETRY_DISABLED: "1",
      START_WITHOUT_BUILD: "1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      ADDRESS_LIMIT_SCALE: "20",
      ...env,
    },
    // Its own process group: start.mts runs the server as a child, and stop() ends both.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code) => {
      exitCode = code;
      resolve();
    }),
  );

  const stop = async () => {
    if (exitCode === undefined && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
      const killed = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 15_000))]);
      if (!killed) {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // Already gone.
        }
        await exited;
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const origin = `http://localhost:${port}`;
  const until = Date.now() + 150_000;
  for (;;) {
    if (exitCode !== undefined) {
      await stop();
      throw new Error(`The spec's app server exited (${exitCode}) before it served:\n${output}`);
    }
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > until) {
      await stop();
      throw new Error(`The spec's app server didn't answer within 150 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, log: () => output, stop };
}

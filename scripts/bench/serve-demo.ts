// Shared by the benchmarks and screenshots: serve the demo from a fresh data folder with `npm start`.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

/** Starts the demo on `port` with its own data folder (`prepare` fills it first); resolves once /api/health answers. */
export async function serveDemo(
  port: number,
  name: string,
  options: { prepare?: (dataDir: string) => Promise<void> } = {},
): Promise<{ base: string; stop: () => void }> {
  const dataDir = path.resolve(`.bench/${name}-data`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  await options.prepare?.(dataDir);
  const server: ChildProcess = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/start.mts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => server.kill("SIGTERM");
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error("The demo did not start within 5 minutes.");
}

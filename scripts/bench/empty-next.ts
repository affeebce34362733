// The baseline of `npm run bench:pages`: an empty Next page built in a temp folder from the
// project's own node_modules (a symlink: the same next, react and bundler), served in production.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "empty-next", private: true }),
  // Turbopack refuses files outside its root; the symlinked node_modules lives in the project.
  "next.config.mjs": `export default { turbopack: { root: "/" }, outputFileTracingRoot: "/" };\n`,
  "app/layout.jsx": `export const metadata = { title: "Empty", description: "An empty Next page" };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  "app/page.jsx": `export default function Page() {
  return <main><h1>Hello</h1></main>;
}
`,
};

/** Builds the empty app (next build) and serves it on `port`; resolves once it answers. */
export async function serveEmptyNext(port: number): Promise<{ base: string; stop: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "empty-next-"));
  for (const [name, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
  const nextBin = path.resolve("node_modules/next/dist/bin/next");
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  const build = spawnSync(process.execPath, [nextBin, "build"], { cwd: dir, env, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`The empty Next page did not build:\n${build.stdout}\n${build.stderr}`);
  // Its own process group: `next start` runs the server in a child process, which must stop too.
  const server = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: dir,
    env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(base)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error("The empty Next page did not start within a minute.");
}

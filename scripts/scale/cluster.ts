// A small production-shaped cluster on loopback for the scale test and bench: PgBouncer (transaction
// mode) in front of one PostgreSQL, N `next start` processes on it, nginx round-robin in front of
// them. Every process it starts is recorded and stopped by stop(), also after a failure.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const children: ChildProcess[] = [];
/** Each started process's name and pid (the bench reads their CPU time from /proc). */
export const started: { name: string; pid: number }[] = [];
const stoppers: (() => void)[] = [];
let stopped = false;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Kills everything started here; safe to call twice (the script calls it on exit and on signals). */
export async function stopAll(): Promise<void> {
  if (stopped) return;
  stopped = true;
  for (const stop of stoppers.reverse()) {
    try {
      stop();
    } catch {}
  }
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
}
process.on("SIGINT", () => void stopAll().then(() => process.exit(130)));
process.on("SIGTERM", () => void stopAll().then(() => process.exit(143)));

async function waitFor(url: string, child: ChildProcess, log: () => string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${log()}`);
}

function track(child: ChildProcess, name: string): () => string {
  children.push(child);
  if (child.pid) started.push({ name, pid: child.pid });
  let log = "";
  child.stdout?.on("data", (chunk) => (log = (log + chunk).slice(-4000)));
  child.stderr?.on("data", (chunk) => (log = (log + chunk).slice(-4000)));
  return () => `[${name}] ${log}`;
}

/** PgBouncer in transaction mode in front of `databaseUrl`'s server; returns its URL. Runs as postgres when root. */
export async function startPgBouncer(databaseUrl: string, dir: string): Promise<string> {
  const target = new URL(databaseUrl);
  const port = await freePort();
  const user = decodeURIComponent(target.username || "postgres");
  fs.writeFileSync(path.join(dir, "users.txt"), `"${user}" ""\n`);
  fs.writeFileSync(
    path.join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      `* = host=${target.hostname} port=${target.port || 5432} user=${user}`,
      "[pgbouncer]",
      `listen_addr = 127.0.0.1`,
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${path.join(dir, "users.txt")}`,
      "pool_mode = transaction",
      "max_client_conn = 500",
      "default_pool_size = 20",
      // node-postgres sends statement_timeout in its startup packet, which PgBouncer refuses unless told to ignore it.
      "ignore_startup_parameters = extra_float_digits,statement_timeout",
      `logfile = ${path.join(dir, "pgbouncer.log")}`,
      "",
    ].join("\n"),
  );
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) spawnSync("chown", ["-R", "postgres", dir]);
  const bin = process.env.PGBOUNCER_BIN ?? "/usr/sbin/pgbouncer";
  const command = asPostgres ? "runuser" : bin;
  const args = asPostgres ? ["-u", "postgres", "--", bin, path.join(dir, "pgbouncer.ini")] : [path.join(dir, "pgbouncer.ini")];
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  const log = track(child, "pgbouncer");
  const until = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PgBouncer exited:\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => (socket.end(), resolve(true)));
      socket.on("error", () => resolve(false));
    });
    if (open) break;
    if (Date.now() > until) throw new Error(`PgBouncer did not listen:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pooled = new URL(databaseUrl);
  pooled.hostname = "127.0.0.1";
  pooled.port = String(port);
  return pooled.toString();
}

/** `next start` on a free port with the given environment; resolves once /api/health answers. */
export async function startApp(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const nextBin = path.resolve("node_modules/next/dist/bin/next");
  const child = spawn(process.execPath, [nextBin, "start", "-H", "127.0.0.1", "-p", String(port)], {
    env: { ...process.env, ...env, NODE_ENV: "production", PORT: String(port), NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = track(child, `app :${port}`);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, child, log);
  return base;
}

/** nginx round-robin over `apps`; each answer names its upstream in X-Upstream. */
export async function startNginx(apps: string[], dir: string): Promise<string> {
  const port = await freePort();
  const conf = path.join(dir, "nginx.conf");
  fs.mkdirSync(path.join(dir, "nginx-temp"), { recursive: true });
  fs.writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "nginx-error.log")} warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-temp/body;
  proxy_temp_path ${dir}/nginx-temp/proxy;
  fastcgi_temp_path ${dir}/nginx-temp/fastcgi;
  uwsgi_temp_path ${dir}/nginx-temp/uwsgi;
  scgi_temp_path ${dir}/nginx-temp/scgi;
  upstream promenade {
${apps.map((app) => `    server ${new URL(app).host};`).join("\n")}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://promenade;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto http;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  fs.mkdirSync(dir, { recursive: true });
  const child = spawn(process.env.NGINX_BIN ?? "/usr/sbin/nginx", ["-c", conf, "-p", dir, "-e", path.join(dir, "nginx-error.log")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = track(child, "nginx");
  const base = `http://127.0.0.1:${port}`;
  await waitFor(
    `${base}/api/health`,
    child,
    () => log() + (fs.existsSync(path.join(dir, "nginx-error.log")) ? fs.readFileSync(path.join(dir, "nginx-error.log"), "utf8") : ""),
  );
  return base;
}

/** Runs `fn` with the work folder, then stops everything and removes the folder, whatever happened. */
export async function withWorkDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "promenade-scale-"));
  fs.chmodSync(dir, 0o777);
  stoppers.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  try {
    return await fn(dir);
  } finally {
    await stopAll();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

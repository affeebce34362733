// bench:tenants' PostgreSQL: DATABASE_URL's server when given, else a server of the bench's own on a
// data folder it keeps (.bench-tenants/, named by the schema's hash) so the built studios are reused.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { newestPgBin } from "@/lib/ops/backup/pg-tools";

export const BENCH_DIR = path.resolve(".bench-tenants");

/** The migrations' hash, with the builder's own version: either changing means a rebuild. */
export function schemaHash(builderVersion: string): string {
  const hash = crypto.createHash("sha256").update(builderVersion);
  for (const file of fs
    .readdirSync("drizzle")
    .filter((name) => name.endsWith(".sql"))
    .sort())
    hash.update(file).update(fs.readFileSync(path.join("drizzle", file)));
  return hash.digest("hex").slice(0, 12);
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type BenchServer = { url: string; stop: () => void };

/** Starts (initialising when missing) the kept server for `hash`; older kept servers are removed. */
export async function startKeptServer(hash: string): Promise<BenchServer> {
  const bin = newestPgBin("pg_ctl");
  if (!bin) throw new Error("PostgreSQL is not installed: apt-get install postgresql (or set DATABASE_URL).");
  const dir = path.join(BENCH_DIR, `pg-${hash}`);
  const data = path.join(dir, "data");
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  for (const old of fs.readdirSync(BENCH_DIR).filter((name) => name.startsWith("pg-") && name !== `pg-${hash}`))
    fs.rmSync(path.join(BENCH_DIR, old), { recursive: true, force: true });
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args], { stdio: "pipe" })
      : execFileSync(path.join(bin, tool), args, { stdio: "pipe" });
  if (!fs.existsSync(path.join(data, "PG_VERSION"))) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(data, { recursive: true });
    if (asRoot) execFileSync("chown", ["-R", "postgres:postgres", dir]);
    run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  }
  const sock = path.join(dir, "sock");
  fs.mkdirSync(sock, { recursive: true });
  if (asRoot) execFileSync("chown", ["postgres:postgres", sock]);
  const port = await freePort();
  // Bulk-load friendly, the same for both databases (the bench compares them, never absolutes).
  const options = [
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${sock}`,
    "-c shared_buffers=512MB -c maintenance_work_mem=256MB -c max_wal_size=2GB -c checkpoint_timeout=30min",
    "-c synchronous_commit=off -c wal_level=minimal -c max_wal_senders=0",
  ].join(" ");
  run("pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-w", "-t", "120", "-o", options, "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
  };
}

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { newestPgBin } from "@/lib/ops/backup/pg-tools";

/**
 * A PostgreSQL server of the test's own, on a temp folder and a free loopback port, that the test
 * may stop, start and kill (as .ci/run starts the shared one). Root runs the server tools as the
 * `postgres` user, as Debian's package wants. `findPgBin()` is null when PostgreSQL isn't installed.
 */
export const findPgBin = (): string | null => newestPgBin("pg_ctl");

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type PgServer = { url: string; port: number; stop: () => void; start: () => void; destroy: () => void };

export async function startPgServer(bin: string): Promise<PgServer> {
  return serve(bin, "promenade-fault-pg-", (run, data) =>
    run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]),
  );
}

/**
 * A streaming replica of `primary` (`pg_basebackup -R`: a copy of its data folder that starts as a
 * standby following it), on a folder and port of its own. initdb's `--auth=trust` lets replication
 * connections in from 127.0.0.1, and PostgreSQL 15's default `wal_level=replica` streams.
 */
export async function startPgReplica(bin: string, primary: PgServer): Promise<PgServer> {
  return serve(
    bin,
    "promenade-replica-pg-",
    (run, data) =>
      run("pg_basebackup", [
        "-h",
        "127.0.0.1",
        "-p",
        String(primary.port),
        "-U",
        "postgres",
        "-D",
        data,
        "-R",
        "-X",
        "stream",
        "-c",
        "fast",
      ]),
    // Queries on the standby hold back the primary's vacuum rather than being cancelled by replay.
    "-c hot_standby_feedback=on",
  );
}

type Run = (tool: string, args: string[]) => void;

async function serve(bin: string, prefix: string, create: (run: Run, data: string) => void, extra = ""): Promise<PgServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const data = path.join(dir, "data");
  const sock = path.join(dir, "sock");
  fs.mkdirSync(data, { mode: 0o700 });
  fs.mkdirSync(sock);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["-R", "postgres:postgres", dir]);
  const run: Run = (tool, args) => {
    if (asRoot) execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args], { stdio: "pipe" });
    else execFileSync(path.join(bin, tool), args, { stdio: "pipe" });
  };
  create(run, data);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${sock} -c max_connections=100 -c fsync=on ${extra}`;
  const start = () => run("pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-w", "-o", options, "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

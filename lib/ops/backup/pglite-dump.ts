import "server-only";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { PGlite } from "@electric-sql/pglite";
import type { Db } from "@/lib/db/client";
import { BackupError } from "./errors";

type Dumpable = Pick<PGlite, "dumpDataDir" | "_runExclusiveTransaction">;

/** The PGlite under a Drizzle database, or null on PostgreSQL. */
export function pgliteOf(db: Db): Dumpable | null {
  const client = (db as unknown as { $client?: Partial<Dumpable> }).$client;
  return typeof client?.dumpDataDir === "function" ? (client as Dumpable) : null;
}

/**
 * The data folder as a gzipped tar, copied while no transaction is open: PGlite's transaction lock is
 * held for the copy, so queries and transactions wait meanwhile and the copy is the state after the
 * last commit. Only the plain copy is made under the lock; it is compressed after. Loaded again with
 * PGlite's `loadDataDir`.
 */
export async function dumpPglite(client: Dumpable): Promise<Blob> {
  const tar = await client._runExclusiveTransaction(() => client.dumpDataDir("none"));
  return new Response(tar.stream().pipeThrough(new CompressionStream("gzip"))).blob();
}

export async function writeBlob(blob: Blob, file: string): Promise<void> {
  await pipeline(Readable.fromWeb(blob.stream() as never), fs.createWriteStream(file));
  fsyncFile(file);
}

export function fsyncFile(file: string): void {
  const fd = fs.openSync(file, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Where the process holding a PGlite folder answers backup requests: a Unix socket in the folder, so
 * only who may read the folder may ask (`npm run backup` while `npm start` runs; PGlite allows one process per folder).
 */
export function dumpSocketPath(dataDir: string): string {
  return path.resolve(dataDir, "backup.sock");
}

/**
 * Answers each connection that writes `dump\n` with one JSON line (`{"bytes":n}` or `{"error":"…"}`)
 * and then the dump's bytes. Call it only in the process holding the folder's lock. The server never keeps the process alive.
 */
export function serveDumps(dataDir: string, dump: () => Promise<Blob>): net.Server {
  const socket = dumpSocketPath(dataDir);
  fs.rmSync(socket, { force: true });
  const server = net.createServer((connection) => {
    connection.on("error", () => connection.destroy());
    let asked = "";
    const onData = async (chunk: Buffer) => {
      asked += chunk.toString("utf8");
      if (!asked.includes("\n")) return;
      connection.off("data", onData);
      if (asked.trim() !== "dump") return void connection.end(`${JSON.stringify({ error: "Unknown request." })}\n`);
      try {
        const blob = await dump();
        connection.write(`${JSON.stringify({ bytes: blob.size })}\n`);
        await pipeline(Readable.fromWeb(blob.stream() as never), connection);
      } catch (error) {
        connection.end(`${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`);
      }
    };
    connection.on("data", onData);
  });
  server.listen(socket, () => fs.chmodSync(socket, 0o600));
  server.unref();
  process.once("exit", () => fs.rmSync(socket, { force: true }));
  return server;
}

/** Asks the process holding `dataDir` (PID `holder`) for a dump and writes it to `file`. */
export async function requestDump(dataDir: string, holder: number, file: string): Promise<void> {
  const socketPath = dumpSocketPath(dataDir);
  const connection = await new Promise<net.Socket>((resolve, reject) => {
    const socket = net.createConnection(socketPath, () => resolve(socket));
    socket.once("error", () =>
      reject(
        new BackupError(
          `The database folder ${path.resolve(dataDir)} is in use by process ${holder}, which takes no backup requests ` +
            `(still starting, or not \`npm start\`): try again once it serves, or stop it and run the backup then.`,
        ),
      ),
    );
  });
  connection.write("dump\n");
  const reader = connection[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  while (!head.includes(10)) {
    const next = await reader.next();
    if (next.done) throw new BackupError(`Process ${holder} closed the connection before sending the backup.`);
    head = Buffer.concat([head, next.value]);
  }
  const newline = head.indexOf(10);
  const answer = JSON.parse(head.subarray(0, newline).toString("utf8")) as { bytes?: number; error?: string };
  if (answer.error !== undefined || answer.bytes === undefined) {
    connection.destroy();
    throw new BackupError(`Process ${holder} could not write the backup: ${answer.error ?? "no answer"}`);
  }
  const out = fs.createWriteStream(file);
  let received = 0;
  const rest = async function* () {
    const first = head.subarray(newline + 1);
    received += first.length;
    if (first.length) yield first;
    for (let next = await reader.next(); !next.done; next = await reader.next()) {
      received += next.value.length;
      yield next.value;
    }
  };
  await pipeline(rest(), out);
  if (received !== answer.bytes)
    throw new BackupError(`The backup from process ${holder} was cut short (${received} of ${answer.bytes} bytes).`);
  fsyncFile(file);
}

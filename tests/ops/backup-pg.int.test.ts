import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { POST as paymentRoute } from "@/app/api/payments/route";
import { POST as studentRoute } from "@/app/api/students/route";
import { closeDb, installDb, openPostgres } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { studios } from "@/lib/db/schema";
import { restoreBackup } from "@/lib/ops/backup/restore";
import { takeBackup } from "@/lib/ops/backup/take";
import { findPgBin, startPgServer, type PgServer } from "../faults/pg-server";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";
import { expectConsistentCopy, startWriters, tableSums, totalRows, type Post } from "./backup-checks";

/**
 * PostgreSQL backed up while 6 clients add students, book them and take their payments through the
 * real route handlers: `npm run backup` (pg_dump -Fc, one snapshot) runs in its own process meanwhile.
 * Restored into a database of its own, that backup is one moment of the source; a second one taken
 * once the writers stopped restores to exactly the source, table by table. A server of the test's own
 * (tests/faults/pg-server.ts), so it runs in the suite's PGlite pass and in .ci/run; without PostgreSQL's
 * tools it fails with the line that installs them. The PostgreSQL pass (`npm run test:pg`) leaves it out.
 */
const BIN = findPgBin();
const root = fs.mkdtempSync(path.join(os.tmpdir(), "promenade-backup-pg-"));
let server: PgServer | undefined;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterAll(async () => {
  await Promise.race([closeDb(), sleep(10_000)]);
  server?.destroy();
  fs.rmSync(root, { recursive: true, force: true });
});

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function runScript(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", `scripts/${script}.mts`, ...args], {
    env: { ...process.env, NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk) => (stdout += chunk));
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
  return { status, stdout: stdout.trim(), stderr: stderr.trim() };
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))("npm run backup and npm run restore on PostgreSQL", () => {
  it("backs up under writes to one consistent moment, restores exactly, and refuses damaged files and overwrites", async () => {
    if (!BIN) throw new Error("PostgreSQL's server tools are missing (/usr/lib/postgresql/*/bin): apt-get install -y postgresql");
    server = await startPgServer(BIN);
    const admin = await connect(server.url);
    for (const database of ["source", "exact", "moment"]) await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const sourceUrl = withDatabase(server.url, "source");
    await closeDb();
    const handle = await openPostgres(sourceUrl);
    await migrateDatabase(handle.db, "pg");
    installDb(handle.db, "pg", handle.close);
    const s = await makeScheduleStudio();
    await handle.db.update(studios).set({ plan: "premium" }).where(eq(studios.id, s.studio.id));
    const classes = await Promise.all(
      [72, 74, 76].map((hours) => makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: hoursFromNow(hours), capacity: 500 })),
    );

    const handlers = { students: studentRoute, bookings: bookRoute, payments: paymentRoute };
    const post: Post = (pathname, token, body) => {
      const [, , kind, id] = pathname.split("/");
      const handler = kind === "events" ? handlers.bookings : handlers[kind as "students" | "payments"];
      return callRoute(handler, { token, body, params: id ? { id } : {} });
    };
    const writers = startWriters(post, { token: s.owner.token, classIds: classes.map((each) => each.id), clients: 6 });
    await sleep(1_500);
    const before = writers.marks();
    const underWrites = await runScript("backup", [], { DATABASE_URL: sourceUrl, BACKUP_DIR: path.join(root, "under-writes") });
    expect(underWrites.status, underWrites.stderr).toBe(0);
    const during = writers.marks().reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0);
    await sleep(300);
    await writers.stop();
    const quiet = await takeBackup({ engine: "pg", url: sourceUrl }, { dir: path.join(root, "quiet"), retention: { daily: 7, weekly: 4 } });

    const source = await connect(sourceUrl);
    const sourceSums = await tableSums(source);
    await restoreBackup(quiet.file, { engine: "pg", url: withDatabase(server.url, "exact") });
    const exact = await connect(withDatabase(server.url, "exact"));
    expect(await tableSums(exact)).toEqual(sourceSums);

    const file = /Backup written: (\S+)/.exec(underWrites.stdout)![1];
    await restoreBackup(path.resolve(file), { engine: "pg", url: withDatabase(server.url, "moment") });
    const moment = await connect(withDatabase(server.url, "moment"));
    const consistent = await expectConsistentCopy(moment, source, writers.confirmed, before);
    const momentRows = totalRows(await tableSums(moment));
    console.log(
      `[backup] PostgreSQL: ${Object.keys(sourceSums).length} tables, ${totalRows(sourceSums)} rows restored exactly (counts and md5 equal); ` +
        `under writes: ${JSON.stringify(writers.statuses)} answers, ${during} writes confirmed while npm run backup ran; ` +
        `its copy holds ${consistent.held} confirmed writes as a prefix of each client's (${before.reduce((a, b) => a + b, 0)} confirmed before it began), ` +
        `${consistent.bookings} bookings (${consistent.bookingsWithLedger} with ledger entries, all as in the source), ${momentRows} rows`,
    );
    await Promise.all([source.end(), exact.end(), moment.end()]);

    const tampered = path.join(root, "tampered.pg.dump");
    const bytes = fs.readFileSync(quiet.file);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    fs.writeFileSync(tampered, bytes);
    fs.copyFileSync(`${quiet.file}.sha256`, `${tampered}.sha256`);
    await expect(restoreBackup(tampered, { engine: "pg", url: withDatabase(server.url, "moment") })).rejects.toThrow(
      /does not match its checksum/,
    );

    const over = await runScript("restore", [quiet.file], { DATABASE_URL: withDatabase(server.url, "exact") });
    expect(over.status).toBe(1);
    expect(over.stderr).toMatch(/already holds data \(\d+ tables with rows\): restoring would replace it\. Run again with --force/);
    expect(over.stderr.split("\n"), over.stderr).toHaveLength(1);
    const forced = await runScript("restore", [tampered.replace("tampered", "missing"), "--force"], { DATABASE_URL: sourceUrl });
    expect(forced.stderr).toMatch(/does not exist/);
  }, 180_000);
});

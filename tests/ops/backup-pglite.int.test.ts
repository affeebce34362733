import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { closeDb, installDb, openPglite } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { createPglite } from "@/lib/db/pglite";
import { studios } from "@/lib/db/schema";
import { checksumProblem, listBackups } from "@/lib/ops/backup/files";
import { restoreBackup } from "@/lib/ops/backup/restore";
import { takeBackup } from "@/lib/ops/backup/take";
import { startApp, stopApp, type AppChild } from "../faults/app-child";
import { hoursFromNow, makeEvent } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";
import { expectConsistentCopy, startWriters, tableSums, totalRows, type Post } from "./backup-checks";

/**
 * The embedded database backed up while the app writes: the app runs in a process of its own on a
 * temp DATA_DIR (tests/ops/backup-app.mts) with 6 clients adding students, booking them and taking
 * their payments over HTTP; `npm run backup` asks it for the dump through DATA_DIR/backup.sock
 * (PGlite allows one process per folder). Restored, that backup is one moment of the source; a
 * second one taken once the writers stopped restores to exactly the source, table by table. The app
 * also takes its nightly backup by itself, at start when the last one is older than tonight's time.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), "promenade-backup-pglite-"));
const dataDir = path.join(root, "data");
const apps: AppChild[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterAll(() => {
  for (const { child } of apps) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  fs.rmSync(root, { recursive: true, force: true });
});

function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "test", BACKUP_AT: "off", ...extra };
  delete env.DATABASE_URL;
  return env;
}

/** The app on the folder, once it answers `npm run backup` (its backup.sock is there). */
async function startBackupApp(env: Record<string, string>): Promise<AppChild> {
  const app = await startApp({ dataDir }, [], 90_000, { script: "tests/ops/backup-app.mts", env: { BACKUP_AT: "off", ...env } });
  apps.push(app);
  while (!fs.existsSync(path.join(dataDir, "backup.sock"))) await sleep(50);
  return app;
}

/** Runs scripts/<script>.mts as `npm run <script>` does, without blocking this process (its writers keep going). */
async function npmScript(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", `scripts/${script}.mts`, ...args], {
    env: childEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk) => (stdout += chunk));
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
  return { status, stdout: stdout.trim(), stderr: stderr.trim() };
}

async function openCopy(dir: string) {
  return createPglite({ dataDir: path.join(dir, "pgdata") });
}

describe.skipIf(Boolean(process.env.DATABASE_URL))("npm run backup and npm run restore on the embedded database", () => {
  it("backs up under writes to one consistent moment, restores exactly, and refuses damaged files and overwrites", async () => {
    await closeDb();
    const handle = await openPglite(dataDir);
    await migrateDatabase(handle.db, "pglite");
    installDb(handle.db, "pglite", handle.close);
    const s = await makeScheduleStudio();
    await handle.db.update(studios).set({ plan: "premium" }).where(eq(studios.id, s.studio.id));
    const classes = await Promise.all(
      [72, 74, 76].map((hours) => makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: hoursFromNow(hours), capacity: 500 })),
    );
    await closeDb();

    // The nightly backup: the last one is years old, so the app takes tonight's at start (BACKUP_AT=00:00).
    const nightlyDir = path.join(root, "nightly");
    fs.mkdirSync(nightlyDir);
    for (const file of ["promenade-20200101T030000Z.pglite.tar.gz", "promenade-20200101T030000Z.pglite.tar.gz.sha256"])
      fs.writeFileSync(path.join(nightlyDir, file), "");
    const app = await startBackupApp({ BACKUP_AT: "00:00", BACKUP_DIR: nightlyDir });
    while (listBackups(nightlyDir).length < 2) await sleep(100);
    const nightly = listBackups(nightlyDir).at(-1)!;
    expect(nightly.takenAt.getTime()).toBeGreaterThan(Date.now() - 600_000);
    expect(await checksumProblem(nightly.file)).toBeNull();
    const post: Post = async (pathname, token, body) => {
      const response = await fetch(`${app.base}${pathname}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    };
    const writers = startWriters(post, { token: s.owner.token, classIds: classes.map((each) => each.id), clients: 6 });
    await sleep(1_500);
    const before = writers.marks();
    const underWrites = await npmScript("backup", [], { DATA_DIR: dataDir, BACKUP_DIR: path.join(root, "under-writes") });
    expect(underWrites.status, underWrites.stderr).toBe(0);
    const during = writers.marks().reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0);
    await sleep(300);
    await writers.stop();
    const quiet = await takeBackup({ engine: "pglite", dataDir }, { dir: path.join(root, "quiet"), retention: { daily: 7, weekly: 4 } });
    await stopApp(app);

    const source = await openCopy(dataDir);
    const sourceSums = await tableSums(source);

    await restoreBackup(quiet.file, { engine: "pglite", dataDir: path.join(root, "exact") });
    const exact = await openCopy(path.join(root, "exact"));
    expect(await tableSums(exact)).toEqual(sourceSums);
    await exact.close();

    const file = /Backup written: (\S+)/.exec(underWrites.stdout)![1];
    await restoreBackup(path.resolve(file), { engine: "pglite", dataDir: path.join(root, "moment") });
    const moment = await openCopy(path.join(root, "moment"));
    const consistent = await expectConsistentCopy(moment, source, writers.confirmed, before);
    const momentRows = totalRows(await tableSums(moment));
    await Promise.all([moment.close(), source.close()]);
    console.log(
      `[backup] PGlite: ${Object.keys(sourceSums).length} tables, ${totalRows(sourceSums)} rows restored exactly (counts and md5 equal); ` +
        `under writes: ${JSON.stringify(writers.statuses)} answers, ${during} writes confirmed while npm run backup ran; ` +
        `its copy holds ${consistent.held} confirmed writes as a prefix of each client's (${before.reduce((a, b) => a + b, 0)} confirmed before it began), ` +
        `${consistent.bookings} bookings (${consistent.bookingsWithLedger} with ledger entries, all as in the source), ${momentRows} rows`,
    );

    const tampered = path.join(root, "tampered.pglite.tar.gz");
    const bytes = fs.readFileSync(quiet.file);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    fs.writeFileSync(tampered, bytes);
    fs.copyFileSync(`${quiet.file}.sha256`, `${tampered}.sha256`);
    await expect(restoreBackup(tampered, { engine: "pglite", dataDir: path.join(root, "never") })).rejects.toThrow(
      /does not match its checksum/,
    );
    expect(fs.existsSync(path.join(root, "never", "pgdata"))).toBe(false);

    const over = await npmScript("restore", [quiet.file], { DATA_DIR: path.join(root, "exact") });
    expect(over.status).toBe(1);
    expect(over.stderr).toMatch(/already holds data \(\d+ tables with rows\): restoring would replace it\. Run again with --force/);
    expect(over.stderr.split("\n"), over.stderr).toHaveLength(1);
  }, 180_000);
});

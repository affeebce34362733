// npm run bench:import — 10,000 students (ids, e-mails, phones, dates of birth in both the ISO and
// the studio's order, one in five named as a partner, some before their own row) imported into a
// fresh PGlite database the way the endpoints do it: upload (read and stored), dry run, commit in
// one transaction, then the same file again (every row skipped). It prints rows per second of each
// step and the commit's ratio to a baseline measured in the same run on the same database: the same
// 10,000 students written with one plain multi-row insert (no checks, no links, no partners).
// BENCH_ROWS sizes the file (default 10,000).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const { eq, count } = await import("drizzle-orm");
const { installDb, openPglite } = await import("@/lib/db/client");
const { migrateDatabase } = await import("@/lib/db/migrate");
const { memberships, students, studios, users } = await import("@/lib/db/schema");
const { startSession } = await import("@/lib/auth/sessions");
const { getSessionFromToken } = await import("@/lib/auth/session");
const { createImport } = await import("@/lib/records/import/batches");
const { commitImport, dryRunImport } = await import("@/lib/records/import/run");

/** The file: a Mindbody-like client export. */
function studentsCsv(rows: number): string {
  const lines = ["Client ID,First Name,Last Name,Email,Mobile Phone,Birth Date,Student 2,Notes"];
  for (let i = 1; i <= rows; i++) {
    const year = 1950 + (i % 50);
    const month = 1 + (i % 12);
    const day = 1 + (i % 28);
    const born = i % 2 ? `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}` : `${month}/${day}/${year}`;
    // Pairs (1,2), (6,7)…: the first names the second, who comes after it.
    const partner = i % 5 === 1 && i < rows ? `Dancer${i + 1} Number${i + 1}` : "";
    lines.push(
      `${100000 + i},Dancer${i},Number${i},dancer${i}@example.test,555-${String(i).padStart(5, "0")},${born},${partner},"Likes waltz, tango"`,
    );
  }
  return lines.join("\r\n");
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-import-"));
const handle = await openPglite(dir);
try {
  await migrateDatabase(handle.db, "pglite");
  installDb(handle.db, "pglite", handle.close);
  const db = handle.db;
  const makeOwner = async (name: string) => {
    const [studio] = await db.insert(studios).values({ name, timeZone: "America/New_York", plan: "premium" }).returning();
    const [user] = await db
      .insert(users)
      .values({ name: "Owner", email: `owner-${studio.id}@example.test`, passwordHash: "x" })
      .returning();
    await db.insert(memberships).values({ userId: user.id, studioId: studio.id, role: "owner" });
    const { token } = await startSession(db, { userId: user.id, studioId: studio.id, role: "owner" }, false);
    return (await getSessionFromToken(db, token))!;
  };
  const csv = new TextEncoder().encode(studentsCsv(ROWS));
  console.log(`file: ${ROWS.toLocaleString("en-US")} students, ${(csv.length / 1024 / 1024).toFixed(1)} MB, os: ${os.cpus().length} cores`);

  const time = async <T,>(work: () => Promise<T>): Promise<[T, number]> => {
    const started = performance.now();
    const result = await work();
    return [result, performance.now() - started];
  };
  const rate = (ms: number) => `${Math.round((ROWS / ms) * 1000).toLocaleString("en-US")} rows/s`;

  // Baseline first and last, so a machine getting busier or quieter meanwhile weighs on both sides.
  const baseline = async () => {
    const session = await makeOwner("Baseline studio");
    const values = Array.from({ length: ROWS }, (_, index) => ({
      studioId: session.studioId,
      name: `Dancer${index + 1} Number${index + 1}`,
      email: `dancer${index + 1}@example.test`,
      phone: `555-${String(index + 1).padStart(5, "0")}`,
      dateOfBirth: "1980-01-01",
      notes: "Likes waltz, tango",
    }));
    const [, ms] = await time(() => db.insert(students).values(values));
    return ms;
  };
  const baseBefore = await baseline();

  const session = await makeOwner("Import studio");
  const [batch, uploadMs] = await time(() => createImport(db, session, { kind: "students", fileName: "clients.csv", bytes: csv }));
  const mapping = batch.guessedMapping;
  const [dry, dryMs] = await time(() => dryRunImport(db, session, batch.id, mapping));
  if (dry.errors.length) throw new Error(`The dry run found problems: ${JSON.stringify(dry.errors.slice(0, 3))}`);
  const [done, commitMs] = await time(() => commitImport(db, session, batch.id, mapping));
  const again = await createImport(db, session, { kind: "students", fileName: "clients.csv", bytes: csv });
  const [rerun, rerunMs] = await time(() => commitImport(db, session, again.id, mapping));

  const baseAfter = await baseline();
  const base = (baseBefore + baseAfter) / 2;
  const [{ value: imported }] = await db.select({ value: count() }).from(students).where(eq(students.studioId, session.studioId));
  console.log(`upload (read, checked, stored):  ${(uploadMs / 1000).toFixed(2)} s  ${rate(uploadMs)}`);
  console.log(`dry run (every row checked):      ${(dryMs / 1000).toFixed(2)} s  ${rate(dryMs)}`);
  console.log(
    `commit (one transaction):         ${(commitMs / 1000).toFixed(2)} s  ${rate(commitMs)}  created ${done.created}, updated ${done.updated}, skipped ${done.skipped}`,
  );
  console.log(
    `same file again (nothing changes): ${(rerunMs / 1000).toFixed(2)} s  ${rate(rerunMs)}  created ${rerun.created}, updated ${rerun.updated}, skipped ${rerun.skipped}`,
  );
  console.log(
    `baseline (one plain multi-row insert of the same students): ${(base / 1000).toFixed(2)} s  ${rate(base)} (runs: ${Math.round(baseBefore)} ms, ${Math.round(baseAfter)} ms)`,
  );
  console.log(
    `commit / baseline: ${(commitMs / base).toFixed(1)}×; upload + dry run + commit / baseline: ${((uploadMs + dryMs + commitMs) / base).toFixed(1)}×`,
  );
  const ok = Number(imported) === ROWS && done.created === ROWS && rerun.skipped === ROWS && rerun.created === 0 && rerun.updated === 0;
  if (!ok) {
    console.error(`Expected ${ROWS} students created then ${ROWS} skipped; the studio has ${imported}.`);
    process.exitCode = 1;
  }
} finally {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

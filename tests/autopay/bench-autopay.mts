// npm run bench:autopay — 10,000 instalments due on one morning across 20 studios, charged by two
// charging processes at once (tests/autopay/charging-process.mts, each with its own pg pool) on a
// PostgreSQL server this bench starts in a temp folder and stops at the end, every card charged
// through the Stripe stand-in (tests/helpers/stripe-stand-in-server.ts). It prints items per second
// and the duplicates — a PaymentIntent sent twice under one idempotency key, a second payment on the
// ledger for one item, an item left unpaid — which must be 0 (the exit code says so). The baseline,
// in the same run: one process alone, half its items (BENCH_BASELINE_ITEMS, default 1,000) the
// morning before and half the morning after, so a machine getting busier or quieter meanwhile slows
// both sides alike. BENCH_ITEMS (default 10,000) sizes the two-process morning.
// The students have no e-mail address, so the figures are the charging alone (no receipts queued).
import os from "node:os";
import { performance } from "node:perf_hooks";

process.env.JWT_SECRET ??= "autopay-bench-secret-0123456789abcdef0123456789";
const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const BASELINE_ITEMS = Number(process.env.BENCH_BASELINE_ITEMS ?? 1_000);
const STUDIOS = 20;
const PER_STUDIO = 25;
const PAYERS = STUDIOS * PER_STUDIO;
if (ITEMS % PAYERS || BASELINE_ITEMS % (2 * PAYERS))
  throw new Error(`BENCH_ITEMS must be a multiple of ${PAYERS}, BENCH_BASELINE_ITEMS of ${2 * PAYERS}.`);

const { findPgBin, startPgServer } = await import("@/tests/faults/pg-server");
const { sql } = await import("drizzle-orm");
const { chargeInstant } = await import("@/lib/autopay/periods");
const { closeDb, installDb, openPostgres } = await import("@/lib/db/client");
const { migrateDatabase } = await import("@/lib/db/migrate");
const { queryRows } = await import("@/lib/db/query-rows");
const { startStripeStandIn } = await import("@/tests/helpers/stripe-stand-in-server");
const { addDueItems, makePayers, startChargingProcess } = await import("@/tests/autopay/race-fixture");

const bin = findPgBin();
if (!bin) {
  console.error("PostgreSQL's server tools are needed (apt-get install postgresql): two processes need a real server.");
  process.exit(2);
}

type Morning = {
  processes: number;
  items: number;
  ms: number;
  perSecond: number;
  shares: number[];
  duplicates: number;
  unpaid: number;
  errors: number;
};

const began = performance.now();
const server = await startPgServer(bin);
let standIn: Awaited<ReturnType<typeof startStripeStandIn>> | undefined;
let failed = false;
try {
  const handle = await openPostgres(server.url);
  await migrateDatabase(handle.db, "pg");
  installDb(handle.db, "pg", handle.close);
  const db = handle.db;
  standIn = await startStripeStandIn();
  const apiBase = standIn.apiBase;
  const payers = await makePayers({ studios: STUDIOS, perStudio: PER_STUDIO });
  console.log(
    `set up in ${Math.round(performance.now() - began)} ms: PostgreSQL in a temp folder, ${STUDIOS} studios, ${PAYERS} students with a saved card`,
  );

  let sequence = 1;
  const morning = async (dueOn: string, items: number, processes: number): Promise<Morning> => {
    const perPayer = items / PAYERS;
    const due = await addDueItems(payers, { dueOn, perPayer, firstSequence: sequence });
    sequence += perPayer;
    const now = chargeInstant(dueOn, "America/New_York");
    const children = Array.from({ length: processes }, () => startChargingProcess({ databaseUrl: server.url, apiBase, now }));
    await Promise.all(children.map((child) => child.ready));
    const started = performance.now();
    children.forEach((child) => child.go());
    const results = await Promise.all(children.map((child) => child.done));
    const ms = performance.now() - started;
    const keys = standIn!.chargesByKey();
    const repeatedKeys = due.reduce((sum, item) => sum + Math.max(0, (keys.get(`autopay_${item.id}_0`) ?? 0) - 1), 0);
    const [{ extra }] = await queryRows<{ extra: number }>(
      db,
      sql`select coalesce(sum(n - 1), 0)::int as extra from (select count(*) as n from ledger_entries
          where kind = 'payment' group by studio_id, student_id, description having count(*) > 1) twice`,
    );
    const [{ unpaid }] = await queryRows<{ unpaid: number }>(
      db,
      sql`select count(*)::int as unpaid from payment_items where due_on = ${dueOn} and status <> 'paid'`,
    );
    return {
      processes,
      items: due.length,
      ms,
      perSecond: due.length / (ms / 1000),
      shares: results.map((result) => result.card + result.account + result.failed),
      duplicates: repeatedKeys + extra,
      unpaid,
      errors: results.reduce((sum, result) => sum + result.errors, 0),
    };
  };

  const before = await morning("2026-12-01", BASELINE_ITEMS / 2, 1);
  const two = await morning("2026-12-02", ITEMS, 2);
  const after = await morning("2026-12-03", BASELINE_ITEMS / 2, 1);
  const one: Morning = {
    processes: 1,
    items: before.items + after.items,
    ms: before.ms + after.ms,
    perSecond: (before.items + after.items) / ((before.ms + after.ms) / 1000),
    shares: [before.shares[0] + after.shares[0]],
    duplicates: before.duplicates + after.duplicates,
    unpaid: before.unpaid + after.unpaid,
    errors: before.errors + after.errors,
  };
  const [{ version }] = await queryRows<{ version: string }>(db, sql`select current_setting('server_version') as version`);
  const line = (label: string, m: Morning) =>
    `${label.padEnd(28)} ${String(m.items).padStart(6)} items ${String(Math.round(m.ms)).padStart(7)} ms ${m.perSecond.toFixed(1).padStart(7)} items/s` +
    `   shares ${m.shares.join(" + ")}, duplicates ${m.duplicates}, unpaid ${m.unpaid}, errors ${m.errors}`;
  console.log("");
  console.log(`autopay: due items charged off-session on saved cards (Stripe stand-in), PostgreSQL ${version}`);
  console.log(line("1 process (before + after)", one));
  console.log(line("2 processes, one morning", two));
  console.log(
    `ratio 2 ÷ 1 processes: ${(two.perSecond / one.perSecond).toFixed(2)}×   load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores`,
  );
  console.log(`duplicates: ${one.duplicates + two.duplicates} (must be 0)   total ${Math.round((performance.now() - began) / 1000)} s`);
  failed = [one, two].some((m) => m.duplicates > 0 || m.unpaid > 0 || m.errors > 0);
} finally {
  await standIn?.stop();
  await closeDb();
  server.destroy();
}
if (failed) {
  console.error("FAILED: an item was charged twice, or left unpaid, or a run errored.");
  process.exit(1);
}

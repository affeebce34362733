import { spawn } from "node:child_process";
import path from "node:path";
import { chargeInstant } from "@/lib/autopay/periods";
import type { RunResult } from "@/lib/autopay/run";
import { getDb } from "@/lib/db/client";
import { paymentItems } from "@/lib/db/schema";
import { saveCard } from "../helpers/autopay-factory";
import { giveStudentPackage, makePackage } from "../helpers/money-factory";
import { makeStudent } from "../helpers/people-factory";
import { CONNECT_WEBHOOK_SECRET, WEBHOOK_SECRET } from "../helpers/stripe-stand-in-server";
import { connectStudio } from "../helpers/stripe-stand-in-connect";
import { makeService, makeStudio } from "../helpers/studio-factory";

/**
 * Many studios' due items on one morning, for the charging race (tests/autopay/race-processes.int.test.ts)
 * and `npm run bench:autopay`: students with a program bought in instalments, most with a card saved
 * on their studio's connected account, and the items written in bulk.
 */
export type Payer = { studioId: string; studentId: string; studentPackageId: string; card: string | null };
export type DueRow = { studioId: string; id: string; studentId: string; description: string; card: string | null };

/** `studios` studios of `perStudio` students each; the last `withoutStripe` studios take no cards (their items go on the account). */
export async function makePayers(options: { studios: number; perStudio: number; withoutStripe?: number }): Promise<Payer[]> {
  const db = await getDb();
  const payers: Payer[] = [];
  for (let index = 0; index < options.studios; index++) {
    const { studio } = await makeStudio();
    const service = await makeService(studio.id);
    const pack = await makePackage(studio.id, [service.id], { name: "Bronze 1", priceCents: 240_000 });
    const takesCards = index < options.studios - (options.withoutStripe ?? 0);
    const accountId = takesCards ? await connectStudio(db, studio.id) : null;
    for (let n = 0; n < options.perStudio; n++) {
      const student = await makeStudent(studio.id);
      const sold = await giveStudentPackage(studio.id, student.id, pack);
      const card = accountId ? await saveCard(studio.id, accountId, student.id, `pm_${student.id}`) : null;
      payers.push({ studioId: studio.id, studentId: student.id, studentPackageId: sold.id, card });
    }
  }
  return payers;
}

/** `perPayer` instalments due on `dueOn` (06:00 New York) for every payer, numbered from `firstSequence`. */
export async function addDueItems(
  payers: Payer[],
  options: { dueOn: string; perPayer: number; firstSequence?: number },
): Promise<DueRow[]> {
  const db = await getDb();
  const first = options.firstSequence ?? 1;
  const ofCount = first + options.perPayer - 1;
  const values = payers.flatMap((payer) =>
    Array.from({ length: options.perPayer }, (_, index) => ({
      studioId: payer.studioId,
      studentId: payer.studentId,
      source: "instalment" as const,
      studentPackageId: payer.studentPackageId,
      sequence: first + index,
      ofCount,
      dueOn: options.dueOn,
      nextAttemptAt: chargeInstant(options.dueOn, "America/New_York"),
      amountCents: 12_000 + index * 100,
      description: `Bronze 1 · instalment ${first + index} of ${ofCount}`,
    })),
  );
  const rows: Omit<DueRow, "card">[] = [];
  for (let start = 0; start < values.length; start += 1_000) {
    const written = await db
      .insert(paymentItems)
      .values(values.slice(start, start + 1_000))
      .returning({
        studioId: paymentItems.studioId,
        id: paymentItems.id,
        studentId: paymentItems.studentId,
        description: paymentItems.description,
      });
    rows.push(...written);
  }
  const cards = new Map(payers.map((payer) => [payer.studentId, payer.card]));
  return rows.map((row) => ({ ...row, card: cards.get(row.studentId) ?? null }));
}

export type ProcessResult = RunResult & { ms: number };

/**
 * A charging process of its own (tests/autopay/charging-process.mts): its own pool on `databaseUrl`,
 * Stripe at the stand-in's `apiBase`, the run at `now`. `ready` once connected; `go()` starts it.
 */
export function startChargingProcess(options: { databaseUrl: string; apiBase: string; now: Date; batchSize?: number }) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", path.resolve("tests/autopay/charging-process.mts")],
    {
      env: {
        ...process.env,
        DATABASE_URL: options.databaseUrl,
        AUTOPAY_NOW: options.now.toISOString(),
        AUTOPAY_BATCH: String(options.batchSize ?? 50),
        STRIPE_SECRET_KEY: "sk_test_standin",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WEBHOOK_SECRET,
        STRIPE_API_BASE: options.apiBase,
      },
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  let log = "";
  let out = "";
  let readyResolve: () => void;
  const ready = new Promise<void>((resolve) => (readyResolve = resolve));
  const done = new Promise<ProcessResult>((resolve, reject) => {
    child.stderr.on("data", (chunk) => (log += chunk));
    child.stdout.on("data", (chunk) => {
      out += chunk;
      log += chunk;
      if (/^ready$/m.test(out)) readyResolve();
      const line = out.split("\n").find((text) => text.startsWith("{"));
      if (line && out.endsWith("\n")) resolve(JSON.parse(line) as ProcessResult);
    });
    child.on("exit", (code) => reject(new Error(`the charging process exited (${code}) without a result:\n${log}`)));
  });
  // A process that dies before it is ready fails `ready` too.
  const readyOrDied = Promise.race([ready, done.then(() => undefined)]);
  return {
    ready: readyOrDied,
    done,
    go: () => child.stdin.write("go\n"),
    kill: () => child.kill("SIGTERM"),
    /** What it printed on stderr (a settle that threw logs there). */
    log: () => log,
  };
}

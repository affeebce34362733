// One charging process of its own, for the race test and `npm run bench:autopay`: its own pg pool on
// DATABASE_URL, Stripe pointed at the stand-in through STRIPE_API_BASE (and the stand-in's keys), the
// charging run at AUTOPAY_NOW. Prints "ready" once connected, runs when a line arrives on stdin (so
// two processes start together), then prints its result as one JSON line and exits.
// Run: node --import tsx --conditions=react-server tests/autopay/charging-process.mts
import { once } from "node:events";
import readline from "node:readline";
import { sql } from "drizzle-orm";
import { runAutopay } from "@/lib/autopay/run";
import { openPostgres } from "@/lib/db/client";

const url = process.env.DATABASE_URL;
const now = new Date(process.env.AUTOPAY_NOW ?? "");
if (!url || Number.isNaN(now.getTime())) throw new Error("DATABASE_URL and AUTOPAY_NOW (an ISO instant) are required.");
const batchSize = Number(process.env.AUTOPAY_BATCH ?? 50);

const handle = await openPostgres(url);
await handle.db.execute(sql`select 1`);
const lines = readline.createInterface({ input: process.stdin });
console.log("ready");
await once(lines, "line");
lines.close();
const started = performance.now();
const result = await runAutopay(handle.db, { now, batchSize });
console.log(JSON.stringify({ ...result, ms: Math.round(performance.now() - started) }));
await handle.close();

import { expect } from "vitest";
import type { Db } from "@/lib/db/client";
import { call, killApp, startApp, stopApp, type AppChild, type AppDatabase } from "./app-child";
import { BURST_ROUTES, confirmedCount, resend, setUpStudio, startBurst } from "./burst";
import { foundLine, inspect } from "./consistency";

const CLIENTS = 8;
/** Writes answered before the kill: enough that it lands mid-burst, few enough to keep the test short. */
const WRITES_BEFORE_KILL = 120;

/**
 * `kill -9` of the app in the middle of a burst of students, package sales, bookings and payments,
 * then a restart on the same database: every write answered 201 is there, no half-write is (the
 * studio's rows checked by ./consistency.ts), the money requests the kill cut off, sent again with
 * their Idempotency-Key, are each recorded once, and the app takes writes again. Prints its counts.
 * `open` reads the database once the app is stopped (the embedded one has a single owner).
 */
export async function rehearseKill(engine: string, database: AppDatabase, open: () => Promise<{ db: Db; close: () => Promise<void> }>) {
  const apps: AppChild[] = [];
  try {
    const first = await startApp(database, BURST_ROUTES);
    apps.push(first);
    const studio = await setUpStudio(first.base);
    const burst = startBurst(first.base, studio, CLIENTS);
    const deadline = Date.now() + 20_000;
    while (confirmedCount(burst.confirmed) < WRITES_BEFORE_KILL && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await killApp(first);
    await burst.stop();
    const confirmed = burst.confirmed;
    expect(confirmedCount(confirmed), "writes were answered before the kill").toBeGreaterThan(0);

    const restarting = Date.now();
    const second = await startApp(database, BURST_ROUTES);
    const restartMs = Date.now() - restarting;
    apps.push(second);
    const resent = await resend(second.base, studio.token, burst.unanswered);
    const after = await call(second.base, "/api/students", { token: studio.token, body: { name: "After the restart" } });
    await stopApp(second);

    const { db, close } = await open();
    let findings;
    try {
      findings = await inspect(db, studio.classIds[0], confirmed);
    } finally {
      await close();
    }
    console.log(
      `[faults] ${engine}: kill -9 under ${CLIENTS} clients after ${burst.requests} requests (${burst.cut} cut off by the kill). ` +
        `Answered 201 / found after the restart: ${foundLine(confirmed, findings.found)}. ` +
        `Half-writes: ${findings.halfWrites.length} (in ${findings.rows.packages} packages, ${findings.rows.bookings} bookings, ${findings.rows.entries} ledger entries). ` +
        `Cut-off money requests sent again with their key: ${resent.replayed} had been saved (answer replayed), ${resent.saved} saved then. ` +
        `Serving again ${restartMs} ms after the restart began.`,
    );
    expect(findings.missing).toEqual([]);
    expect(findings.halfWrites).toEqual([]);
    expect(resent.statuses.filter((status) => status !== 201)).toEqual([]);
    // Each money request wrote one payment: those answered, and those cut off (saved then or on their resend), never twice.
    expect(findings.rows.payments).toBe(burst.paid + burst.unanswered.length);
    expect(after.status, "the restarted app takes writes").toBe(201);
  } finally {
    for (const app of apps) if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill("SIGKILL");
  }
}

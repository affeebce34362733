import { afterAll, describe, it } from "vitest";
import { openPostgres } from "@/lib/db/client";
import { rehearseKill } from "./kill-rehearsal";
import { findPgBin, startPgServer, type PgServer } from "./pg-server";

/**
 * The app on PostgreSQL killed with `kill -9` in the middle of a burst of bookings and payments
 * (./kill-rehearsal.ts), on a server of the test's own, then started again: every write answered
 * 201 is there and no half-write is (PostgreSQL rolls back what the dead process had open).
 * It starts its own server, so it runs in the PGlite pass of the suite and not in `npm run test:pg`.
 */
let server: PgServer | undefined;
afterAll(() => server?.destroy());

describe.skipIf(Boolean(process.env.DATABASE_URL))("the app on PostgreSQL killed with kill -9 mid-burst", () => {
  it("restarts with every answered write and no half-write", async () => {
    const bin = findPgBin();
    if (!bin) throw new Error("PostgreSQL's server tools are missing (/usr/lib/postgresql/*/bin): apt-get install -y postgresql");
    server = await startPgServer(bin);
    const url = server.url;
    await rehearseKill("PostgreSQL", { databaseUrl: url }, () => openPostgres(url));
  }, 120_000);
});

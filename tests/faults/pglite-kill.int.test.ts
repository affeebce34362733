import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, inject, it } from "vitest";
import { openPglite } from "@/lib/db/client";
import { createPglite } from "@/lib/db/pglite";
import { rehearseKill } from "./kill-rehearsal";

/**
 * The app on the embedded database killed with `kill -9` in the middle of a burst of bookings and
 * payments (./kill-rehearsal.ts), then started again on the same data folder: it must open (the
 * lock file names a dead PID) with every write answered 201 and no half-write.
 * PGlite only: the PostgreSQL pass of the suite (`npm run test:pg`) has nothing embedded to kill;
 * the same rehearsal on a PostgreSQL server is ./pg-kill.int.test.ts.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "promenade-fault-pglite-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(Boolean(process.env.DATABASE_URL))("the app on PGlite killed with kill -9 mid-burst", () => {
  it("restarts on the same data folder with every answered write and no half-write", async () => {
    // The data folder starts from the suite's migrated database (tests/setup/global-db.ts), as `npm start` leaves one.
    const seed = await createPglite({
      dataDir: path.join(dataDir, "pgdata"),
      loadDataDir: new Blob([fs.readFileSync(inject("pgliteDump"))]),
    });
    await seed.close();
    await rehearseKill("PGlite", { dataDir }, () => openPglite(dataDir));
  }, 120_000);
});

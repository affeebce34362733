import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { checkDistributed, readCatalog } from "@/scripts/check-distributed-rules";

/**
 * `npm run check:distributed` in the suite: the catalog of this file's migrated database (PGlite,
 * or PostgreSQL under `npm run test:pg`) against Citus's rules; then the same database made to break
 * each rule, so the checker is seen to read what it claims to.
 */
async function catalog() {
  const db = await getDb();
  return readCatalog((text) => queryRows(db, sql.raw(text)) as never);
}

describe("the schema is ready to distribute by studio_id (Citus)", () => {
  it("0 violations, every table placed", async () => {
    const report = checkDistributed(await catalog());
    expect(report.violations).toEqual([]);
    expect(report.tables).toBeGreaterThan(40);
    expect(report.placements.get("bookings")).toEqual({ kind: "distributed", column: "studio_id" });
    expect(report.placements.get("studios")).toEqual({ kind: "distributed", column: "id" });
    expect(report.placements.get("users")).toEqual({ kind: "reference" });
  });

  it("reports a key, an exclusion, a foreign key and a table that break the rules", async () => {
    const db = await getDb();
    const statements = `
      create table scale_probe_global (id uuid primary key, note text);
      create table scale_probe (studio_id uuid not null references studios(id), id uuid not null, booking_id uuid,
        instructor_id uuid, at tstzrange, primary key (id));
      create unique index scale_probe_booking_key on scale_probe (booking_id);
      alter table scale_probe add constraint scale_probe_no_overlap exclude using gist (instructor_id with =, at with &&);
      alter table scale_probe add constraint scale_probe_booking_fk foreign key (booking_id, studio_id) references bookings (studio_id, id)`;
    for (const statement of statements.split(";")) await db.execute(sql.raw(statement));
    const violations = checkDistributed(await catalog()).violations;
    await db.execute(sql`drop table scale_probe`);
    await db.execute(sql`drop table scale_probe_global`);
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^scale_probe_global: no studio_id column/),
        expect.stringMatching(/^scale_probe: primary key scale_probe_pkey \(id\) does not include studio_id/),
        expect.stringMatching(/^scale_probe: unique index scale_probe_booking_key \(booking_id\) does not include studio_id/),
        expect.stringMatching(/^scale_probe: exclude scale_probe_no_overlap .* does not include studio_id/),
        expect.stringMatching(/^scale_probe: foreign key scale_probe_booking_fk .* does not pair studio_id with studio_id/),
      ]),
    );
    expect(violations).toHaveLength(5);
  });
});

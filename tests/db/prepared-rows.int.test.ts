import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { preparedRows } from "@/lib/db/prepared-rows";

describe("preparedRows", () => {
  it("answers like the query itself, with values of every accepted kind", async () => {
    const db = await getDb();
    const rows = await preparedRows<{ text: string; n: number; yes: boolean; none: null }>(
      db,
      "kinds",
      sql`select ${"it's"}::text as text, ${42}::int as n, ${true}::boolean as yes, ${null}::text as none`,
    );
    expect(rows).toEqual([{ text: "it's", n: 42, yes: true, none: null }]);
  });

  it("survives a second copy of the module preparing the same text (Next bundles it more than once)", async () => {
    const db = await getDb();
    const query = () => sql`select ${"a"}::text as value`;
    expect(await preparedRows(db, "twice", query())).toEqual([{ value: "a" }]);
    // What a second bundle sees: the same database, no memory of what the first one prepared.
    const client = (db as unknown as { $client: Record<symbol, unknown> }).$client;
    delete client[Symbol.for("promenade.preparedStatements")];
    expect(await preparedRows(db, "twice", query())).toEqual([{ value: "a" }]);
  });
});

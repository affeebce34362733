import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { callRoute } from "../helpers/call-route";

describe("the test database", () => {
  it("is migrated: every table of the schema exists", async () => {
    const db = await getDb();
    const rows = await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const names = rows.map((row) => row.table_name);
    expect(names).toEqual(expect.arrayContaining(["studios", "users", "memberships", "sessions", "throttle_buckets", "contact_messages"]));
  });
});

describe("GET /api/health", () => {
  it("answers ok once the database answers", async () => {
    const response = await callRoute(health);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
  });
});

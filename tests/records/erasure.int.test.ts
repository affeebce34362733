import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as readMe } from "@/app/api/me/route";
import { GET as revenue } from "@/app/api/reports/revenue/route";
import { GET as summary } from "@/app/api/reports/summary/route";
import { POST as erase } from "@/app/api/students/[id]/erase/route";
import { getDb } from "@/lib/db/client";
import { giftCertificates, giftRedemptions, importBatches } from "@/lib/db/schema";
import { queryRows } from "@/lib/db/query-rows";
import { readEveryGet, type Reading } from "../helpers/answer-walk";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { makeWorld, type World } from "../helpers/route-fixtures";
import { withStripeStandIn } from "../helpers/stripe-stand-in";
import { giveSamARichHistory } from "./erasure-history";

// Erasing a student leaves no personal datum of theirs findable: not through any endpoint, as any
// reader, and not in any table of the database; the studio's money reads exactly as before. What
// erasure keeps (the row, its money, the fact of a signature) is in erasure-record.int.test.ts.

// The world's studio takes payments on its own Stripe account: Sam's saved card is detached there.
withStripeStandIn();

let world: World;
let samId: string;
/** What identified Sam: each must be gone from every answer and every row. */
let personal: Record<string, string>;

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const PERIOD = `from=${day(-3 * 365)}&to=${day(1)}`;

async function money() {
  const read = async (handler: typeof revenue, path: string) => {
    const response = await callRoute(handler, { token: world.tokens.owner, path: `${path}?${PERIOD}` });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  return { revenue: await read(revenue, "/api/reports/revenue"), summary: await read(summary, "/api/reports/summary") };
}

beforeAll(async () => {
  world = await makeWorld();
  ({ samId, personal } = await giveSamARichHistory(world));
});

/** "endpoint as reader: what" for each personal datum an answer holds (case-insensitive). */
function answersHolding(readings: Reading[]): string[] {
  const found: string[] = [];
  for (const { endpoint, reader, body } of readings) {
    const text = JSON.stringify(body).toLowerCase();
    for (const [what, value] of Object.entries(personal))
      if (text.includes(value.toLowerCase())) found.push(`${endpoint.name} as ${reader ?? "a visitor"}: ${what}`);
  }
  return found;
}

/** "table: what" for each personal datum any row of any table holds, the row read as text. */
async function rowsHolding(values: [string, string][]): Promise<string[]> {
  const db = await getDb();
  const tables = await queryRows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public'`);
  const hits: string[] = [];
  for (const { name } of tables)
    for (const [what, value] of values) {
      const [hit] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(name)} t where t::text ilike ${`%${value}%`}`,
      );
      if (hit.n > 0) hits.push(`${name}: ${what}`);
    }
  console.info(`erasure scan: ${tables.length} tables read as text, ${hits.length} holding a personal datum`);
  return hits;
}

describe("erasing a student with a rich history", () => {
  it("leaves no personal datum in any answer or any row, and the money reads the same", async () => {
    const db = await getDb();
    const before = await money();
    const samToken = world.tokens.student;
    // Before: the walk and the scan do find each of them (so "none found" afterwards means something).
    const foundBefore = answersHolding(await readEveryGet(world));
    for (const what of ["name", "email", "phone", "emergency contact", "the studio's notes"])
      expect(
        foundBefore.some((hit) => hit.endsWith(`: ${what}`)),
        `${what} readable before`,
      ).toBe(true);
    const rowsBefore = await rowsHolding(Object.entries(personal));
    for (const what of Object.keys(personal))
      expect(
        rowsBefore.some((hit) => hit.endsWith(`: ${what}`)),
        `${what} stored before`,
      ).toBe(true);

    const erased = await callRoute(erase, { method: "POST", token: world.tokens.owner, params: { id: samId } });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.student).toMatchObject({ id: samId, name: "Former student #1", formerNumber: 1 });

    expect(await money()).toEqual(before);

    // Sam's sessions ended with the membership; the walk reads as another student of the studio.
    expect((await callRoute(readMe, { token: samToken })).status).toBe(401);
    world.tokens.student = (await makeStudentMember(world.studio.id, { name: "Robin Walker" })).token;
    const readings = await readEveryGet(world);
    const found = answersHolding(readings);
    const owners = readings.filter((reading) => reading.reader === "owner");
    console.info(`erasure walk: ${readings.length} answers read (${owners.length} as the owner), ${found.length} personal data found`);
    expect(found).toEqual([]);
    expect(
      owners.some(({ body }) => JSON.stringify(body).includes("Former student #1")),
      "lists show the new name",
    ).toBe(true);

    // Every table, every row of every studio, read as text: none holds what identified Sam.
    const inRows = await rowsHolding(Object.entries(personal));
    expect(inRows).toEqual([]);
    const [file] = await db
      .select({ content: importBatches.content })
      .from(importBatches)
      .where(and(eq(importBatches.studioId, world.studio.id), eq(importBatches.fileName, "clients.csv")));
    const csv = Buffer.from(file.content).toString("utf8");
    for (const value of [personal.name, personal.email, personal.phone]) expect(csv).not.toContain(value);
    expect(csv).toContain("Former student #1");
    // The gift certificates keep their money and the redemption its credit, naming nobody.
    const gifts = await db
      .select({ balance: giftCertificates.balance, recipientName: giftCertificates.recipientName, buyerName: giftCertificates.buyerName })
      .from(giftCertificates)
      .where(and(eq(giftCertificates.studioId, world.studio.id), sql`${giftCertificates.code} ~ '^(BYSAM|TOSAM)'`))
      .orderBy(giftCertificates.code);
    expect(gifts).toEqual([
      { balance: 10_000, recipientName: "Alex Rivera", buyerName: "Former student #1" },
      { balance: 6_000, recipientName: "Former student #1", buyerName: "Rosa Vance" },
    ]);
    const redemptions = await db
      .select()
      .from(giftRedemptions)
      .where(and(eq(giftRedemptions.studioId, world.studio.id), eq(giftRedemptions.studentId, samId)));
    expect(redemptions).toMatchObject([{ studentId: samId, amount: 4_000, valueCents: 4_000 }]);
  });
});

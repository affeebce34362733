import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as ready } from "@/app/api/ready/route";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { outboxMessages, siteOutbox } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { readHealth, SITE_CHANNEL } from "@/lib/ops/health";
import { callRoute } from "../helpers/call-route";
import { makeStudio } from "../helpers/studio-factory";

const T = new Date("2027-03-01T12:00:00Z");
const seconds = (n: number) => new Date(T.getTime() + n * 1000);

async function queue(studioId: string, channel: "email" | "sms" | "push", nextAttemptAt: Date, status: "queued" | "sent" = "queued") {
  const db = await getDb();
  await db
    .insert(outboxMessages)
    .values({ studioId, kind: "test", channel, recipient: "x@example.com", subject: "s", text: "t", status, nextAttemptAt });
}

describe("readHealth", () => {
  it("a migrated database with an empty outbox is healthy, every channel listed with nothing due", async () => {
    const health = await readHealth(await getDb(), T);
    expect(health).toEqual({
      database: true,
      migrationsCurrent: true,
      draining: true,
      outbox: ["email", "sms", "push", SITE_CHANNEL].map((channel) => ({ channel, due: 0, oldestDueSeconds: null })),
    });
  });

  it("a migration in drizzle/ the database hasn't applied makes migrations not current", async () => {
    const db = await getDb();
    const [last] = await queryRows<{ id: number; hash: string; created_at: string }>(
      db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      expect((await readHealth(db, T)).migrationsCurrent).toBe(false);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    expect((await readHealth(db, T)).migrationsCurrent).toBe(true);
  });

  it("counts due messages by channel from when each fell due; one waiting past OUTBOX_STALL_SECONDS stops the draining", async () => {
    const db = await getDb();
    const { studio } = await makeStudio();
    await queue(studio.id, "email", seconds(-100));
    await queue(studio.id, "email", seconds(-20));
    await queue(studio.id, "sms", seconds(60)); // a retry still waiting out its backoff: not due
    await queue(studio.id, "push", seconds(-5000), "sent");
    await db.insert(siteOutbox).values({
      kind: "contact",
      recipient: "op@example.com",
      subject: "s",
      text: "t",
      dedupeKey: "health-test",
      nextAttemptAt: seconds(-30),
    });

    const health = await readHealth(db, T);
    expect(health.outbox).toEqual([
      { channel: "email", due: 2, oldestDueSeconds: 100 },
      { channel: "sms", due: 0, oldestDueSeconds: null },
      { channel: "push", due: 0, oldestDueSeconds: null },
      { channel: SITE_CHANNEL, due: 1, oldestDueSeconds: 30 },
    ]);
    expect(health.draining).toBe(true);

    const stalled = await readHealth(db, seconds(env.OUTBOX_STALL_SECONDS - 99));
    expect(stalled.outbox[0].oldestDueSeconds).toBe(env.OUTBOX_STALL_SECONDS + 1);
    expect(stalled.draining).toBe(false);
    await db.delete(outboxMessages);
    await db.delete(siteOutbox);
  });
});

describe("GET /api/ready", () => {
  it("answers 200 with the figures while everything is current and draining", async () => {
    const response = await callRoute(ready, { path: "/api/ready" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ready: true, database: true, migrationsCurrent: true, draining: true });
    expect(response.body.outbox).toHaveLength(4);
  });

  it("answers 503 with Retry-After and the figures when a message has waited too long", async () => {
    const { studio } = await makeStudio();
    await queue(studio.id, "email", new Date(Date.now() - (env.OUTBOX_STALL_SECONDS + 60) * 1000));
    const response = await callRoute(ready, { path: "/api/ready" });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.body.error.message).toContain("the outbox isn't draining");
    expect(response.body.error.health).toMatchObject({ database: true, migrationsCurrent: true, draining: false });
    expect(response.body.error.health.outbox[0]).toMatchObject({ channel: "email", due: 1 });
    expect(response.body.error.health.outbox[0].oldestDueSeconds).toBeGreaterThan(env.OUTBOX_STALL_SECONDS);
    await (await getDb()).delete(outboxMessages);
  });
});

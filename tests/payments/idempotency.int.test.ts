import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as refundRoute } from "@/app/api/payments/[id]/refunds/route";
import { POST as paymentRoute } from "@/app/api/payments/route";
import { POST as sellRoute } from "@/app/api/students/[id]/packages/route";
import { GET as openApi } from "@/app/api/openapi.json/route";
import { getDb } from "@/lib/db/client";
import { idempotencyKeys, ledgerEntries, studentPackages } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makePackage } from "../helpers/money-factory";
import { makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

/**
 * Money endpoints with an Idempotency-Key: a retry (the first answer lost to a crash, a 503, a
 * double click) answers the first result and records nothing more.
 */
async function paymentsOf(studentId: string, kind: "payment" | "refund" = "payment") {
  const db = await getDb();
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.studentId, studentId), eq(ledgerEntries.kind, kind)));
}

async function setup() {
  const s = await makeScheduleStudio();
  const me = await makeStudentMember(s.studio.id);
  const pay = (key: string | undefined, body: Record<string, unknown> = {}, token = s.owner.token) =>
    callRoute(paymentRoute, {
      token,
      path: "/api/payments",
      body: { studentId: me.student.id, amountCents: 5_000, method: "cash", ...body },
      headers: key === undefined ? {} : { "idempotency-key": key },
    });
  return { s, me, pay };
}

describe("Idempotency-Key on POST /api/payments", () => {
  it("a retry with the same key (the first answer lost) answers the first result, and the ledger has one payment", async () => {
    const { me, pay } = await setup();
    const first = await pay("pay-0001");
    expect(first.status).toBe(201);
    const retry = await pay("pay-0001");
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await paymentsOf(me.student.id)).toHaveLength(1);
    // Without a key every request records (the header is optional), and another key is another payment.
    expect((await pay(undefined)).status).toBe(201);
    expect((await pay("pay-0002")).status).toBe(201);
    expect(await paymentsOf(me.student.id)).toHaveLength(3);
  });

  it("the database failing as the key is written rolls the payment back with it (503); the retry records it once", async () => {
    const { me, pay } = await setup();
    const db = await getDb();
    // The key's row is written after the payment, in the same transaction: failing there must leave neither.
    await db.execute(sql`create or replace function idempotency_test_fail() returns trigger language plpgsql as $$
      begin raise exception using errcode = 'admin_shutdown', message = 'terminating connection due to administrator command'; end $$`);
    await db.execute(
      sql`create trigger idempotency_test_fail before insert on idempotency_keys for each row execute function idempotency_test_fail()`,
    );
    let failed;
    try {
      failed = await pay("crash-1");
    } finally {
      await db.execute(sql`drop trigger idempotency_test_fail on idempotency_keys`);
    }
    expect(failed.status).toBe(503);
    expect(failed.headers.get("retry-after")).toBeTruthy();
    expect(await paymentsOf(me.student.id)).toHaveLength(0);
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "crash-1"))).toHaveLength(0);

    const retried = await pay("crash-1");
    expect(retried.status).toBe(201);
    const again = await pay("crash-1");
    expect(again.body).toEqual(retried.body);
    expect(await paymentsOf(me.student.id)).toHaveLength(1);
  });

  it("10 parallel requests with one key record one payment; the others wait (409, Retry-After) or get the same answer", async () => {
    const { me, pay } = await setup();
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay("double-click")));
    const created = answers.filter((answer) => answer.status === 201);
    const waiting = answers.filter((answer) => answer.status === 409);
    expect(created.length + waiting.length).toBe(10);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((answer) => answer.body.payment.id)).size).toBe(1);
    for (const answer of waiting) {
      expect(answer.headers.get("retry-after")).toBeTruthy();
      expect(answer.body.error.message).toMatch(/still being recorded/);
    }
    expect(await paymentsOf(me.student.id)).toHaveLength(1);
    const later = await pay("double-click");
    expect(later.body.payment.id).toBe(created[0].body.payment.id);
  });

  // Another app process running the same key holds its advisory lock (PGlite has one process and one connection).
  it.runIf(process.env.DATABASE_URL)("on PostgreSQL, a copy while another process records the same key answers 409", async () => {
    const { s, me, pay } = await setup();
    const db = await getDb();
    const id = JSON.stringify([s.studio.id, s.owner.user.id, "POST /api/payments", "other-process"]);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const other = db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${id}, 0))`);
      locked();
      await held;
    });
    await isLocked;
    const copy = await pay("other-process");
    release();
    await other;
    expect(copy.status).toBe(409);
    expect(copy.headers.get("retry-after")).toBe("1");
    expect(await paymentsOf(me.student.id)).toHaveLength(0);
    expect((await pay("other-process")).status).toBe(201);
  });

  it("the same key with a different body is refused (422) and records nothing", async () => {
    const { me, pay } = await setup();
    expect((await pay("k-1", { amountCents: 5_000 })).status).toBe(201);
    const other = await pay("k-1", { amountCents: 7_000 });
    expect(other.status).toBe(422);
    expect(other.body.error.message).toBe("This Idempotency-Key was used for a different request.");
    expect((await paymentsOf(me.student.id)).map((row) => row.amountCents)).toEqual([5_000]);
  });

  it("keys belong to their studio and caller: another studio's owner with the same key records their own payment", async () => {
    const a = await setup();
    const b = await setup();
    expect((await a.pay("shared-key")).status).toBe(201);
    const theirs = await b.pay("shared-key");
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(await paymentsOf(b.me.student.id)).toHaveLength(1);
  });

  it("a key is kept 24 hours: after that the same key records again", async () => {
    const { me, pay } = await setup();
    const db = await getDb();
    expect((await pay("old-key")).status).toBe(201);
    await db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(idempotencyKeys.key, "old-key"));
    const later = await pay("old-key");
    expect(later.status).toBe(201);
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(await paymentsOf(me.student.id)).toHaveLength(2);
  });

  it.each([
    ["empty", ""],
    ["256 characters", "k".repeat(256)],
    ["a space inside", "two words"],
    ["non-ASCII", "clé"],
  ])("a malformed key (%s) is refused with 400 and records nothing", async (_name, key) => {
    const { me, pay } = await setup();
    const answer = await pay(key);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/Idempotency-Key/);
    expect(await paymentsOf(me.student.id)).toHaveLength(0);
  });
});

describe("Idempotency-Key on refunds and package sales", () => {
  it("a refund retried with its key is made once", async () => {
    const { s, me, pay } = await setup();
    const paid = await pay(undefined, { amountCents: 10_000 });
    const refund = () =>
      callRoute(refundRoute, {
        token: s.owner.token,
        path: `/api/payments/${paid.body.payment.id}/refunds`,
        params: { id: paid.body.payment.id },
        body: { amountCents: 3_000 },
        headers: { "idempotency-key": "refund-1" },
      });
    const first = await refund();
    expect(first.status).toBe(201);
    const retry = await refund();
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await paymentsOf(me.student.id, "refund")).toHaveLength(1);
  });

  it("a package sale with its payment, retried with its key, is sold and paid once", async () => {
    const { s, me } = await setup();
    const pkg = await makePackage(s.studio.id, [s.privateLesson.id], { priceCents: 40_000 });
    const sell = () =>
      callRoute(sellRoute, {
        token: s.owner.token,
        path: `/api/students/${me.student.id}/packages`,
        params: { id: me.student.id },
        body: { packageId: pkg.id, payment: { method: "card", amountCents: 40_000 } },
        headers: { "idempotency-key": "sale-1" },
      });
    const first = await sell();
    expect(first.status).toBe(201);
    const retry = await sell();
    expect(retry.body).toEqual(first.body);
    const db = await getDb();
    expect(await db.select().from(studentPackages).where(eq(studentPackages.studentId, me.student.id))).toHaveLength(1);
    expect(await paymentsOf(me.student.id)).toHaveLength(1);
  });
});

describe("the OpenAPI document", () => {
  it("names the Idempotency-Key header on the payment, refund, package-sale and enrolment endpoints, and nowhere else", async () => {
    const { body } = await callRoute(openApi, { path: "/api/openapi.json" });
    const withKey = Object.entries(body.paths as Record<string, Record<string, { parameters: { name: string }[] }>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods)
          .filter(([, operation]) => operation.parameters.some((parameter) => parameter.name === "Idempotency-Key"))
          .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(withKey.sort()).toEqual([
      "POST /api/payments",
      "POST /api/payments/{id}/refunds",
      "POST /api/students/{id}/memberships",
      "POST /api/students/{id}/packages",
    ]);
  });
});

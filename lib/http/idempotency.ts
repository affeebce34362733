import "server-only";
import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { NextResponse, type NextRequest } from "next/server";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { idempotencyKeys } from "@/lib/db/schema";

/** How long a key's answer is kept: a retry comes within minutes, a day covers a client left offline overnight. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** 1–255 visible ASCII characters (a UUID, or any token the client makes). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

// Keys whose request is running in this process: a second copy answers 409 at once instead of queueing
// behind the first (PGlite runs one transaction at a time). The advisory lock below does the same
// between processes on PostgreSQL.
const globalForKeys = globalThis as typeof globalThis & { __promenadeIdempotencyInFlight?: Set<string> };
const inFlight = (globalForKeys.__promenadeIdempotencyInFlight ??= new Set());

const stillRunning = () =>
  new AppError("conflict", "This request is still being recorded. Try again in a moment.", { headers: { "Retry-After": "1" } });

/** The request's Idempotency-Key header, or null when it has none; a malformed one is refused. */
function keyOf(request: NextRequest): string | null {
  const key = request.headers.get("idempotency-key");
  if (key === null) return null;
  if (!KEY_PATTERN.test(key)) throw new AppError("validation", "The Idempotency-Key header must be 1 to 255 visible ASCII characters.");
  return key;
}

function toResponse(result: unknown): Response {
  return result instanceof Response ? result : NextResponse.json(result);
}

/**
 * Runs a money-recording handler at most once per Idempotency-Key (per studio, caller and endpoint).
 * With a key, the handler runs inside one transaction that also writes the key's row with the answer
 * (the handler gets that transaction as its `db`; a service's own `db.transaction` becomes a
 * savepoint in it): committed together, so a retry after a lost answer finds the key exactly when the
 * money was recorded, and a rollback leaves neither. A retry with the same request answers the first
 * status and body; another request under the same key is refused; a copy while the first still runs
 * answers 409 with Retry-After. Without a key the handler simply runs.
 */
export async function respondOnce(
  request: NextRequest,
  db: Db,
  session: Session,
  input: { params: unknown; body: unknown },
  run: (db: Db) => Promise<unknown>,
): Promise<Response> {
  const key = keyOf(request);
  if (key === null) return toResponse(await run(db));
  const endpoint = `${request.method} ${request.nextUrl.pathname}`;
  const requestHash = createHash("sha256")
    .update(JSON.stringify([input.params ?? null, input.body ?? null]))
    .digest("hex");
  const id = JSON.stringify([session.studioId, session.userId, endpoint, key]);
  if (inFlight.has(id)) throw stillRunning();
  inFlight.add(id);
  try {
    // Kept a day: this studio's older keys go as a new one is used (no separate sweep needed).
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.studioId, session.studioId), lt(idempotencyKeys.createdAt, new Date(Date.now() - KEEP_MS))));
    return await db.transaction(async (tx) => {
      const [{ locked }] = await queryRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(hashtextextended(${id}, 0)) as locked`,
      );
      if (!locked) throw stillRunning();
      const where = and(
        eq(idempotencyKeys.studioId, session.studioId),
        eq(idempotencyKeys.userId, session.userId),
        eq(idempotencyKeys.endpoint, endpoint),
        eq(idempotencyKeys.key, key),
      );
      const [earlier] = await tx.select().from(idempotencyKeys).where(where);
      if (earlier && earlier.createdAt.getTime() > Date.now() - KEEP_MS) {
        if (earlier.requestHash !== requestHash) throw new AppError("rule", "This Idempotency-Key was used for a different request.");
        const headers = { "Idempotent-Replayed": "true" };
        if (earlier.status === 204) return new Response(null, { status: 204, headers });
        return NextResponse.json(earlier.response, { status: earlier.status, headers });
      }
      if (earlier) await tx.delete(idempotencyKeys).where(where);
      const response = toResponse(await run(tx));
      const text = await response.clone().text();
      await tx.insert(idempotencyKeys).values({
        studioId: session.studioId,
        userId: session.userId,
        endpoint,
        key,
        requestHash,
        status: response.status,
        response: text ? JSON.parse(text) : {},
      });
      return response;
    });
  } finally {
    inFlight.delete(id);
  }
}

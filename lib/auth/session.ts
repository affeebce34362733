import "server-only";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { StudioPlan } from "@/lib/billing/subscription";
import { preparedRows } from "@/lib/db/prepared-rows";
import type { Db } from "@/lib/db/client";
import { instructors, memberships, sessions, students, studios, studioVersions, users } from "@/lib/db/schema";
import type { Role } from "./roles";
import { verifySessionToken } from "./session-token";
import { TOKEN_COOKIE } from "./token";

/**
 * Who is calling, as the database says now (a removed member or changed role takes effect at once):
 * the actor every permission rule in lib/access reads.
 */
export type Session = {
  userId: string;
  name: string;
  email: string;
  studioId: string;
  studioName: string;
  /** The studio's IANA time zone, currency and locale, read in the same query (GET /api/me answers with the first two). */
  studioTimeZone: string;
  studioCurrency: string;
  studioLocale: (typeof studios.$inferSelect)["locale"];
  role: Role;
  /** The caller's own instructor record (instructors), read in the same query: null for others. */
  instructorId: string | null;
  /** The caller's own student record (students), read in the same query: null for others. */
  studentId: string | null;
  /** The studio's plan fields, read in the same query (GET /api/subscription needs nothing more). */
  studioPlan: StudioPlan;
  /**
   * The studio's schedule version as this request read it (lib/db/schema/studio-versions.ts): a week
   * kept in memory under the same number is still what the database holds. Null: not read (a
   * session built by a script), so nothing kept is trusted.
   */
  scheduleVersion: number | null;
};

/** The studio's clock as screens write it: its zone and its locale (lib/studio/locales.ts StudioClock). */
export function clockOf(session: Pick<Session, "studioTimeZone" | "studioLocale">) {
  return { timeZone: session.studioTimeZone, locale: session.studioLocale };
}

/** The bearer token, else the `token` cookie. */
export function readRequestToken(request: Request): string | null {
  const authorization = request.headers.get("authorization");
  if (authorization?.toLowerCase().startsWith("bearer ")) return authorization.slice(7).trim() || null;
  return readCookie(request.headers.get("cookie"), TOKEN_COOKIE);
}

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Times as epoch milliseconds, so pg and PGlite answer the same type (their raw parsers differ). */
const epochMs = (column: SQL.Aliased | AnyColumn) => sql<number | null>`floor(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The membership lookup: it runs on every signed-in request, so it is a prepared statement on
 * PGlite (Drizzle's .prepare() names it for PostgreSQL only, and PGlite spent more time planning
 * this join than running it). The token's session row rides in the same query: revoked (logout,
 * password change, membership ended), gone, or older than the last password change → no row.
 */
function lookup(db: Db, userId: string, studioId: string, sessionId: string) {
  return preparedRows<SessionRow>(
    db,
    "session_lookup",
    sql`select ${users.id} as "userId", ${users.name} as "name", ${users.email} as "email", ${studios.id} as "studioId",
      ${studios.name} as "studioName", ${studios.timeZone} as "studioTimeZone", ${studios.currency} as "studioCurrency",
      ${studios.locale} as "studioLocale",
      ${memberships.role} as "role", ${instructors.id} as "instructorId",
      ${students.id} as "studentId", ${studios.plan} as "plan", ${studios.billingInterval} as "billingInterval",
      ${epochMs(studios.trialEndsAt)} as "trialEndsAt", ${epochMs(studios.currentPeriodEnd)} as "currentPeriodEnd",
      ${studios.pendingPlan} as "pendingPlan", ${studios.pendingInterval} as "pendingInterval",
      ${studioVersions.accessVersion}::float8 as "accessVersion", ${studioVersions.scheduleVersion}::float8 as "scheduleVersion"
    from ${memberships}
    inner join ${users} on ${users.id} = ${memberships.userId}
    inner join ${studios} on ${studios.id} = ${memberships.studioId}
    inner join ${sessions} on ${sessions.id} = ${sessionId} and ${sessions.userId} = ${memberships.userId}
      and ${sessions.studioId} = ${memberships.studioId} and ${sessions.revokedAt} is null
      and (${users.sessionsValidFrom} is null or ${sessions.createdAt} >= ${users.sessionsValidFrom})
    -- The actor's own records, so no endpoint looks them up again (one query per request).
    left join ${instructors} on ${instructors.studioId} = ${memberships.studioId} and ${instructors.userId} = ${memberships.userId}
    left join ${students} on ${students.studioId} = ${memberships.studioId} and ${students.userId} = ${memberships.userId}
    left join ${studioVersions} on ${studioVersions.studioId} = ${memberships.studioId}
    where ${memberships.userId} = ${userId} and ${memberships.studioId} = ${studioId} and ${memberships.active}
    limit 1`,
  );
}

type SessionRow = Omit<Session, "studioPlan"> &
  Omit<StudioPlan, "trialEndsAt" | "currentPeriodEnd"> & {
    trialEndsAt: number | null;
    currentPeriodEnd: number | null;
    accessVersion: number | null;
  };

type Versions = { accessVersion: number; scheduleVersion: number };

/** The studio's two version counters: one primary-key read, what a request costs when its session is kept. */
function versions(db: Db, studioId: string) {
  return preparedRows<Versions>(
    db,
    "studio_versions",
    sql`select ${studioVersions.accessVersion}::float8 as "accessVersion", ${studioVersions.scheduleVersion}::float8 as "scheduleVersion"
    from ${studioVersions} where ${studioVersions.studioId} = ${studioId}::uuid`,
  );
}

const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

/**
 * Verifies the token's signature and expiry, then the session and the membership it names. A
 * session read once is kept (per database, by its id) beside the studio's access version it was
 * read with; later requests read only the studio's versions, and the whole lookup runs again
 * whenever anything it reads has changed since (a logout, a removed member, a renamed studio…),
 * so a kept session is never trusted past a committed change, in any process.
 */
export async function getSessionFromToken(db: Db, token: string | null | undefined): Promise<Session | null> {
  const claims = await verifySessionToken(token);
  if (!claims) return null;
  const kept = keptSessions(db);
  const known = kept.get(claims.sid);
  if (known && known.session.userId === claims.sub && known.session.studioId === claims.studioId) {
    const [now] = await versions(db, claims.studioId);
    if (now && now.accessVersion === known.accessVersion) return { ...known.session, scheduleVersion: now.scheduleVersion };
  }
  const [row] = await lookup(db, claims.sub, claims.studioId, claims.sid);
  kept.delete(claims.sid);
  if (!row) return null;
  const { plan, billingInterval, trialEndsAt, currentPeriodEnd, pendingPlan, pendingInterval, accessVersion, ...person } = row;
  const session: Session = {
    ...person,
    studioPlan: {
      plan,
      billingInterval,
      trialEndsAt: dateOf(trialEndsAt),
      currentPeriodEnd: dateOf(currentPeriodEnd),
      pendingPlan,
      pendingInterval,
    },
  };
  if (accessVersion !== null) {
    if (kept.size >= KEPT_SESSIONS_MAX) kept.delete(kept.keys().next().value!);
    kept.set(claims.sid, { accessVersion, session });
  }
  return session;
}

/** Sessions kept per process and database; the oldest goes first past this many (a few hundred bytes each). */
const KEPT_SESSIONS_MAX = 10_000;
const keptByDb = new WeakMap<Db, Map<string, { accessVersion: number; session: Session }>>();

function keptSessions(db: Db) {
  let kept = keptByDb.get(db);
  if (!kept) keptByDb.set(db, (kept = new Map()));
  return kept;
}

export async function getSession(db: Db, request: Request): Promise<Session | null> {
  return getSessionFromToken(db, readRequestToken(request));
}

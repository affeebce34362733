import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { STUDIO_PLAN_COLUMNS, type StudioPlan } from "@/lib/billing/subscription";
import type { Db } from "@/lib/db/client";
import { instructors, memberships, students, studios, users } from "@/lib/db/schema";
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
  role: Role;
  /** The caller's own instructor record (instructors), read in the same query: null for others. */
  instructorId: string | null;
  /** The caller's own student record (students), read in the same query: null for others. */
  studentId: string | null;
  /** The studio's plan fields, read in the same query (GET /api/subscription needs nothing more). */
  studioPlan: StudioPlan;
};

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

/** The membership lookup, prepared once per database: it runs on every signed-in request. */
const preparedLookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

function prepareLookup(db: Db) {
  return (
    db
      .select({
        userId: users.id,
        name: users.name,
        email: users.email,
        studioId: studios.id,
        studioName: studios.name,
        role: memberships.role,
        instructorId: instructors.id,
        studentId: students.id,
        ...STUDIO_PLAN_COLUMNS,
        sessionsValidFrom: users.sessionsValidFrom,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(studios, eq(studios.id, memberships.studioId))
      // The actor's own records, so no endpoint looks them up again (one query per request).
      .leftJoin(instructors, and(eq(instructors.studioId, memberships.studioId), eq(instructors.userId, memberships.userId)))
      .leftJoin(students, and(eq(students.studioId, memberships.studioId), eq(students.userId, memberships.userId)))
      .where(
        and(
          eq(memberships.userId, sql.placeholder("userId")),
          eq(memberships.studioId, sql.placeholder("studioId")),
          eq(memberships.active, true),
        ),
      )
      .limit(1)
      .prepare("session_lookup")
  );
}

/** Verifies the token's signature and expiry, then the membership it names. */
export async function getSessionFromToken(db: Db, token: string | null | undefined): Promise<Session | null> {
  const claims = await verifySessionToken(token);
  if (!claims) return null;
  let lookup = preparedLookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    preparedLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ userId: claims.sub, studioId: claims.studioId });
  if (!row) return null;
  const { plan, billingInterval, trialEndsAt, currentPeriodEnd, pendingPlan, pendingInterval, sessionsValidFrom, ...person } = row;
  // A password change ends every session signed before it (iat is in whole seconds).
  if (sessionsValidFrom && claims.iat * 1000 < sessionsValidFrom.getTime()) return null;
  return { ...person, studioPlan: { plan, billingInterval, trialEndsAt, currentPeriodEnd, pendingPlan, pendingInterval } };
}

export async function getSession(db: Db, request: Request): Promise<Session | null> {
  return getSessionFromToken(db, readRequestToken(request));
}

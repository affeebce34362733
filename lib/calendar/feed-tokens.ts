import "server-only";
import crypto from "node:crypto";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import { canManageStudio } from "@/lib/access/rules";
import { getJwtSecret } from "@/lib/auth/secret";
import type { Session } from "@/lib/auth/session";
import type { Role } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import { preparedRows } from "@/lib/db/prepared-rows";
import { calendarFeeds, instructors, memberships, rooms, students, studios } from "@/lib/db/schema";
import { hashToken } from "@/lib/auth/token-hash";
import { STUDIO_FEED_LABEL, type CalendarFeedLink, type CalendarFeeds, type FeedScope, type TRotateFeed } from "./schemas";

/**
 * A feed's token is an HMAC of its row's id under the server's secret: Settings can show the URL
 * again, while the database keeps only the token's SHA-256 (a leaked copy can't be turned into
 * URLs). Rotating the secret retires every feed URL, as it signs everyone out.
 */
export function feedToken(feedId: string): string {
  return crypto.createHmac("sha256", getJwtSecret()).update(`calendar-feed:${feedId}`).digest("base64url");
}

export function feedUrl(origin: string, feedId: string): string {
  return `${origin}/api/calendar/${feedToken(feedId)}.ics`;
}

type FeedKey = { scope: FeedScope; instructorId: string | null; roomId: string | null };

function newFeedRow(session: Session, key: FeedKey) {
  const id = crypto.randomUUID();
  return { id, studioId: session.studioId, userId: session.userId, ...key, tokenHash: hashToken(feedToken(id)) };
}

/**
 * The caller's live feeds, created on first sight: their own, and for owners the whole studio's
 * and one per active instructor and room. A concurrent first request is harmless (one live row
 * per subject, the loser's insert is skipped).
 */
export async function listCalendarFeeds(db: Db, session: Session, origin: string): Promise<CalendarFeeds> {
  const wanted: { key: FeedKey; label: string }[] = [{ key: { scope: "me", instructorId: null, roomId: null }, label: "My lessons" }];
  if (canManageStudio(session)) {
    wanted.push({ key: { scope: "studio", instructorId: null, roomId: null }, label: STUDIO_FEED_LABEL });
    const [teachers, places] = await Promise.all([
      db
        .select({ id: instructors.id, name: instructors.name })
        .from(instructors)
        .where(and(eq(instructors.studioId, session.studioId), eq(instructors.active, true)))
        .orderBy(asc(instructors.name)),
      db
        .select({ id: rooms.id, name: rooms.name })
        .from(rooms)
        .where(and(eq(rooms.studioId, session.studioId), eq(rooms.active, true)))
        .orderBy(asc(rooms.name)),
    ]);
    for (const teacher of teachers)
      wanted.push({ key: { scope: "instructor", instructorId: teacher.id, roomId: null }, label: teacher.name });
    for (const place of places) wanted.push({ key: { scope: "room", instructorId: null, roomId: place.id }, label: place.name });
  }
  const live = await liveFeeds(db, session);
  const missing = wanted.filter(({ key }) => !live.has(subjectKey(key)));
  if (missing.length) {
    await db
      .insert(calendarFeeds)
      .values(missing.map(({ key }) => newFeedRow(session, key)))
      .onConflictDoNothing();
    for (const [key, id] of await liveFeeds(db, session)) live.set(key, id);
  }
  const feeds: CalendarFeedLink[] = wanted.map(({ key, label }) => ({
    scope: key.scope,
    subjectId: key.instructorId ?? key.roomId,
    label,
    feedUrl: feedUrl(origin, live.get(subjectKey(key)) as string),
  }));
  return { feedUrl: feeds[0].feedUrl, feeds };
}

function subjectKey(key: FeedKey): string {
  return `${key.scope}:${key.instructorId ?? key.roomId ?? ""}`;
}

async function liveFeeds(db: Db, session: Session): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: calendarFeeds.id, scope: calendarFeeds.scope, instructorId: calendarFeeds.instructorId, roomId: calendarFeeds.roomId })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.studioId, session.studioId), eq(calendarFeeds.userId, session.userId), isNull(calendarFeeds.revokedAt)));
  return new Map(rows.map((row) => [subjectKey(row), row.id]));
}

/** Regenerate: the old URL stops answering (404) at once, and the new one is returned. */
export async function rotateCalendarFeed(db: Db, session: Session, input: TRotateFeed, origin: string): Promise<CalendarFeedLink> {
  const scope = input.scope ?? "me";
  if (scope !== "me" && !canManageStudio(session))
    throw new AppError("forbidden", "Only the studio's owner has the whole studio's, instructors' and rooms' feeds.");
  const key: FeedKey = {
    scope,
    instructorId: scope === "instructor" ? (input.subjectId ?? null) : null,
    roomId: scope === "room" ? (input.subjectId ?? null) : null,
  };
  const label = await subjectLabel(db, session, key);
  const row = newFeedRow(session, key);
  await db.transaction(async (tx) => {
    await tx
      .update(calendarFeeds)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(calendarFeeds.studioId, session.studioId),
          eq(calendarFeeds.userId, session.userId),
          eq(calendarFeeds.scope, scope),
          sql`coalesce(${calendarFeeds.instructorId}, ${calendarFeeds.roomId}) is not distinct from ${key.instructorId ?? key.roomId}::uuid`,
          isNull(calendarFeeds.revokedAt),
        ),
      );
    await tx.insert(calendarFeeds).values(row);
  });
  return { scope, subjectId: key.instructorId ?? key.roomId, label, feedUrl: feedUrl(origin, row.id) };
}

async function subjectLabel(db: Db, session: Session, key: FeedKey): Promise<string> {
  if (key.scope === "me") return "My lessons";
  if (key.scope === "studio") return STUDIO_FEED_LABEL;
  const table = key.scope === "instructor" ? instructors : rooms;
  const id = (key.instructorId ?? key.roomId) as string;
  const [found] = await db
    .select({ name: table.name })
    .from(table)
    .where(and(eq(table.studioId, session.studioId), eq(table.id, id)));
  if (!found)
    throw new AppError("not_found", `That ${key.scope} isn't in your studio.`, {
      fields: { subjectId: `Choose one of your ${key.scope}s.` },
    });
  return found.name;
}

type FeedLookupRow = {
  feedId: string;
  studioId: string;
  studioName: string;
  timeZone: string;
  scope: FeedScope;
  role: Role;
  feedInstructorId: string | null;
  roomId: string | null;
  ownInstructorId: string | null;
  ownStudentId: string | null;
};

/** What a live feed shows, resolved from its token; null for an unknown or revoked token, or a member who left. */
export type FeedTarget = {
  feedId: string;
  studioId: string;
  studioName: string;
  timeZone: string;
  scope: FeedScope;
  /** The person's own records ("me"), or the owner's chosen instructor or room; none for the whole studio. */
  instructorId: string | null;
  studentId: string | null;
  roomId: string | null;
};

export async function findFeedByToken(db: Db, token: string): Promise<FeedTarget | null> {
  // Prepared (PGlite plans a five-table join slower than it runs it): this runs on every poll of every feed.
  const [row] = await preparedRows<FeedLookupRow>(
    db,
    "calendar_feed_lookup",
    sql`select ${calendarFeeds.id} as "feedId", ${calendarFeeds.studioId} as "studioId", ${studios.name} as "studioName",
        ${studios.timeZone} as "timeZone", ${calendarFeeds.scope} as "scope", ${memberships.role} as "role",
        ${calendarFeeds.instructorId} as "feedInstructorId", ${calendarFeeds.roomId} as "roomId",
        ${instructors.id} as "ownInstructorId", ${students.id} as "ownStudentId"
      from ${calendarFeeds}
      inner join ${studios} on ${studios.id} = ${calendarFeeds.studioId}
      inner join ${memberships} on ${memberships.studioId} = ${calendarFeeds.studioId} and ${memberships.userId} = ${calendarFeeds.userId}
        and ${memberships.active}
      left join ${instructors} on ${instructors.studioId} = ${calendarFeeds.studioId} and ${instructors.userId} = ${calendarFeeds.userId}
      left join ${students} on ${students.studioId} = ${calendarFeeds.studioId} and ${students.userId} = ${calendarFeeds.userId}
      where ${calendarFeeds.tokenHash} = ${hashToken(token)} and ${calendarFeeds.revokedAt} is null
      limit 1`,
  );
  if (!row) return null;
  // An owner who is no longer one keeps only their own feed (not the studio's, an instructor's or a room's).
  if (row.scope !== "me" && !canManageStudio({ role: row.role })) return null;
  const isMe = row.scope === "me";
  return {
    feedId: row.feedId,
    studioId: row.studioId,
    studioName: row.studioName,
    timeZone: row.timeZone,
    scope: row.scope,
    instructorId: isMe ? row.ownInstructorId : row.feedInstructorId,
    studentId: isMe ? row.ownStudentId : null,
    roomId: row.roomId,
  };
}

import "server-only";
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { instructors, rooms } from "@/lib/db/schema";
import { addCalendarEvent, createStudioCalendar, type CalendarEventView } from "./event-ics";
import { feedWindow, selectFeedFingerprint, selectFeedRows, type FeedRow, type FeedWindow } from "./feed-events";
import { heatFingerprint, selectHeatEvents } from "./feed-heats";
import type { FeedTarget } from "./feed-tokens";

/** Calendar apps poll; this is the interval they are asked to keep (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
const FEED_TTL_SECONDS = 15 * 60;

/**
 * The feed's ETag, from counts and change stamps only (lib/calendar/feed-events.ts), read before
 * anything is generated: an unchanged feed answers 304 for the price of one aggregate query.
 * The studio's name and zone are in it because every event shows them, and a digest of its room,
 * service and instructor names because a rename must reach calendars too; a student's feed adds
 * their heats' count and their events' last change (lib/calendar/feed-heats.ts).
 */
export async function feedEtag(db: Db, target: FeedTarget, window: FeedWindow): Promise<string> {
  const [print, heats] = await Promise.all([selectFeedFingerprint(db, target, window), heatFingerprint(db, target, window)]);
  const text = [
    target.feedId,
    target.studioName,
    target.timeZone,
    print.count,
    print.sequences,
    print.stamp ?? "-",
    print.names,
    heats,
  ].join("|");
  return `"${crypto.createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`;
}

/** RFC 9110: If-None-Match is a list of entity tags, or `*`; weak tags compare equal to strong ones here. */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}

async function feedName(db: Db, target: FeedTarget): Promise<string> {
  if (target.scope === "instructor" && target.instructorId) {
    const [row] = await db.select({ name: instructors.name }).from(instructors).where(eq(instructors.id, target.instructorId));
    return `${target.studioName}: ${row?.name ?? "instructor"}`;
  }
  if (target.scope === "room" && target.roomId) {
    const [row] = await db.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, target.roomId));
    return `${target.studioName}: ${row?.name ?? "room"}`;
  }
  if (target.scope === "studio") return `${target.studioName}: whole studio`;
  return target.studioName;
}

/**
 * The whole-studio feed names who teaches and where in each event (summary and description);
 * students appear by first name only, on a private lesson or a rental, never with contact details.
 */
function studioDetails(row: FeedRow): Pick<CalendarEventView, "summaryNote" | "details"> {
  const firstName = row.instructor_name?.split(" ")[0];
  return {
    summaryNote: [firstName, row.room_name].filter(Boolean).join(", ") || null,
    details: [
      `Instructor: ${row.instructor_name ?? "none"}`,
      `Room: ${row.room_name ?? "none"}`,
      ...(row.with_name ? [`Students: ${row.with_name}`] : []),
    ],
  };
}

/** The whole feed as iCalendar text: every event in the studio's zone with its VTIMEZONE (a student's heats after their lessons). */
export async function renderFeed(db: Db, target: FeedTarget, window: FeedWindow): Promise<string> {
  const [rows, name, heats] = await Promise.all([
    selectFeedRows(db, target, window),
    feedName(db, target),
    selectHeatEvents(db, target, window),
  ]);
  const calendar = createStudioCalendar({ name, method: "PUBLISH", ttlSeconds: FEED_TTL_SECONDS });
  for (const row of rows) {
    addCalendarEvent(calendar, {
      eventId: row.id,
      sequence: row.sequence,
      startsAt: new Date(row.starts_at),
      endsAt: new Date(row.ends_at),
      timeZone: target.timeZone,
      title: row.title,
      studioName: target.studioName,
      roomName: row.room_name,
      withFirstName: row.with_name,
      meetingUrl: row.meeting_url,
      cancelled: row.cancelled,
      updatedAt: new Date(row.stamp),
      ...(target.scope === "studio" ? studioDetails(row) : {}),
    });
  }
  for (const heat of heats) addCalendarEvent(calendar, heat);
  return calendar.toString();
}

/** `GET /api/calendar/{token}.ics`: 304 when the client's copy is current, else the feed. */
export async function answerFeed(db: Db, target: FeedTarget, ifNoneMatch: string | null, now = new Date()): Promise<Response> {
  const window = feedWindow(now);
  const etag = await feedEtag(db, target, window);
  // Private: the URL is a secret; no-cache: a shared cache must not keep it, a client must ask again (and gets a 304).
  const headers = { ETag: etag, "Cache-Control": "private, no-cache" };
  if (matchesIfNoneMatch(ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  const body = await renderFeed(db, target, window);
  return new Response(body, {
    headers: { ...headers, "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'inline; filename="promenade.ics"' },
  });
}

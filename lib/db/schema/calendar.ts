import { sql } from "drizzle-orm";
import { check, foreignKey, index, pgTable, text, timestamp, unique, uniqueIndex, uuid, primaryKey } from "drizzle-orm/pg-core";
import { studios, users } from "./accounts";
import { instructors } from "./people";
import { rooms } from "./scheduling";

/** What a feed shows: the person's own lessons, or (owners only) one instructor's, one room's, or the whole studio's. */
export const CALENDAR_FEED_SCOPES = ["me", "instructor", "room", "studio"] as const;

/**
 * A private ICS feed URL. Only the SHA-256 of its token is stored (like invites); the token itself
 * is an HMAC of the row's id under the server's secret, so the URL can be shown again without
 * keeping it. Regenerating revokes the row (`revoked_at`) and creates a new one.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scope: text("scope", { enum: CALENDAR_FEED_SCOPES }).notNull(),
    instructorId: uuid("instructor_id"),
    roomId: uuid("room_id"),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: "calendar_feeds_pkey", columns: [table.studioId, table.id] }),
    // A random token's hash: unique in practice, so a plain index (a unique key would have to include studio_id).
    index("calendar_feeds_token_hash_idx").on(table.tokenHash),
    // One live URL per person and subject: a second request reuses it, regenerating replaces it.
    uniqueIndex("calendar_feeds_one_live_key")
      .on(table.studioId, table.userId, table.scope, sql`coalesce(${table.instructorId}, ${table.roomId})`)
      .where(sql`${table.revokedAt} is null`),
    index("calendar_feeds_user_idx").on(table.userId),
    foreignKey({
      columns: [table.studioId, table.instructorId],
      foreignColumns: [instructors.studioId, instructors.id],
      name: "calendar_feeds_instructor_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.roomId],
      foreignColumns: [rooms.studioId, rooms.id],
      name: "calendar_feeds_room_fk",
    }).onDelete("cascade"),
    check(
      "calendar_feeds_scope_subject",
      sql`(${table.scope} in ('me', 'studio') and ${table.instructorId} is null and ${table.roomId} is null)
        or (${table.scope} = 'instructor' and ${table.instructorId} is not null and ${table.roomId} is null)
        or (${table.scope} = 'room' and ${table.roomId} is not null and ${table.instructorId} is null)`,
    ),
  ],
);

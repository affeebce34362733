import { z } from "zod";
import { ZId } from "@/lib/api/ids";

export const FEED_SCOPES = ["me", "instructor", "room"] as const;
export type FeedScope = (typeof FEED_SCOPES)[number];

/** `POST /api/me/calendar/rotate`: your own feed by default; owners also an instructor's or a room's. */
export const ZRotateFeed = z
  .strictObject({
    scope: z.enum(FEED_SCOPES, "Choose me, instructor or room.").default("me"),
    /** The instructor's or the room's id, for those scopes. */
    subjectId: ZId.optional(),
  })
  .refine((input) => (input.scope === "me") === (input.subjectId === undefined), {
    path: ["subjectId"],
    message: "Name the instructor or room for those feeds, and nothing for your own.",
  });
export type TRotateFeed = z.input<typeof ZRotateFeed>;

/** `/api/calendar/{token}.ics`: the token is 43 base64url characters; anything else is not a feed (404). */
export const ZFeedTokenParams = z.object({
  token: z
    .string()
    .transform((value) => value.replace(/\.ics$/i, ""))
    .pipe(z.string().regex(/^[A-Za-z0-9_-]{43}$/)),
});

/** One feed as Settings → Calendar lists it. */
export type CalendarFeedLink = {
  scope: FeedScope;
  /** The instructor's or room's id; null for your own. */
  subjectId: string | null;
  /** "My lessons", or the instructor's or room's name. */
  label: string;
  feedUrl: string;
};

/** `GET /api/me/calendar`: your own feed's URL, and for owners one per instructor and per room. */
export type CalendarFeeds = { feedUrl: string; feeds: CalendarFeedLink[] };

import { z } from "zod";
import { ZId } from "@/lib/api/ids";

export const FEED_SCOPES = ["me", "instructor", "room", "studio"] as const;
export type FeedScope = (typeof FEED_SCOPES)[number];

/** Feeds with no subject: your own, and (owners) the whole studio's. */
export const hasNoSubject = (scope: FeedScope): boolean => scope === "me" || scope === "studio";

/** `POST /api/me/calendar/rotate`: your own feed by default; owners also an instructor's, a room's or the whole studio's. */
export const ZRotateFeed = z
  .strictObject({
    scope: z.enum(FEED_SCOPES, "Choose me, instructor, room or studio.").default("me"),
    /** The instructor's or the room's id, for those scopes. */
    subjectId: ZId.optional(),
  })
  .refine((input) => hasNoSubject(input.scope) === (input.subjectId === undefined), {
    path: ["subjectId"],
    message: "Name the instructor or room for those feeds, and nothing for your own or the whole studio's.",
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
  /** The instructor's or room's id; null for your own and the whole studio's. */
  subjectId: string | null;
  /** "My lessons", the whole studio's label, or the instructor's or room's name. */
  label: string;
  feedUrl: string;
};

export const STUDIO_FEED_LABEL = "Whole studio — every lesson, class and rental";

/** `GET /api/me/calendar`: your own feed's URL, and for owners the whole studio's and one per instructor and per room. */
export type CalendarFeeds = { feedUrl: string; feeds: CalendarFeedLink[] };

// POST /api/me/calendar/rotate — regenerate a feed URL (the old one answers 404 from now on).
import { rotateCalendarFeed } from "@/lib/calendar/feed-tokens";
import { ZRotateFeed } from "@/lib/calendar/schemas";
import { z } from "zod";
import { ZCalendarFeedView } from "@/lib/calendar/views";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary: "Regenerate a feed URL ({ scope: me|instructor|room, subjectId }); the old URL answers 404.",
    feature: "calendar_sync",
    body: ZRotateFeed,
    response: z.object({ feed: ZCalendarFeedView }),
  },
  async ({ db, session, body, request }) => ({
    feed: await rotateCalendarFeed(db, session, body, request.nextUrl.origin),
  }),
);

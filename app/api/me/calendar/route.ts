// GET /api/me/calendar — your private feed URL ({ feedUrl, feeds }: owners also the whole studio's and one per instructor and room).
import { listCalendarFeeds } from "@/lib/calendar/feed-tokens";
import { ZCalendarFeedsView } from "@/lib/calendar/views";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "Your private ICS feed: { feedUrl, feeds: [{ scope, subjectId, label, feedUrl }] } (owners: one per instructor and room too).",
    feature: "calendar_sync",
    response: ZCalendarFeedsView,
  },
  async ({ db, session, request }) => listCalendarFeeds(db, session, request.nextUrl.origin),
);

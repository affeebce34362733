// The calendar-sync part of the route table (api-routes.ts includes it): feeds and .ics downloads.
import type { ApiRoute } from "@/lib/http/openapi";
import * as calendarToken from "@/app/api/calendar/[token]/route";
import * as eventsIdIcs from "@/app/api/events/[id]/ics/route";
import * as meCalendar from "@/app/api/me/calendar/route";
import * as meCalendarRotate from "@/app/api/me/calendar/rotate/route";

export const CALENDAR_ROUTES: readonly ApiRoute[] = [
  {
    path: "/api/me/calendar",
    module: meCalendar,
    summary: {
      GET: "Your private ICS feed: { feedUrl, feeds: [{ scope, subjectId, label, feedUrl }] } (owners: the whole studio's and one per instructor and room too).",
    },
  },
  {
    path: "/api/me/calendar/rotate",
    module: meCalendarRotate,
    summary: { POST: "Regenerate a feed URL ({ scope: me|studio|instructor|room, subjectId }); the old URL answers 404." },
  },
  {
    path: "/api/calendar/{token}",
    module: calendarToken,
    summary: { GET: "A private ICS feed by its token, as /api/calendar/{token}.ics (no session); ETag, 304 on If-None-Match." },
  },
  { path: "/api/events/{id}/ics", module: eventsIdIcs, summary: { GET: "One event as an .ics file (Add to calendar), as you see it." } },
];

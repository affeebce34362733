import ical, { type VEvent } from "node-ical";
import { GET as feedRoute } from "@/app/api/calendar/[token]/route";
import { GET as myCalendarRoute } from "@/app/api/me/calendar/route";
import { POST as rotateRoute } from "@/app/api/me/calendar/rotate/route";
import type { CalendarFeeds } from "@/lib/calendar/schemas";
import { callRoute } from "../helpers/call-route";

/** The caller's feeds, as Settings → Calendar reads them. */
export async function feedsOf(token: string): Promise<CalendarFeeds> {
  const response = await callRoute<CalendarFeeds>(myCalendarRoute, { token, path: "/api/me/calendar" });
  if (response.status !== 200) throw new Error(`GET /api/me/calendar answered ${response.status}`);
  return response.body;
}

/** The last path segment of a feed URL: `<token>.ics`, as the route receives it. */
export function feedParam(url: string): string {
  return new URL(url).pathname.split("/").pop() as string;
}

/** GET /api/calendar/{token}.ics with no session, as a calendar app polls it. */
export function fetchFeed(url: string, headers: Record<string, string> = {}) {
  const token = feedParam(url);
  return callRoute<string>(feedRoute, { path: `/api/calendar/${token}`, params: { token }, headers });
}

export function rotate(token: string, body: Record<string, unknown> = {}) {
  return callRoute(rotateRoute, { token, path: "/api/me/calendar/rotate", body });
}

/** The VEVENTs of an iCalendar text, parsed back with node-ical, by event id (the UID before the @). */
export function parseEvents(text: string): Map<string, VEvent> {
  const parsed = ical.sync.parseICS(text);
  const events = new Map<string, VEvent>();
  for (const item of Object.values(parsed)) {
    if (item?.type === "VEVENT") events.set(item.uid.split("@")[0], item);
  }
  return events;
}

/** A feed's events, fetched and parsed (fails the test on anything but 200). */
export async function feedEvents(url: string): Promise<Map<string, VEvent>> {
  const response = await fetchFeed(url);
  if (response.status !== 200) throw new Error(`feed answered ${response.status}`);
  return parseEvents(response.body);
}

/** The wall-clock time of an instant in a zone, "HH:MM". */
export function localTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);
}

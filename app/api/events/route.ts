// GET /api/events?from&to[&instructorId&roomId] — the schedule; POST /api/events — create one event.
import { json, route } from "@/lib/http/route";
import { createEvent } from "@/lib/scheduling/create-event";
import { findEventsJson } from "@/lib/scheduling/list-events";
import { ZCreateEvent, ZEventsQuery } from "@/lib/scheduling/schemas";

// { events }: the week's JSON as kept in memory while nothing in it changed (lib/scheduling/kept-weeks.ts).
export const GET = route(
  { query: ZEventsQuery },
  async ({ db, session, query }) =>
    new Response(await findEventsJson(db, session, query), { headers: { "Content-Type": "application/json" } }),
);

export const POST = route({ roles: ["owner", "instructor"], body: ZCreateEvent }, async ({ db, session, body }) =>
  json({ event: await createEvent(db, session, body) }, 201),
);

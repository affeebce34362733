// GET /api/events?from&to[&instructorId&roomId] — the schedule; POST /api/events — create one event.
import { json, route } from "@/lib/http/route";
import { createEvent } from "@/lib/scheduling/create-event";
import { findEvents } from "@/lib/scheduling/list-events";
import { ZCreateEvent, ZEventsQuery } from "@/lib/scheduling/schemas";

export const GET = route({ query: ZEventsQuery }, async ({ db, session, query }) => ({ events: await findEvents(db, session, query) }));

export const POST = route({ roles: ["owner", "instructor"], body: ZCreateEvent }, async ({ db, session, body }) =>
  json({ event: await createEvent(db, session, body) }, 201),
);

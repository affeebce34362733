// GET /api/events?from&to[&instructorId&roomId] — the schedule; POST /api/events — create one event (a private lesson with its students).
import { bookNamedStudents } from "@/lib/booking/book-named";
import type { Tx } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { createEvent } from "@/lib/scheduling/create-event";
import { findEventsAnswer } from "@/lib/scheduling/list-events";
import { ZCreateEvent, ZEventsQuery } from "@/lib/scheduling/schemas";
import { ZEventCreatedView, ZEventsView } from "@/lib/scheduling/views";

// { events }: the week parsed through its view once and kept while nothing in it changed (lib/scheduling/kept-weeks.ts).
export const GET = route(
  { summary: "The schedule between two times.", query: ZEventsQuery, response: ZEventsView },
  async ({ db, session, query }) => findEventsAnswer(db, session, query),
);

// A private lesson's `studentIds` (one, or a couple) are booked in the lesson's own transaction.
export const POST = route(
  { summary: "Create one event.", roles: ["owner", "instructor"], body: ZCreateEvent, status: 201, response: ZEventCreatedView },
  async ({ db, session, body }) => {
    const students = body.studentIds;
    const bookStudents = students?.length ? (tx: Tx, eventId: string) => bookNamedStudents(tx, session, eventId, students) : undefined;
    return { event: await createEvent(db, session, body, bookStudents) };
  },
);

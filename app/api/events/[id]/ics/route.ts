// GET /api/events/[id]/ics — "Add to calendar": one event as an .ics file, as the caller sees it.
import { ZIdParams } from "@/lib/api/ids";
import { eventIcsFor } from "@/lib/calendar/event-download";
import { raw, route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "One event as an .ics file (Add to calendar), as you see it.",
    feature: "calendar_sync",
    params: ZIdParams,
    response: raw("text/calendar", "The event as an iCalendar file to download, under the same UID as in the person's feed."),
  },
  async ({ db, session, params }) => {
    const { filename, body } = await eventIcsFor(db, session, params.id);
    return new Response(body, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);

// PATCH /api/events/[id]?scope=one|following|all — move, resize, reassign, edit; DELETE — cancel.
import { route } from "@/lib/http/route";
import { cancelEvent } from "@/lib/scheduling/cancel-event";
import { ZIdParams } from "@/lib/api/ids";
import { ZScope, ZUpdateEvent } from "@/lib/scheduling/schemas";
import { updateEvent } from "@/lib/scheduling/update-event";
import { ZEventsCancelledView, ZEventsView } from "@/lib/scheduling/views";

export const PATCH = route(
  {
    summary: "Move, resize, reassign or edit (scope one|following|all).",
    roles: ["owner", "instructor"],
    params: ZIdParams,
    query: ZScope,
    body: ZUpdateEvent,
    response: ZEventsView,
  },
  async ({ db, session, params, query, body }) => updateEvent(db, session, params.id, query.scope, body),
);

export const DELETE = route(
  {
    summary: "Cancel (scope one|following|all).",
    roles: ["owner", "instructor"],
    params: ZIdParams,
    query: ZScope,
    response: ZEventsCancelledView,
  },
  async ({ db, session, params, query }) => cancelEvent(db, session, params.id, query.scope),
);

// POST /api/series — a weekly class at a local time; every occurrence is created, or none.
import { route } from "@/lib/http/route";
import { createSeries } from "@/lib/scheduling/create-series";
import { ZCreateSeries } from "@/lib/scheduling/schemas";
import { ZSeriesCreatedView } from "@/lib/scheduling/views";

export const POST = route(
  {
    summary: "A weekly class at a local time; every occurrence or none.",
    roles: ["owner", "instructor"],
    body: ZCreateSeries,
    status: 201,
    response: ZSeriesCreatedView,
  },
  async ({ db, session, body }) => createSeries(db, session, body),
);

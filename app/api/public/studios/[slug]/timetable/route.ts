// GET /api/public/studios/{slug}/timetable?from&to — classes and practice parties with places left (no session).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getPublicStudio } from "@/lib/public/public-studio";
import { ZSlugParams, ZTimetableQuery } from "@/lib/public/schemas";
import { getPublicTimetable } from "@/lib/public/timetable";
import { ZPublicTimetableView } from "@/lib/public/views";

export const GET = route(
  {
    summary:
      "Classes and practice parties with places left, ?from&to: dates (the studio's days, `to` included) or date-times, at most 31 days (no session).",
    auth: false,
    params: ZSlugParams,
    query: ZTimetableQuery,
    response: z.object({ timetable: ZPublicTimetableView }),
  },
  async ({ db, params, query }) => ({
    timetable: await getPublicTimetable(db, await getPublicStudio(db, params.slug), query),
  }),
);

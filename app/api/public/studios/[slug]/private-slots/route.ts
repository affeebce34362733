// GET /api/public/studios/{slug}/private-slots — { days }: the studio's dates of the next six weeks with a free first private lesson; ?date=YYYY-MM-DD: { date, instructors: [{ instructorId, instructorName, times }] } (no session).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { findFirstLessonDays, findFirstLessonTimes } from "@/lib/public/private-slots";
import { getPublicStudio } from "@/lib/public/public-studio";
import { ZPrivateSlotsQuery, ZSlugParams } from "@/lib/public/schemas";
import { ZFirstLessonDaysView, ZFirstLessonDayView } from "@/lib/public/views";

export const GET = route(
  {
    summary:
      "Free first private lessons (no session): { timeZone, days } — the studio's dates of the next six weeks with a free time; ?date=YYYY-MM-DD → { date, timeZone, instructors: [{ instructorId, instructorName, times: [{ startsAt, endsAt }] }] }; 400 for a day outside those six weeks.",
    auth: false,
    params: ZSlugParams,
    query: ZPrivateSlotsQuery,
    // One day's times with ?date, else the days that have any.
    response: z.union([ZFirstLessonDayView, ZFirstLessonDaysView]),
  },
  async ({ db, params, query }) => {
    const studio = await getPublicStudio(db, params.slug);
    return query.date ? findFirstLessonTimes(db, studio, query.date) : findFirstLessonDays(db, studio);
  },
);

// GET /api/public/studios/{slug}/private-slots — { days }: the studio's dates of the next six weeks with a free first private lesson; ?date=YYYY-MM-DD: { date, instructors: [{ instructorId, instructorName, times }] } (no session).
import { route } from "@/lib/http/route";
import { findFirstLessonDays, findFirstLessonTimes } from "@/lib/public/private-slots";
import { getPublicStudio } from "@/lib/public/public-studio";
import { ZPrivateSlotsQuery, ZSlugParams } from "@/lib/public/schemas";

export const GET = route({ auth: false, params: ZSlugParams, query: ZPrivateSlotsQuery }, async ({ db, params, query }) => {
  const studio = await getPublicStudio(db, params.slug);
  return query.date ? findFirstLessonTimes(db, studio, query.date) : findFirstLessonDays(db, studio);
});

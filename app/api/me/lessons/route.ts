// GET /api/me/lessons — the signed-in student's past lessons, newest first, a page at a time.
import { listLessonHistory, ZLessonHistoryQuery } from "@/lib/booking/lesson-history";
import { ZLessonHistoryPage } from "@/lib/booking/views";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "The signed-in student's past lessons, newest first, five a page (`page`).",
    roles: ["student"],
    query: ZLessonHistoryQuery,
    response: ZLessonHistoryPage,
  },
  async ({ db, session, query }) => listLessonHistory(db, session, query),
);

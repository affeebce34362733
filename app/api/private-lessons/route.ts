// POST /api/private-lessons — book a free slot: the lesson and its booking in one transaction.
import { json, route } from "@/lib/http/route";
import { bookPrivateLesson } from "@/lib/booking/private-lesson";
import { ZPrivateLesson } from "@/lib/booking/schemas";

export const POST = route(
  { summary: "Book a free slot: the lesson and its booking at once.", body: ZPrivateLesson },
  async ({ db, session, body }) => json(await bookPrivateLesson(db, session, body), 201),
);

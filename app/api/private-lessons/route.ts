// POST /api/private-lessons — book a free slot: the lesson and its booking in one transaction.
import { clientAddress } from "@/lib/auth/client-address";
import { route } from "@/lib/http/route";
import { bookPrivateLesson } from "@/lib/booking/private-lesson";
import { ZPrivateLesson } from "@/lib/booking/schemas";
import { ZPrivateLessonBookedView } from "@/lib/booking/views";

export const POST = route(
  {
    summary: "Book a free slot: the lesson and its booking at once.",
    body: ZPrivateLesson,
    status: 201,
    response: ZPrivateLessonBookedView,
  },
  async ({ db, session, body, request }) => bookPrivateLesson(db, session, body, new Date(), { address: clientAddress(request) }),
);

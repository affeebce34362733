// GET /api/calendar/{token}.ics — a person's private ICS feed (no session: the token is the key); ETag / 304.
import { AppError } from "@/lib/api/app-error";
import { getDb } from "@/lib/db/client";
import { answerFeed } from "@/lib/calendar/feed";
import { findFeedByToken } from "@/lib/calendar/feed-tokens";
import { ZFeedTokenParams } from "@/lib/calendar/schemas";
import { raw, route } from "@/lib/http/route";

export const GET = route(
  {
    reads: "replica",
    summary: "A private ICS feed by its token, as /api/calendar/{token}.ics (no session); ETag, 304 on If-None-Match.",
    auth: false,
    params: ZFeedTokenParams,
    response: raw("text/calendar", "The feed's lessons as an iCalendar file (304 with no body when the caller's copy is current)."),
  },
  async ({ db, request, params }) => {
    // The address is checked on the primary, so a replaced address or a removed member's stops at once; the lessons may come from the replica.
    const target = await findFeedByToken(await getDb(), params.token);
    if (!target)
      throw new AppError(
        "not_found",
        "This calendar address doesn't exist or was replaced. Copy the current one from Settings → Calendar.",
      );
    return answerFeed(db, target, request.headers.get("if-none-match"));
  },
);

// GET /api/events/[id]/meeting — a remote lesson's meeting link, for the lesson's people only.
import { ZIdParams } from "@/lib/api/ids";
import { route } from "@/lib/http/route";
import { readMeetingLink } from "@/lib/scheduling/meeting-link";
import { ZMeetingLinkView } from "@/lib/scheduling/views";

// Everyone who sees the lesson on the calendar may ask; only its people get the link (others: null).
export const GET = route(
  { summary: "A lesson's meeting link (its people only; null for anyone else).", params: ZIdParams, response: ZMeetingLinkView },
  async ({ db, session, params }) => readMeetingLink(db, session, params.id),
);

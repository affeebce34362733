// POST /api/me/notices/[id]/seen — the student dismissed a notice ("a place opened up"); it stays dismissed.
import { ZIdParams } from "@/lib/api/ids";
import { markPromotionSeen } from "@/lib/booking/promotion-seen";
import { ZNoticeSeenView } from "@/lib/booking/views";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary: 'Dismiss a notice ("a place opened up"; its id is the booking\'s): it stays dismissed on every device (students).',
    roles: ["student"],
    params: ZIdParams,
    response: ZNoticeSeenView,
  },
  async ({ db, session, params }) => markPromotionSeen(db, session, params.id),
);

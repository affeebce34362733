// GET /api/announcements/reach — how many students an announcement to this audience would reach, before sending (owners, Pro).
import { announcementReach } from "@/lib/community/announcement-audience";
import { ZAnnouncementAudience } from "@/lib/community/schemas";
import { route } from "@/lib/http/route";
import { ZAnnouncementReachView } from "@/lib/community/views";

export const GET = route(
  {
    summary: "How many students an announcement to `audience` (`level`, `serviceId`) would reach, and how many turned them off.",
    roles: ["owner"],
    feature: "marketing_tools",
    query: ZAnnouncementAudience,
    response: ZAnnouncementReachView,
  },
  async ({ db, session, query }) => announcementReach(db, session, query),
);

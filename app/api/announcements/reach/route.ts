// GET /api/announcements/reach — how many students an announcement to this audience would reach, before sending (owners, Pro).
import { announcementReach } from "@/lib/community/announcement-audience";
import { ZAnnouncementAudience } from "@/lib/community/schemas";
import { route } from "@/lib/http/route";

export const GET = route({ roles: ["owner"], feature: "marketing_tools", query: ZAnnouncementAudience }, async ({ db, session, query }) =>
  announcementReach(db, session, query),
);

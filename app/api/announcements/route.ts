// GET /api/announcements — the sent announcements; POST — e-mail students (all, by level, by class) through the outbox (owners, Pro: marketing tools).
import { listAnnouncements, sendAnnouncement } from "@/lib/community/announcements";
import { ZAnnouncement } from "@/lib/community/schemas";
import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZAnnouncementSentView, ZSentAnnouncementItem } from "@/lib/community/views";

export const GET = route(
  {
    summary: "The sent announcements, newest first: subject, audience, recipients and who sent it (owners, Pro).",
    roles: ["owner"],
    feature: "marketing_tools",
    response: z.object({ announcements: z.array(ZSentAnnouncementItem) }),
  },
  async ({ db, session }) => listAnnouncements(db, session),
);

export const POST = route(
  {
    summary:
      "E-mail students (all, a level, or those booked into a class) through the outbox, once each, unsubscribe honoured (owners, Pro).",
    roles: ["owner"],
    feature: "marketing_tools",
    body: ZAnnouncement,
    status: 202,
    response: z.object({ announcement: ZAnnouncementSentView }),
  },
  async ({ db, session, body }) => sendAnnouncement(db, session, body),
);

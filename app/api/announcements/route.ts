// GET /api/announcements — the sent announcements; POST — e-mail students (all, by level, by class) through the outbox (owners, Pro: marketing tools).
import { listAnnouncements, sendAnnouncement } from "@/lib/community/announcements";
import { ZAnnouncement } from "@/lib/community/schemas";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "The sent announcements, newest first: subject, audience, recipients and who sent it (owners, Pro).",
    roles: ["owner"],
    feature: "marketing_tools",
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
  },
  async ({ db, session, body }) => Response.json(await sendAnnouncement(db, session, body), { status: 202 }),
);

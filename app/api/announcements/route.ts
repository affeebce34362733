// POST /api/announcements — e-mail students (all, by level, by class) through the outbox (owners, Pro: marketing tools).
import { sendAnnouncement } from "@/lib/community/announcements";
import { ZAnnouncement } from "@/lib/community/schemas";
import { route } from "@/lib/http/route";

export const POST = route({ roles: ["owner"], feature: "marketing_tools", body: ZAnnouncement }, async ({ db, session, body }) =>
  Response.json(await sendAnnouncement(db, session, body), { status: 202 }),
);

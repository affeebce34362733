// GET /api/announcements — the sent announcements; POST — e-mail students (all, by level, by class) through the outbox (owners, Pro: marketing tools).
import { listAnnouncements, sendAnnouncement } from "@/lib/community/announcements";
import { ZAnnouncement } from "@/lib/community/schemas";
import { route } from "@/lib/http/route";

export const GET = route({ roles: ["owner"], feature: "marketing_tools" }, async ({ db, session }) => listAnnouncements(db, session));

export const POST = route({ roles: ["owner"], feature: "marketing_tools", body: ZAnnouncement }, async ({ db, session, body }) =>
  Response.json(await sendAnnouncement(db, session, body), { status: 202 }),
);

// GET /api/dances — the studio's dances (the starter syllabus copied on first use); POST — add one (owners).
import { json, route } from "@/lib/http/route";
import { createDance, listDances } from "@/lib/progress/dances";
import { ZDanceInput } from "@/lib/progress/schemas";

export const GET = route(
  {
    summary: "The studio's dances, each in its style (progress tracking; the starter syllabus is copied on first use).",
    feature: "progress_tracking",
  },
  async ({ db, session }) => ({ dances: await listDances(db, session) }),
);

export const POST = route(
  { summary: "Add a dance of the studio's own (owners).", roles: ["owner"], feature: "progress_tracking", body: ZDanceInput },
  async ({ db, session, body }) => json({ dance: await createDance(db, session, body) }, 201),
);

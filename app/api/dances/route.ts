// GET /api/dances — the studio's dances (the starter syllabus copied on first use); POST — add one (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { createDance, listDances } from "@/lib/progress/dances";
import { ZDanceInput } from "@/lib/progress/schemas";
import { ZDanceView } from "@/lib/progress/views";

export const GET = route(
  {
    summary: "The studio's dances, each in its style (progress tracking; the starter syllabus is copied on first use).",
    feature: "progress_tracking",
    response: z.object({ dances: z.array(ZDanceView) }),
  },
  async ({ db, session }) => ({ dances: await listDances(db, session) }),
);

export const POST = route(
  {
    summary: "Add a dance of the studio's own (owners).",
    roles: ["owner"],
    feature: "progress_tracking",
    body: ZDanceInput,
    status: 201,
    response: z.object({ dance: ZDanceView }),
  },
  async ({ db, session, body }) => ({ dance: await createDance(db, session, body) }),
);

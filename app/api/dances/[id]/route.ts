// PATCH /api/dances/[id] — rename, reorder, set the top level or take a dance out of use (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { updateDance } from "@/lib/progress/dances";
import { ZDancePatch } from "@/lib/progress/schemas";
import { ZDanceView } from "@/lib/progress/views";
import { ZIdParams } from "@/lib/api/ids";

export const PATCH = route(
  {
    summary: "Rename, reorder, set the top level or take a dance out of use (owners).",
    roles: ["owner"],
    feature: "progress_tracking",
    params: ZIdParams,
    body: ZDancePatch,
    response: z.object({ dance: ZDanceView }),
  },
  async ({ db, session, params, body }) => ({ dance: await updateDance(db, session, params.id, body) }),
);

// PATCH /api/figures/[id] — rename, move to another level, reorder or take a figure out of use (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { updateFigure } from "@/lib/progress/figures";
import { ZFigurePatch } from "@/lib/progress/schemas";
import { ZFigureView } from "@/lib/progress/views";
import { ZIdParams } from "@/lib/api/ids";

export const PATCH = route(
  {
    summary: "Rename, move, reorder or take a figure out of use (owners).",
    roles: ["owner"],
    feature: "progress_tracking",
    params: ZIdParams,
    body: ZFigurePatch,
    response: z.object({ figure: ZFigureView }),
  },
  async ({ db, session, params, body }) => ({ figure: await updateFigure(db, session, params.id, body) }),
);

// POST /api/figures — add a figure to a dance at a level (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { createFigure } from "@/lib/progress/figures";
import { ZFigureInput } from "@/lib/progress/schemas";
import { ZFigureView } from "@/lib/progress/views";

export const POST = route(
  {
    summary: "Add a figure to a dance at a level (owners).",
    roles: ["owner"],
    feature: "progress_tracking",
    body: ZFigureInput,
    status: 201,
    response: z.object({ figure: ZFigureView }),
  },
  async ({ db, session, body }) => ({ figure: await createFigure(db, session, body) }),
);

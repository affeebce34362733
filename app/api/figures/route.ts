// POST /api/figures — add a figure to a dance at a level (owners).
import { json, route } from "@/lib/http/route";
import { createFigure } from "@/lib/progress/figures";
import { ZFigureInput } from "@/lib/progress/schemas";

export const POST = route(
  { summary: "Add a figure to a dance at a level (owners).", roles: ["owner"], feature: "progress_tracking", body: ZFigureInput },
  async ({ db, session, body }) => json({ figure: await createFigure(db, session, body) }, 201),
);

// GET /api/dances/[id]/figures — a dance's figures, level by level.
import { route } from "@/lib/http/route";
import { listFigures } from "@/lib/progress/figures";
import { ZDanceFiguresView } from "@/lib/progress/views";
import { ZIdParams } from "@/lib/api/ids";

export const GET = route(
  { summary: "A dance's figures, level by level.", feature: "progress_tracking", params: ZIdParams, response: ZDanceFiguresView },
  async ({ db, session, params }) => listFigures(db, session, params.id),
);

// POST /api/competitions/[id]/heats/build — an in-studio showcase's sheet from its confirmed entries.
import { ZIdParams } from "@/lib/api/ids";
import { buildHeatSheet } from "@/lib/competitions/heats-build";
import { ZHeatBuild } from "@/lib/competitions/heats-schemas";
import { ZHeatSheetWritten } from "@/lib/competitions/heats-views";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary:
      "Build a showcase's heat sheet from its confirmed entries: by style, then level, from the first heat's time, one floor time per heat; replaces the sheet (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZHeatBuild,
    response: ZHeatSheetWritten,
  },
  async ({ db, session, params, body }) => buildHeatSheet(db, session, params.id, body),
);

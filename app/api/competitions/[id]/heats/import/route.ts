// POST /api/competitions/[id]/heats/import — the organiser's heat list (CSV) becomes the event's sheet.
import { ZIdParams } from "@/lib/api/ids";
import { importHeatList } from "@/lib/competitions/heats-import";
import { ZHeatImport } from "@/lib/competitions/heats-schemas";
import { ZHeatSheetWritten } from "@/lib/competitions/heats-views";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary:
      "Import the organiser's heat list as CSV (Heat, Time, Dancer, Partner…: docs/heat-list-csv.md), replacing the sheet; a row naming an unknown dancer or no entry is refused naming the row (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZHeatImport,
    response: ZHeatSheetWritten,
  },
  async ({ db, session, params, body }) => importHeatList(db, session, params.id, body),
);

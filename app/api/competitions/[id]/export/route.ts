// GET /api/competitions/[id]/export — the confirmed entries as the organiser's CSV (owners).
import { ZIdParams } from "@/lib/api/ids";
import { exportEntriesCsv } from "@/lib/competitions/export-csv";
import { raw, route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "The event's confirmed entries as CSV in the column layout registration forms ask for (docs/competition-entries-csv.md) (owners).",
    roles: ["owner"],
    params: ZIdParams,
    response: raw(
      "text/csv",
      "One row per confirmed entry: entry id, category, student and partner names, partner role, studio, age category, style, level, entry type, event title, dances, heat.",
    ),
  },
  async ({ db, session, params }) => {
    const { filename, csv } = await exportEntriesCsv(db, session, params.id);
    return new Response(csv, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "no-store",
      },
    });
  },
);

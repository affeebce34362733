// GET /api/studio/export — everything the studio keeps, as one zip download (owners, every plan).
import { raw, route } from "@/lib/http/route";
import { studioExport } from "@/lib/records/export/studio-export";

export const GET = route(
  {
    reads: "replica",
    summary: "Download everything the studio keeps: a zip of one CSV per table and the same as JSON (owners, every plan).",
    roles: ["owner"],
    response: raw(
      "application/zip",
      "A zip streamed as it is read: README.txt, one CSV per table (students, instructors, lessons, bookings, attendance, packages, ledger, memberships, progress, messages, intake answers, signatures…) and promenade-export.json holding the same rows.",
    ),
  },
  async ({ db, session }) => {
    const { fileName, body } = await studioExport(db, session);
    return new Response(body, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);

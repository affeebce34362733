// GET /api/me/export — the signed-in person's own data, as a JSON file to download.
import { raw, route } from "@/lib/http/route";
import { personalExport } from "@/lib/records/export/me-export";

export const GET = route(
  {
    reads: "replica",
    summary: "Download your own data: profile, lessons, payments, progress, signatures and messages, as JSON.",
    response: raw(
      "application/json",
      "A JSON file: your account, your student record (lessons, packages, payments, memberships, progress, signatures, the intake answers you can see) or your instructor record (lessons you teach), and the messages sent to you.",
    ),
  },
  async ({ db, session }) => {
    const { fileName, data } = await personalExport(db, session);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);

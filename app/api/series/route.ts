// POST /api/series — a weekly class at a local time; every occurrence is created, or none.
import { json, route } from "@/lib/http/route";
import { createSeries } from "@/lib/scheduling/create-series";
import { ZCreateSeries } from "@/lib/scheduling/schemas";

export const POST = route(
  { summary: "A weekly class at a local time; every occurrence or none.", roles: ["owner", "instructor"], body: ZCreateSeries },
  async ({ db, session, body }) => json(await createSeries(db, session, body), 201),
);

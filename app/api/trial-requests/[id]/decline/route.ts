// POST /api/trial-requests/{id}/decline — turn a waiting first lesson down (owners).
import { route } from "@/lib/http/route";
import { decideTrial } from "@/lib/public/trial-requests";
import { ZIdParams } from "@/lib/public/schemas";

export const POST = route(
  { summary: "Turn a waiting first lesson down (owners).", roles: ["owner"], params: ZIdParams },
  async ({ db, session, params }) => decideTrial(db, session, params.id, "decline"),
);

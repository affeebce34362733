// POST /api/trial-requests/{id}/decline — turn a waiting first lesson down (owners).
import { route } from "@/lib/http/route";
import { decideTrial } from "@/lib/public/trial-requests";
import { ZIdParams } from "@/lib/public/schemas";
import { ZTrialDecisionView } from "@/lib/public/views";

export const POST = route(
  { summary: "Turn a waiting first lesson down (owners).", roles: ["owner"], params: ZIdParams, response: ZTrialDecisionView },
  async ({ db, session, params }) => decideTrial(db, session, params.id, "decline"),
);

// GET /api/trial-requests — first lessons from the public page waiting for the studio's confirmation (owners).
import { route } from "@/lib/http/route";
import { listPendingTrials } from "@/lib/public/trial-requests";

export const GET = route(
  { summary: "First lessons from the public page waiting for the studio's confirmation (owners).", roles: ["owner"] },
  async ({ db, session }) => ({ trialRequests: await listPendingTrials(db, session) }),
);

// GET /api/trial-requests — first lessons from the public page waiting for the studio's confirmation (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { listPendingTrials } from "@/lib/public/trial-requests";
import { ZPendingTrialView } from "@/lib/public/views";

export const GET = route(
  {
    summary: "First lessons from the public page waiting for the studio's confirmation (owners).",
    roles: ["owner"],
    response: z.object({ trialRequests: z.array(ZPendingTrialView) }),
  },
  async ({ db, session }) => ({ trialRequests: await listPendingTrials(db, session) }),
);

// PATCH /api/membership-plans/[id] — rename, reprice, open online enrolment or take a plan off offer (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZIdParams } from "@/lib/api/ids";
import { updateMembershipPlan } from "@/lib/autopay/plans";
import { ZMembershipPlanPatch } from "@/lib/autopay/schemas";
import { ZMembershipPlanView } from "@/lib/autopay/views";

export const PATCH = route(
  {
    summary: "Edit a membership plan for new members, or take it off offer (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZMembershipPlanPatch,
    response: z.object({ plan: ZMembershipPlanView }),
  },
  async ({ db, session, params, body }) => ({ plan: await updateMembershipPlan(db, session, params.id, body) }),
);

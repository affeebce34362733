// GET /api/membership-plans — the studio's membership plans (students: those they may enrol in online); POST — add one (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { createMembershipPlan, listMembershipPlans } from "@/lib/autopay/plans";
import { ZMembershipPlanInput } from "@/lib/autopay/schemas";
import { ZMembershipPlanView } from "@/lib/autopay/views";

export const GET = route(
  {
    summary: "Membership plans (students: those on offer online).",
    response: z.object({ plans: z.array(ZMembershipPlanView) }),
  },
  async ({ db, session }) => ({ plans: await listMembershipPlans(db, session) }),
);

export const POST = route(
  {
    summary: "Add a membership plan (owners).",
    roles: ["owner"],
    body: ZMembershipPlanInput,
    status: 201,
    response: z.object({ plan: ZMembershipPlanView }),
  },
  async ({ db, session, body }) => ({ plan: await createMembershipPlan(db, session, body) }),
);

// GET/PATCH /api/studio/policies — the cancellation window and what late cancels and no-shows cost (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getPolicies, updatePolicies } from "@/lib/payments/policies";
import { ZPolicies } from "@/lib/payments/schemas";
import { ZStudioPoliciesView } from "@/lib/payments/views";

const ZPoliciesAnswer = z.object({ policies: ZStudioPoliciesView });

export const GET = route(
  { summary: "The cancellation window and what late cancels and no-shows cost (owners).", roles: ["owner"], response: ZPoliciesAnswer },
  async ({ db, session }) => ({ policies: await getPolicies(db, session) }),
);

export const PATCH = route(
  { summary: "Change those policies (owners).", roles: ["owner"], body: ZPolicies, response: ZPoliciesAnswer },
  async ({ db, session, body }) => ({
    policies: await updatePolicies(db, session, body),
  }),
);

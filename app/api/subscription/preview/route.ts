// GET /api/subscription/preview?plan=&interval= — what a plan change would do, before confirming.
import { route } from "@/lib/api/route";
import { previewPlanChange } from "@/lib/billing/apply-plan-change";
import { ZPlanChoice } from "@/lib/billing/schemas";

export const dynamic = "force-dynamic";

export const GET = route({ roles: ["owner"], query: ZPlanChoice }, async ({ db, session, query }) => {
  const { change, amountCents, effectiveAt } = await previewPlanChange(db, session.studioId, query, new Date());
  return { change, amountCents, effectiveAt: effectiveAt.toISOString() };
});

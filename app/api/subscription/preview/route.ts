// GET /api/subscription/preview?plan=&interval= — what a plan change would do, before confirming.
import { route } from "@/lib/http/route";
import { previewSubscriptionChange } from "@/lib/stripe/change-subscription";
import { ZPlanChoice } from "@/lib/billing/schemas";
import { ZSubscriptionPreviewView } from "@/lib/billing/views";

export const dynamic = "force-dynamic";

export const GET = route(
  {
    summary: "What a plan change would do: upgrade, downgrade, cancel or same, its amount and date (owners).",
    roles: ["owner"],
    query: ZPlanChoice,
    response: ZSubscriptionPreviewView,
  },
  async ({ db, session, query }) => previewSubscriptionChange(db, session.studioId, query, new Date()),
);

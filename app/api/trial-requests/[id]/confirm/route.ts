// POST /api/trial-requests/{id}/confirm — book a waiting first lesson through the booking services (409 when full) (owners).
import { route } from "@/lib/http/route";
import { decideTrial } from "@/lib/public/trial-requests";
import { ZIdParams } from "@/lib/public/schemas";
import { ZTrialDecisionView } from "@/lib/public/views";

export const POST = route(
  {
    summary: "Book a waiting first lesson through the booking services; 409 when the class filled up (owners).",
    roles: ["owner"],
    params: ZIdParams,
    response: ZTrialDecisionView,
  },
  async ({ db, session, params }) => decideTrial(db, session, params.id, "confirm"),
);

// POST /api/competitions/[id]/charge — charge every going student their cost sheet once (owners).
import { ZIdParams } from "@/lib/api/ids";
import { chargeCompetition } from "@/lib/competitions/charges";
import { ZChargeInput } from "@/lib/competitions/costs-schemas";
import { ZChargeResultView } from "@/lib/competitions/costs-views";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary:
      "Charge every going student's cost sheet to their account once; running it again charges nothing more; a changed sheet is re-charged (void + charge) before the deadline, after it only with `afterDeadline: true` (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZChargeInput,
    response: ZChargeResultView,
  },
  async ({ db, session, params, body }) => chargeCompetition(db, session, params.id, body),
);

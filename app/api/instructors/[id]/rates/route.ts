// POST /api/instructors/[id]/rates — a new rate from a date on; earlier rates are kept (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { addRate } from "@/lib/people/instructor-hours";
import { ZRateInput } from "@/lib/people/schemas";
import { ZRateView } from "@/lib/people/views";
import { ZIdParams } from "@/lib/api/ids";

export const POST = route(
  {
    summary: "A new pay rate from a date on; history kept (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZRateInput,
    status: 201,
    response: z.object({ rate: ZRateView }),
  },
  async ({ db, session, params, body }) => ({ rate: await addRate(db, session, params.id, body) }),
);

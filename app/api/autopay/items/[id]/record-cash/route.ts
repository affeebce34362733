import { z } from "zod";
import { ZIdParams } from "@/lib/api/ids";
import { recordCash } from "@/lib/autopay/failed";
import { ZPaymentItemView } from "@/lib/autopay/views";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary: "Record a failed automatic payment as paid in cash at the desk (owners).",
    roles: ["owner"],
    params: ZIdParams,
    response: z.object({ item: ZPaymentItemView }),
  },
  async ({ db, session, params }) => recordCash(db, session, params.id),
);

import { z } from "zod";
import { ZIdParams } from "@/lib/api/ids";
import { retryItem } from "@/lib/autopay/failed";
import { ZPaymentItemView } from "@/lib/autopay/views";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary: "Try a failed automatic payment's saved card again now (owners).",
    roles: ["owner"],
    params: ZIdParams,
    response: z.object({ item: ZPaymentItemView }),
  },
  async ({ db, session, params }) => retryItem(db, session, params.id),
);

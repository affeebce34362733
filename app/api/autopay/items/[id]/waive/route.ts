import { z } from "zod";
import { ZIdParams } from "@/lib/api/ids";
import { waiveItem } from "@/lib/autopay/failed";
import { ZPaymentItemView } from "@/lib/autopay/views";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary: "Waive a failed automatic payment: its charge is voided (owners).",
    roles: ["owner"],
    params: ZIdParams,
    response: z.object({ item: ZPaymentItemView }),
  },
  async ({ db, session, params }) => waiveItem(db, session, params.id),
);

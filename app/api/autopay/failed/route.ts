import { z } from "zod";
import { listFailed } from "@/lib/autopay/failed";
import { ZFailedPaymentView } from "@/lib/autopay/views";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "The studio's failed automatic payments, newest failure first, with why each failed (owners).",
    roles: ["owner"],
    response: z.object({ items: z.array(ZFailedPaymentView) }),
  },
  async ({ db, session }) => ({ items: await listFailed(db, session) }),
);

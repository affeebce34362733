// GET /api/erasure-requests — the studio's open requests to erase personal data (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { listErasureRequests } from "@/lib/records/erasure-requests";
import { ZErasureRequestView } from "@/lib/records/erasure-views";

export const GET = route(
  {
    summary: "Students' open requests to erase their personal data, oldest first (owners).",
    roles: ["owner"],
    response: z.object({ requests: z.array(ZErasureRequestView) }),
  },
  async ({ db, session }) => ({ requests: await listErasureRequests(db, session) }),
);

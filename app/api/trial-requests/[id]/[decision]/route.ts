// POST /api/trial-requests/{id}/confirm|decline — book a waiting first lesson through the booking services, or turn it down (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { decideTrial } from "@/lib/public/trial-requests";

const ZParams = z.object({ id: z.uuid(), decision: z.enum(["confirm", "decline"]) });

export const POST = route({ roles: ["owner"], params: ZParams }, async ({ db, session, params }) =>
  decideTrial(db, session, params.id, params.decision),
);

// POST /api/outbox/[id]/retry — send a failed or unsent message again (owners).
import { ZIdParams } from "@/lib/api/ids";
import { z } from "zod";
import { route } from "@/lib/http/route";
import { retryOutboxMessage } from "@/lib/notifications/outbox-log";
import { ZOutboxEntryView } from "@/lib/notifications/views";

export const POST = route(
  {
    summary: "Send a failed or unsent message again (owners); 422 for one sent or turned off.",
    roles: ["owner"],
    params: ZIdParams,
    response: z.object({ message: ZOutboxEntryView }),
  },
  async ({ db, session, params }) => retryOutboxMessage(db, session, params.id),
);

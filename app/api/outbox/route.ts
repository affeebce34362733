// GET /api/outbox?status= — the e-mail log: the studio's latest messages and what became of each (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { listOutbox, ZOutboxQuery } from "@/lib/notifications/outbox-log";
import { ZOutboxEntryView } from "@/lib/notifications/views";

export const GET = route(
  {
    summary: "The e-mail log: the studio's latest 200 messages and their status (owners).",
    roles: ["owner"],
    query: ZOutboxQuery,
    response: z.object({ messages: z.array(ZOutboxEntryView) }),
  },
  async ({ db, session, query }) => listOutbox(db, session, query),
);

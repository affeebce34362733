// GET /api/outbox?status= — the e-mail log: the studio's latest messages and what became of each (owners).
import { route } from "@/lib/http/route";
import { listOutbox, ZOutboxQuery } from "@/lib/notifications/outbox-log";

export const GET = route({ roles: ["owner"], query: ZOutboxQuery }, async ({ db, session, query }) => listOutbox(db, session, query));

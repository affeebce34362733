// GET /api/services — what can be booked; POST /api/services — add one (owners).
import { json, route } from "@/lib/http/route";
import { createService, listServices } from "@/lib/scheduling/catalog";
import { ZServiceInput } from "@/lib/scheduling/schemas";

export const GET = route({}, async ({ db, session }) => ({ services: await listServices(db, session) }));

export const POST = route({ roles: ["owner"], body: ZServiceInput }, async ({ db, session, body }) =>
  json({ service: await createService(db, session, body) }, 201),
);

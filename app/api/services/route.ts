// GET /api/services — what can be booked; POST /api/services — add one (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { createService, listServices } from "@/lib/scheduling/catalog";
import { ZServiceInput } from "@/lib/scheduling/schemas";
import { ZServiceView } from "@/lib/scheduling/views";

export const GET = route(
  { summary: "What can be booked (students: not archived and bookable online).", response: z.object({ services: z.array(ZServiceView) }) },
  async ({ db, session }) => ({
    services: await listServices(db, session),
  }),
);

export const POST = route(
  { summary: "Add a service (owners).", roles: ["owner"], body: ZServiceInput, status: 201, response: z.object({ service: ZServiceView }) },
  async ({ db, session, body }) => ({ service: await createService(db, session, body) }),
);

// PATCH /api/services/[id] — change a service; DELETE — remove an unused one (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { deleteCatalogItem, updateService } from "@/lib/scheduling/catalog";
import { ZIdParams } from "@/lib/api/ids";
import { ZServicePatch } from "@/lib/scheduling/schemas";
import { ZServiceView } from "@/lib/scheduling/views";

export const PATCH = route(
  {
    summary: "Edit a service, or archive it (`archived: true|false`) (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZServicePatch,
    response: z.object({ service: ZServiceView }),
  },
  async ({ db, session, params, body }) => ({
    service: await updateService(db, session, params.id, body),
  }),
);

export const DELETE = route(
  {
    summary: "Remove a service no event uses; 409 naming the count otherwise (owners).",
    roles: ["owner"],
    params: ZIdParams,
    response: null,
  },
  async ({ db, session, params }) => {
    await deleteCatalogItem(db, session, "service", params.id);
  },
);

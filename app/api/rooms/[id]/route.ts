// PATCH /api/rooms/[id] — rename, resize, recolour, deactivate; DELETE — remove an unused room (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { deleteCatalogItem, updateRoom } from "@/lib/scheduling/catalog";
import { ZIdParams } from "@/lib/api/ids";
import { ZRoomPatch } from "@/lib/scheduling/schemas";
import { ZRoomView } from "@/lib/scheduling/views";

export const PATCH = route(
  {
    summary: "Edit a room, or archive it (`archived: true|false`) (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZRoomPatch,
    response: z.object({ room: ZRoomView }),
  },
  async ({ db, session, params, body }) => ({
    room: await updateRoom(db, session, params.id, body),
  }),
);

export const DELETE = route(
  { summary: "Remove a room no event uses; 409 naming the count otherwise (owners).", roles: ["owner"], params: ZIdParams, response: null },
  async ({ db, session, params }) => {
    await deleteCatalogItem(db, session, "room", params.id);
  },
);

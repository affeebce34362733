// GET /api/rooms — the studio's rooms; POST /api/rooms — add one (owners).
import { json, route } from "@/lib/http/route";
import { createRoom, listRooms } from "@/lib/scheduling/catalog";
import { ZRoomInput } from "@/lib/scheduling/schemas";

export const GET = route({}, async ({ db, session }) => ({ rooms: await listRooms(db, session) }));

export const POST = route({ roles: ["owner"], body: ZRoomInput }, async ({ db, session, body }) =>
  json({ room: await createRoom(db, session, body) }, 201),
);

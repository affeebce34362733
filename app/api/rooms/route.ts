// GET /api/rooms — the studio's rooms; POST /api/rooms — add one (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { createRoom, listRooms } from "@/lib/scheduling/catalog";
import { ZRoomInput } from "@/lib/scheduling/schemas";
import { ZRoomView } from "@/lib/scheduling/views";

export const GET = route(
  { summary: "The studio's rooms (students: not archived).", response: z.object({ rooms: z.array(ZRoomView) }) },
  async ({ db, session }) => ({
    rooms: await listRooms(db, session),
  }),
);

export const POST = route(
  { summary: "Add a room (owners).", roles: ["owner"], body: ZRoomInput, status: 201, response: z.object({ room: ZRoomView }) },
  async ({ db, session, body }) => ({ room: await createRoom(db, session, body) }),
);

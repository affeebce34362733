// POST /api/board/posts/[id]/replies — reply to a post (anyone in the studio; not on a locked post).
import { ZIdParams } from "@/lib/api/ids";
import { replyToPost } from "@/lib/community/board";
import { ZBoardReply } from "@/lib/community/schemas";
import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZCreatedRef } from "@/lib/community/views";

export const POST = route(
  {
    summary: "Reply to a post (anyone in the studio); 422 when locked.",
    params: ZIdParams,
    body: ZBoardReply,
    status: 201,
    response: z.object({ reply: ZCreatedRef }),
  },
  async ({ db, session, params, body }) => replyToPost(db, session, params.id, body),
);

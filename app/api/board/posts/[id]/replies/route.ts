// POST /api/board/posts/[id]/replies — reply to a post (anyone in the studio; not on a locked post).
import { ZIdParams } from "@/lib/api/ids";
import { replyToPost } from "@/lib/community/board";
import { ZBoardReply } from "@/lib/community/schemas";
import { route } from "@/lib/http/route";

export const POST = route(
  { summary: "Reply to a post (anyone in the studio); 422 when locked.", params: ZIdParams, body: ZBoardReply },
  async ({ db, session, params, body }) => Response.json(await replyToPost(db, session, params.id, body), { status: 201 }),
);

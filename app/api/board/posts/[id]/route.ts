// PATCH /api/board/posts/[id] — moderate a post: hide, pin or lock (owners).
import { ZIdParams } from "@/lib/api/ids";
import { moderatePost } from "@/lib/community/board-moderation";
import { ZBoardModeration } from "@/lib/community/schemas";
import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZPostModerationView } from "@/lib/community/views";

export const PATCH = route(
  {
    summary: "Moderate a post: `hidden`, `pinned`, `locked` (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZBoardModeration,
    response: z.object({ post: ZPostModerationView }),
  },
  async ({ db, session, params, body }) => moderatePost(db, session, params.id, body),
);

// PATCH /api/board/replies/[id] — hide or show a reply (owners).
import { ZIdParams } from "@/lib/api/ids";
import { moderateReply } from "@/lib/community/board-moderation";
import { ZReplyModeration } from "@/lib/community/schemas";
import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZReplyModerationView } from "@/lib/community/views";

export const PATCH = route(
  {
    summary: "Hide or show a reply (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZReplyModeration,
    response: z.object({ reply: ZReplyModerationView }),
  },
  async ({ db, session, params, body }) => moderateReply(db, session, params.id, body),
);

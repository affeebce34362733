// GET /api/board/posts — the studio board (everyone in the studio); POST — a new post (owners and instructors), e-mailed to those who want it.
import { createBoardPost, listBoardPosts } from "@/lib/community/board";
import { ZBoardPost } from "@/lib/community/schemas";
import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZBoardPostView, ZCreatedRef } from "@/lib/community/views";

export const GET = route(
  {
    summary: "The studio board: pinned first, then newest, with replies (hidden ones only for owners).",
    response: z.object({ posts: z.array(ZBoardPostView) }),
  },
  async ({ db, session }) => listBoardPosts(db, session),
);

export const POST = route(
  {
    summary: "Post news on the board (owners and instructors); e-mailed to students and instructors who haven't turned it off.",
    roles: ["owner", "instructor"],
    body: ZBoardPost,
    status: 201,
    response: z.object({ post: ZCreatedRef }),
  },
  async ({ db, session, body }) => createBoardPost(db, session, body),
);

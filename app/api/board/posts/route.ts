// GET /api/board/posts — the studio board (everyone in the studio); POST — a new post (owners and instructors), e-mailed to those who want it.
import { createBoardPost, listBoardPosts } from "@/lib/community/board";
import { ZBoardPost } from "@/lib/community/schemas";
import { route } from "@/lib/http/route";

export const GET = route(
  { summary: "The studio board: pinned first, then newest, with replies (hidden ones only for owners)." },
  async ({ db, session }) => listBoardPosts(db, session),
);

export const POST = route(
  {
    summary: "Post news on the board (owners and instructors); e-mailed to students and instructors who haven't turned it off.",
    roles: ["owner", "instructor"],
    body: ZBoardPost,
  },
  async ({ db, session, body }) => Response.json(await createBoardPost(db, session, body), { status: 201 }),
);

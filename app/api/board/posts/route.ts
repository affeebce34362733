// GET /api/board/posts — the studio board (everyone in the studio); POST — a new post (owners and instructors), e-mailed to those who want it.
import { createBoardPost, listBoardPosts } from "@/lib/community/board";
import { ZBoardPost } from "@/lib/community/schemas";
import { route } from "@/lib/http/route";

export const GET = route({}, async ({ db, session }) => listBoardPosts(db, session));

export const POST = route({ roles: ["owner", "instructor"], body: ZBoardPost }, async ({ db, session, body }) =>
  Response.json(await createBoardPost(db, session, body), { status: 201 }),
);

import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { boardPosts, boardReplies } from "@/lib/db/schema";
import type { TBoardModeration } from "./schemas";

/** PATCH /api/board/posts/{id} (owners): hide, pin or lock a post. */
export async function moderatePost(db: Db, session: Session, id: string, patch: TBoardModeration) {
  const [post] = await db
    .update(boardPosts)
    .set(patch)
    .where(and(eq(boardPosts.studioId, session.studioId), eq(boardPosts.id, id)))
    .returning({ id: boardPosts.id, hidden: boardPosts.hidden, pinned: boardPosts.pinned, locked: boardPosts.locked });
  if (!post) throw new AppError("not_found", "Post not found.");
  return { post };
}

/** PATCH /api/board/replies/{id} (owners): hide or show a reply. */
export async function moderateReply(db: Db, session: Session, id: string, patch: { hidden: boolean }) {
  const [reply] = await db
    .update(boardReplies)
    .set(patch)
    .where(and(eq(boardReplies.studioId, session.studioId), eq(boardReplies.id, id)))
    .returning({ id: boardReplies.id, hidden: boardReplies.hidden });
  if (!reply) throw new AppError("not_found", "Reply not found.");
  return { reply };
}

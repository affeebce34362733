import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { canManageStudio } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { boardPosts, boardReplies } from "@/lib/db/schema";
import { notifyBoardPost } from "@/lib/notifications/community-notices";
import type { TBoardPost, TBoardReply } from "./schemas";

export type BoardReply = { id: string; authorName: string; body: string; hidden: boolean; createdAt: string };
export type BoardPost = {
  id: string;
  authorName: string;
  title: string;
  body: string;
  pinned: boolean;
  locked: boolean;
  hidden: boolean;
  createdAt: string;
  replies: BoardReply[];
};

/** GET /api/board/posts: pinned first, then newest; hidden posts and replies only for owners (moderation). */
export async function listBoardPosts(db: Db, session: Session): Promise<{ posts: BoardPost[] }> {
  const isModerator = canManageStudio(session);
  const posts = await db
    .select({
      id: boardPosts.id,
      authorName: boardPosts.authorName,
      title: boardPosts.title,
      body: boardPosts.body,
      pinned: boardPosts.pinned,
      locked: boardPosts.locked,
      hidden: boardPosts.hidden,
      createdAt: boardPosts.createdAt,
    })
    .from(boardPosts)
    .where(and(eq(boardPosts.studioId, session.studioId), isModerator ? undefined : eq(boardPosts.hidden, false)))
    .orderBy(desc(boardPosts.pinned), desc(boardPosts.createdAt))
    .limit(50);
  const replies = posts.length
    ? await db
        .select({
          id: boardReplies.id,
          postId: boardReplies.postId,
          authorName: boardReplies.authorName,
          body: boardReplies.body,
          hidden: boardReplies.hidden,
          createdAt: boardReplies.createdAt,
        })
        .from(boardReplies)
        .where(
          and(
            eq(boardReplies.studioId, session.studioId),
            inArray(
              boardReplies.postId,
              posts.map((post) => post.id),
            ),
            isModerator ? undefined : eq(boardReplies.hidden, false),
          ),
        )
        .orderBy(boardReplies.createdAt)
    : [];
  return {
    posts: posts.map((post) => ({
      id: post.id,
      authorName: post.authorName,
      title: post.title,
      body: post.body,
      pinned: post.pinned,
      locked: post.locked,
      hidden: post.hidden,
      createdAt: post.createdAt.toISOString(),
      replies: replies
        .filter((reply) => reply.postId === post.id)
        .map((reply) => ({
          id: reply.id,
          authorName: reply.authorName,
          body: reply.body,
          hidden: reply.hidden,
          createdAt: reply.createdAt.toISOString(),
        })),
    })),
  };
}

/** POST /api/board/posts (owners and instructors): the post, and its e-mail to those who want it, in one transaction. */
export async function createBoardPost(db: Db, session: Session, input: TBoardPost, now = new Date()) {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .insert(boardPosts)
      .values({ studioId: session.studioId, authorUserId: session.userId, authorName: session.name, ...input, createdAt: now })
      .returning({ id: boardPosts.id });
    await notifyBoardPost(
      tx,
      { id: post.id, studioId: session.studioId, authorUserId: session.userId, authorName: session.name, ...input },
      now,
    );
    return { post: { id: post.id } };
  });
}

/** A post the caller may see (a hidden one is "not found" for everyone but owners). */
async function findPost(db: Db, session: Session, id: string) {
  const [post] = await db
    .select({ id: boardPosts.id, locked: boardPosts.locked, hidden: boardPosts.hidden })
    .from(boardPosts)
    .where(and(eq(boardPosts.studioId, session.studioId), eq(boardPosts.id, id)));
  if (!post || (post.hidden && !canManageStudio(session))) throw new AppError("not_found", "Post not found.");
  return post;
}

/** POST /api/board/posts/{id}/replies: anyone in the studio, unless the post is locked. */
export async function replyToPost(db: Db, session: Session, postId: string, input: TBoardReply) {
  const post = await findPost(db, session, postId);
  if (post.locked) throw new AppError("rule", "This post is locked: no more replies.");
  const [reply] = await db
    .insert(boardReplies)
    .values({ studioId: session.studioId, postId, authorUserId: session.userId, authorName: session.name, body: input.body })
    .returning({ id: boardReplies.id });
  return { reply: { id: reply.id } };
}

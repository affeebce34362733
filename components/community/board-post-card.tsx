import type { StudioClock } from "@/lib/studio/locales";
import { Lock, Pin } from "lucide-react";
import type { BoardPost } from "@/lib/community/board";
import { BoardReplyForm } from "./board-reply-form";
import { ModerationButtons } from "./board-moderation";
import { LinkedText } from "./linked-text";

function formatPosted(iso: string, { timeZone, locale }: StudioClock) {
  return new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone }).format(
    new Date(iso),
  );
}

export function BoardPostCard({ post, isModerator, clock }: { post: BoardPost; isModerator: boolean; clock: StudioClock }) {
  return (
    <article className="grid gap-3 rounded-lg border border-border bg-card p-4" aria-labelledby={`post-${post.id}`}>
      <header className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          {post.pinned && <Pin aria-label="Pinned" className="size-4 text-primary" />}
          {post.locked && <Lock aria-label="Locked" className="size-4 text-muted-foreground" />}
          <h2 id={`post-${post.id}`} className="text-lg font-semibold">
            {post.title}
          </h2>
          {post.hidden && <span className="rounded bg-muted px-2 py-0.5 text-xs">Hidden from the studio</span>}
        </div>
        <p className="text-xs text-muted-foreground">
          {post.authorName} · {formatPosted(post.createdAt, clock)}
        </p>
      </header>
      <LinkedText text={post.body} />
      {isModerator && (
        <ModerationButtons
          url={`/api/board/posts/${post.id}`}
          name={`“${post.title}”`}
          changes={[
            { label: post.pinned ? "Unpin" : "Pin", body: { pinned: !post.pinned } },
            { label: post.locked ? "Unlock" : "Lock", body: { locked: !post.locked } },
            { label: post.hidden ? "Show" : "Hide", body: { hidden: !post.hidden } },
          ]}
        />
      )}
      {post.replies.length > 0 && (
        <ul className="grid gap-2 border-l-2 border-border pl-4" aria-label={`Replies to ${post.title}`}>
          {post.replies.map((reply) => (
            <li key={reply.id} className="grid gap-1">
              <p className="text-xs text-muted-foreground">
                {reply.authorName} · {formatPosted(reply.createdAt, clock)}
                {reply.hidden && " · hidden"}
              </p>
              <LinkedText text={reply.body} />
              {isModerator && (
                <ModerationButtons
                  url={`/api/board/replies/${reply.id}`}
                  name={`reply by ${reply.authorName}`}
                  changes={[{ label: reply.hidden ? "Show" : "Hide", body: { hidden: !reply.hidden } }]}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {post.locked ? (
        <p className="text-sm text-muted-foreground">Replies are closed.</p>
      ) : (
        <BoardReplyForm postId={post.id} title={post.title} />
      )}
    </article>
  );
}

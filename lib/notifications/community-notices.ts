import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { memberships, users } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { enqueueMessages, type NewMessage } from "./enqueue";
import { renderEmail } from "./layout";
import { boardPostPush } from "./push-content";
import type { Recipient } from "./recipients";
import { loadStudioContext, type StudioContext } from "./studio-context";
import { unsubscribeHeaders, unsubscribeUrl } from "./unsubscribe-token";

type CommunityKind = "board_post" | "announcement" | "partner_request";

const ACTION_LABELS: Partial<Record<CommunityKind, string>> = { board_post: "Open the studio board", partner_request: "Open Community" };

/** One message per person, with the one-click unsubscribe link for this kind (preferences are applied by the outbox). */
export function communityMessage(
  studio: StudioContext,
  to: Recipient & { userId: string },
  kind: CommunityKind,
  content: { subject: string; heading: string; paragraphs: string[]; key: string },
): NewMessage {
  const url = unsubscribeUrl();
  const rendered = renderEmail(studio, {
    heading: content.heading,
    paragraphs: [`Hello ${to.name.split(" ")[0]},`, ...content.paragraphs],
    action: ACTION_LABELS[kind] ? { label: ACTION_LABELS[kind], url: `${env.SITE_URL}/app/community` } : undefined,
    unsubscribeUrl: url,
  });
  return {
    studioId: studio.id,
    kind,
    userId: to.userId,
    recipient: to.email,
    recipientName: to.name,
    subject: content.subject,
    ...rendered,
    headers: unsubscribeHeaders(url),
    // Each person once per post or announcement, even if a request is retried.
    dedupeKey: `${kind}:${content.key}:${to.userId}`,
  };
}

/** Students and instructors with an active account in the studio (not the author). */
async function boardReaders(db: Db, studioId: string, authorUserId: string): Promise<(Recipient & { userId: string })[]> {
  return db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.studioId, studioId),
        eq(memberships.active, true),
        inArray(memberships.role, ["student", "instructor"]),
        ne(users.id, authorUserId),
      ),
    );
}

/** A new board post, e-mailed (through the outbox, in the post's transaction) to everyone who hasn't turned it off. */
export async function notifyBoardPost(
  tx: Db,
  post: { id: string; studioId: string; title: string; body: string; authorName: string; authorUserId: string },
  now: Date,
) {
  const readers = await boardReaders(tx, post.studioId, post.authorUserId);
  if (!readers.length) return 0;
  const studio = await loadStudioContext(tx, post.studioId, now);
  const paragraphs = [`${post.authorName} posted on the ${studio.name} board:`, post.title, ...post.body.split(/\n{2,}/)];
  const push = boardPostPush(studio, post);
  const messages = readers.map((to) => ({
    ...communityMessage(studio, to, "board_post", {
      subject: `${studio.name}: ${post.title}`,
      heading: post.title,
      paragraphs,
      key: post.id,
    }),
    push,
  }));
  return enqueueMessages(tx, messages, now);
}

/**
 * An announcement to students, each already once by person and address (findAnnouncementRecipients);
 * returns how many were queued and how many had turned it off.
 */
export async function queueAnnouncement(
  tx: Db,
  studioId: string,
  recipients: (Recipient & { userId: string })[],
  content: { id: string; subject: string; body: string },
  now: Date,
) {
  const studio = await loadStudioContext(tx, studioId, now);
  const messages = recipients.map((to) =>
    communityMessage(studio, to, "announcement", {
      subject: content.subject,
      heading: content.subject,
      paragraphs: content.body.split(/\n{2,}/),
      key: content.id,
    }),
  );
  await enqueueMessages(tx, messages, now);
  const [counts] = await queryRows<{ suppressed: number | string }>(
    tx,
    sql`select count(*) as suppressed from outbox_messages
      where studio_id = ${studioId}::uuid and kind = 'announcement' and status = 'suppressed' and dedupe_key like ${`announcement:${content.id}:%`}`,
  );
  // count(*) is a number from PGlite and a string from pg.
  return { recipients: recipients.length, suppressed: Number(counts?.suppressed ?? 0) };
}

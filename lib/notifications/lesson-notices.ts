import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { env } from "@/lib/env";
import { enqueueMessages, type NewMessage } from "./enqueue";
import { formatWhen } from "./format-when";
import { renderEmail } from "./layout";
import { lessonPush } from "./push-content";
import { ownerRecipients, type Recipient } from "./recipients";
import { loadStudioContext, type StudioContext } from "./studio-context";
import { unsubscribeHeaders, unsubscribeUrl } from "./unsubscribe-token";

/** What happened to a lesson, as its instructor hears it. */
export type LessonChange = "new" | "booked" | "moved" | "cancelled" | "handed_over";

const HEADING: Record<LessonChange, string> = {
  new: "A new lesson with you",
  booked: "A student booked a lesson with you",
  moved: "A lesson with you has moved",
  cancelled: "A lesson with you is cancelled",
  handed_over: "A lesson is no longer with you",
};

export type LessonRow = {
  id: string;
  startsAt: Date | string;
  title: string;
  instructorName: string;
  instructorUserId: string | null;
  email: string | null;
  students: string | null;
};

/**
 * Tells each instructor of lessons someone else created, booked a student into, moved or cancelled
 * (their choice in Settings → Notifications: "Lessons booked, moved or cancelled with you"), in the
 * change's own transaction. The instructor who made the change hears nothing: they know. Several
 * lessons changed at once (a weekly series) make one message per instructor.
 */
export async function notifyInstructors(
  tx: Db,
  studioId: string,
  eventIds: string[],
  change: LessonChange,
  actorUserId: string | null,
  now = new Date(),
  /** Told instead of the lesson's instructor: the one a lesson was handed over from. */
  formerInstructorId?: string,
): Promise<void> {
  if (eventIds.length === 0) return;
  const ids = sql`${`{${eventIds.join(",")}}`}::uuid[]`;
  const rows = await queryRows<LessonRow>(
    tx,
    sql`select e.id, e.starts_at as "startsAt", s.name as title, i.name as "instructorName", i.user_id as "instructorUserId",
        coalesce(u.email, i.email) as email,
        (select string_agg(st.name, ' & ' order by b.created_at) from bookings b join students st on st.id = b.student_id
          where b.event_id = e.id and b.status in ('booked', 'held', 'attended')) as students
      from events e join services s on s.id = e.service_id
      join instructors i on i.studio_id = e.studio_id and i.id = coalesce(${formerInstructorId ?? null}::uuid, e.instructor_id)
      left join users u on u.id = i.user_id
      where e.studio_id = ${studioId}::uuid and e.id = any(${ids})
      order by e.starts_at`,
  );
  const byInstructor = new Map<string, LessonRow[]>();
  for (const row of rows) {
    if (!row.email || (actorUserId && row.instructorUserId === actorUserId)) continue;
    byInstructor.set(row.email, [...(byInstructor.get(row.email) ?? []), row]);
  }
  if (byInstructor.size === 0) return;
  const studio = await loadStudioContext(tx, studioId, now);
  await enqueueMessages(
    tx,
    [...byInstructor.values()].map((lessons) => ({
      ...lessonMessage(studio, lessons, change),
      push: lessonPush(studio, lessons, change, now),
    })),
    now,
  );
}

/** One instructor's message about one lesson, or several changed together. */
export function lessonMessage(studio: StudioContext, lessons: LessonRow[], change: LessonChange): NewMessage {
  const [first] = lessons;
  const when = formatWhen(new Date(first.startsAt), studio);
  const what = first.students ? `${first.title} with ${first.students}` : first.title;
  const more = lessons.length > 1 ? ` and ${lessons.length - 1} more of the series` : "";
  const unsubscribe = first.instructorUserId ? unsubscribeUrl() : undefined;
  const rendered = renderEmail(studio, {
    heading: HEADING[change],
    paragraphs: [
      `Hello ${first.instructorName.split(" ")[0]},`,
      `${what}, ${when}${more}: ${
        {
          new: "on your schedule now.",
          booked: "booked.",
          moved: "this is its new time.",
          cancelled: "cancelled.",
          handed_over: "another instructor teaches it now.",
        }[change]
      }`,
    ],
    action: { label: "Open your schedule", url: `${env.SITE_URL}/app/schedule` },
    unsubscribeUrl: unsubscribe,
    mentionsTimes: true,
  });
  return {
    studioId: studio.id,
    kind: "lesson_with_you",
    userId: first.instructorUserId,
    recipient: first.email!,
    recipientName: first.instructorName,
    subject: `${HEADING[change]}: ${what}, ${when}`,
    ...rendered,
    headers: unsubscribe ? unsubscribeHeaders(unsubscribe) : undefined,
  };
}

/** A visitor's first lesson, as the owners hear it: booked, held while the visitor pays, or waiting for the studio to confirm it. */
export type FirstLesson = { visitorName: string; title: string; startsAt: Date; state: "booked" | "paying" | "waiting" };

/**
 * The owners hear of a visitor's first lesson once the visitor has confirmed it from their e-mail
 * (their choice in Settings → Notifications: "First lessons and messages from your page").
 */
export async function notifyFirstLessonRequest(tx: Db, studioId: string, request: FirstLesson, now = new Date()): Promise<void> {
  const studio = await loadStudioContext(tx, studioId, now);
  const owners = await ownerRecipients(tx, studioId);
  await enqueueMessages(
    tx,
    owners.map((owner) => firstLessonMessage(studio, owner, request)),
    now,
  );
}

export function firstLessonMessage(studio: StudioContext, owner: Recipient, request: FirstLesson): NewMessage {
  const when = formatWhen(request.startsAt, studio);
  const unsubscribe = owner.userId ? unsubscribeUrl() : undefined;
  const rendered = renderEmail(studio, {
    heading: `New first lesson: ${request.visitorName}`,
    paragraphs: [
      {
        waiting: `${request.visitorName} asks for ${request.title}, ${when}, from your studio's page. Confirm or decline it in Settings → Public page.`,
        paying: `${request.visitorName} is paying online for ${request.title}, ${when}, from your studio's page: the place is held for 15 minutes and booked once paid.`,
        booked: `${request.visitorName} booked ${request.title}, ${when}, from your studio's page.`,
      }[request.state],
    ],
    action:
      request.state === "waiting"
        ? { label: "Confirm or decline", url: `${env.SITE_URL}/app/settings#settings-public-page` }
        : { label: "Open the schedule", url: `${env.SITE_URL}/app/schedule` },
    unsubscribeUrl: unsubscribe,
    mentionsTimes: true,
  });
  return {
    studioId: studio.id,
    kind: "first_lesson_request",
    userId: owner.userId,
    recipient: owner.email,
    recipientName: owner.name,
    subject: `New first lesson: ${request.visitorName}, ${when}`,
    ...rendered,
    headers: unsubscribe ? unsubscribeHeaders(unsubscribe) : undefined,
  };
}

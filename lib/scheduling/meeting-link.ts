import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import { canManageEvent, isStudent } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import { assertFeature } from "@/lib/billing/plan-required";
import { cheapestPlanWith } from "@/lib/billing/plans";
import type { Db } from "@/lib/db/client";
import { bookings, events } from "@/lib/db/schema";
import { PLACE_STATUSES } from "./places-taken";

/** A room made by "Create a Jitsi room": this prefix, then 128 random bits (url-safe), so nobody can guess it. */
const JITSI_ROOM_PREFIX = "https://meet.jit.si/Promenade-";

export function newMeetingRoomUrl(): string {
  return `${JITSI_ROOM_PREFIX}${randomBytes(16).toString("base64url")}`;
}

/**
 * The meeting link an event's input asks for: undefined leaves it as it is, null takes it off,
 * otherwise the link (a new Jitsi room when `createMeetingRoom`). Setting one is a Pro feature
 * (video lessons); taking one off never is, so a studio that moved down can still clear it.
 */
export function meetingUrlFor(
  session: Session,
  input: { meetingUrl?: string | null; createMeetingRoom?: boolean },
): string | null | undefined {
  if (!input.createMeetingRoom && (input.meetingUrl === undefined || input.meetingUrl === null)) return input.meetingUrl;
  const plan = cheapestPlanWith("video_lessons")?.name ?? "Pro";
  assertFeature(session.studioPlan, "video_lessons", `Video lessons (a meeting link on a lesson) are available on the ${plan} plan.`);
  return input.createMeetingRoom ? newMeetingRoomUrl() : input.meetingUrl;
}

/**
 * Whether the reader is one of the lesson's people, who alone see its meeting link: owners, the
 * instructor who teaches it, and a student who holds a place in it (booked, attended or marked
 * absent — not waitlisted, not a hold still being paid for). Other instructors and students see
 * the lesson on the calendar, never its link.
 */
function isLessonPerson(session: Session, event: { instructorId: string | null }, studentHasPlace: boolean): boolean {
  return canManageEvent(session, event) || (isStudent(session) && studentHasPlace);
}

/**
 * GET /api/events/{id}/meeting: the event's meeting link for its people, null for everyone else
 * (and for a lesson without one). An event of another studio, or none, is 404.
 */
export async function readMeetingLink(db: Db, session: Session, eventId: string): Promise<{ meetingUrl: string | null }> {
  const [event] = await db
    .select({ instructorId: events.instructorId, meetingUrl: events.meetingUrl })
    .from(events)
    .where(and(eq(events.studioId, session.studioId), eq(events.id, eventId)))
    .limit(1);
  if (!event) throw new AppError("not_found", "That lesson isn't in the schedule.");
  if (event.meetingUrl === null) return { meetingUrl: null };
  const studentHasPlace =
    session.studentId !== null &&
    (
      await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.studioId, session.studioId),
            eq(bookings.eventId, eventId),
            eq(bookings.studentId, session.studentId),
            inArray(bookings.status, [...PLACE_STATUSES]),
          ),
        )
        .limit(1)
    ).length > 0;
  return { meetingUrl: isLessonPerson(session, event, studentHasPlace) ? event.meetingUrl : null };
}

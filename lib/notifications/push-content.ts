import "server-only";
import type { BookingDetails } from "./booking-details";
import { shortName, smsWhen } from "./sms-messages";
import type { PushContent } from "./push-kinds";
import type { StudioContext } from "./studio-context";

const MAX_BODY = 140;
const clip = (text: string) => (text.length > MAX_BODY ? `${text.slice(0, MAX_BODY - 1).trimEnd()}…` : text);

/** "Private Lesson with Maria L. tomorrow 7:00 PM" (the instructor as the student knows them). */
function lessonLine(studio: StudioContext, booking: BookingDetails, now: Date): string {
  const what = `${booking.title}${booking.instructorName ? ` with ${shortName(booking.instructorName)}` : ""}`;
  return `${what} ${smsWhen(booking.startsAt, studio, now)}`;
}

/** A student's reminder, a place from the waitlist, or a lesson the studio cancelled. */
export function bookingPush(
  studio: StudioContext,
  booking: BookingDetails,
  kind: "reminder" | "waitlist_promoted" | "booking_cancelled",
  now: Date,
): PushContent {
  const line = lessonLine(studio, booking, now);
  if (kind === "reminder") return { title: "Lesson reminder", body: clip(`Your ${line}.`) };
  if (kind === "waitlist_promoted") return { title: "You're in", body: clip(`A place opened for you: ${line}.`) };
  return { title: "Lesson cancelled", body: clip(`${studio.name} cancelled ${line}.`) };
}

/** What happened to an instructor's lesson (lesson-notices.ts's LessonChange). */
type LessonChange = "new" | "booked" | "moved" | "cancelled" | "handed_over";
type Lesson = { title: string; students: string | null; startsAt: Date | string };

const LESSON_TITLES: Record<LessonChange, string> = {
  new: "New lesson with you",
  booked: "Lesson booked with you",
  moved: "Lesson moved",
  cancelled: "Lesson cancelled",
  handed_over: "Lesson handed over",
};

/** An instructor's lesson that someone else created, booked, moved, cancelled or handed over. */
export function lessonPush(studio: StudioContext, lessons: Lesson[], change: LessonChange, now: Date): PushContent {
  const [first] = lessons;
  const students = first.students ? first.students.split(" & ").map(shortName).join(" & ") : null;
  const what = students ? `${first.title} with ${students}` : first.title;
  const more = lessons.length > 1 ? ` and ${lessons.length - 1} more of the series` : "";
  return { title: LESSON_TITLES[change], body: clip(`${what} ${smsWhen(new Date(first.startsAt), studio, now)}${more}.`) };
}

/** A new board post: who posted and its title (the body stays in the app). */
export function boardPostPush(studio: StudioContext, post: { title: string; authorName: string }): PushContent {
  return { title: `${studio.name} board`, body: clip(`${shortName(post.authorName)} posted: ${post.title}`) };
}

import { formatDay, formatTimeRange } from "@/lib/dates/wall-time";
import { Tag } from "@/components/ui/tag";

/** One booking as the student detail page shows it (lib/people/student-details.ts builds it). */
export type StudentLesson = {
  bookingId: string;
  status: "booked" | "waitlisted" | "held" | "cancelled" | "late_cancel" | "attended" | "no_show";
  position: number | null;
  startsAt: Date;
  endsAt: Date;
  service: string;
  instructor: string | null;
  eventCancelled: boolean;
};

const STATUS: Record<StudentLesson["status"], { label: string; tone: "muted" | "primary" | "success" | "danger" }> = {
  booked: { label: "Booked", tone: "primary" },
  waitlisted: { label: "Waitlist", tone: "muted" },
  held: { label: "Awaiting payment", tone: "muted" },
  cancelled: { label: "Cancelled", tone: "muted" },
  late_cancel: { label: "Late cancel", tone: "danger" },
  attended: { label: "Attended", tone: "success" },
  no_show: { label: "No-show", tone: "danger" },
};

/** A student's lessons with their booking state; a waitlist place shows its position. */
export function LessonList({ lessons, timeZone, empty }: { lessons: StudentLesson[]; timeZone: string; empty: string }) {
  if (lessons.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-2 text-sm">
      {lessons.map((lesson) => {
        const status = STATUS[lesson.status];
        return (
          <li
            key={lesson.bookingId}
            className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-2 first:border-t-0 first:pt-0"
          >
            <span>
              <span className="font-medium">{formatDay(lesson.startsAt, timeZone)}</span>,{" "}
              {formatTimeRange(lesson.startsAt, lesson.endsAt, timeZone)} · {lesson.service}
              {lesson.instructor ? ` with ${lesson.instructor}` : ""}
            </span>
            <Tag tone={lesson.eventCancelled ? "muted" : status.tone}>
              {lesson.eventCancelled
                ? "Class cancelled"
                : lesson.status === "waitlisted" && lesson.position
                  ? `Waitlist #${lesson.position}`
                  : status.label}
            </Tag>
          </li>
        );
      })}
    </ul>
  );
}

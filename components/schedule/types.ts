import type { BusinessHours } from "@/lib/studio/business-hours";
import type { CalendarColumn } from "@/lib/scheduling/calendar-layout";
import type { EventView } from "@/lib/scheduling/event-view";
import type { Actor } from "@/lib/access/rules";

export type { CalendarColumn, EventView };

export type Option = { id: string; name: string; color: string };
export type ServiceOption = Option & {
  kind: "private" | "group" | "practice" | "rental";
  durationMinutes: number;
  defaultCapacity: number;
  danceId: string | null;
};
/** A dance of the studio's syllabus, labelled with its style ("Waltz (American Smooth)"). */
export type DanceOption = { id: string; label: string; active: boolean };

/** What the schedule screen knows about the studio and the viewer (rendered on the server). */
export type ScheduleSetup = {
  timeZone: string;
  today: string;
  businessHours: BusinessHours | null;
  /** The studio's first day of the week (0 = Sunday, 1 = Monday, 6 = Saturday). */
  weekStartsOn: number;
  instructors: Option[];
  rooms: Option[];
  services: ServiceOption[];
  /** The studio's dances (those out of use marked), for staff (empty for students, or before the syllabus is first opened). */
  dances: DanceOption[];
  role: "owner" | "instructor" | "student";
  /** The instructor record of an instructor viewer: they create and change only their own lessons. */
  ownInstructorId: string | null;
  /** null: the plan has video lessons; else the plan that unlocks them (the event dialog shows them locked). */
  videoLessonsPlan?: string | null;
};

export type ViewKind = "week" | "day" | "month";
export type GroupBy = "instructor" | "room";
export type ColorBy = "service" | "instructor" | "room";

/** A range of a column chosen by dragging, or an event's new place after a move or resize. */

/** The viewer as lib/access's rules see them: the screen offers what the server will allow. */
export function actorOf(setup: ScheduleSetup): Actor {
  return { role: setup.role, instructorId: setup.ownInstructorId, studentId: null };
}

export function eventColor(event: EventView, colorBy: ColorBy): string {
  const chosen = colorBy === "instructor" ? event.instructor?.color : colorBy === "room" ? event.room?.color : event.service.color;
  return chosen || event.service.color || "#7a1f4b";
}

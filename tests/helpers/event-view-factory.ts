import type { EventView } from "@/lib/scheduling/event-view";

/** The studio time zone of the schedule's unit tests: its DST changes are the ones the layout must survive. */
export const NY = "America/New_York";

/**
 * An event as the calendar gets it, without a database: by default Sam Carter's private lesson with
 * Maria Lopez, `minutes` long from `startsAt`; `extra` changes any field.
 */
export function eventView(id: string, startsAt: string, minutes: number, extra: Partial<EventView> = {}): EventView {
  return {
    id,
    title: "Private Lesson",
    serviceId: "private",
    service: { id: "private", name: "Private Lesson", kind: "private", color: "#7a1f4b" },
    instructorId: "maria",
    instructor: { id: "maria", name: "Maria Lopez", color: "#000" },
    roomId: null,
    room: null,
    seriesId: null,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
    capacity: 1,
    booked: 1,
    status: "scheduled",
    notes: null,
    danceId: null,
    students: ["Sam Carter"],
    ...extra,
  };
}

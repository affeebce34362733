import type { EventView, ScheduleSetup } from "./types";

/**
 * The choices an event's edit form offers: the studio's active services, instructors, rooms and
 * dances — plus whatever the event already names that has since been archived or taken out of use,
 * marked so. Without it the select would fall back to its first option and saving an unrelated
 * change (a note) would quietly drop the room, the instructor or the dance.
 */
export function currentChoices(setup: ScheduleSetup, event?: EventView) {
  const dances = setup.dances.filter((dance) => dance.active || dance.id === event?.danceId);
  const choices = {
    services: setup.services,
    instructors: setup.instructors,
    rooms: setup.rooms,
    dances: dances.map((dance) => (dance.active ? dance : { ...dance, label: `${dance.label} (no longer taught)` })),
  };
  if (!event) return choices;
  const missing = (list: { id: string }[], id: string | null | undefined) => Boolean(id) && !list.some((item) => item.id === id);
  if (missing(setup.services, event.serviceId)) {
    const minutes = Math.round((Date.parse(event.endsAt) - Date.parse(event.startsAt)) / 60_000);
    const { id, name, color } = event.service;
    const kind = event.service.kind as ScheduleSetup["services"][number]["kind"];
    choices.services = [
      ...setup.services,
      { id, name: `${name} (archived)`, color, kind, durationMinutes: minutes, defaultCapacity: event.capacity, danceId: null },
    ];
  }
  if (event.instructor && missing(setup.instructors, event.instructor.id))
    choices.instructors = [...setup.instructors, { ...event.instructor, name: `${event.instructor.name} (inactive)` }];
  if (event.room && missing(setup.rooms, event.room.id))
    choices.rooms = [...setup.rooms, { ...event.room, name: `${event.room.name} (archived)` }];
  return choices;
}

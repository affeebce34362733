import { describe, expect, it } from "vitest";
import { currentChoices } from "@/components/schedule/current-choices";
import type { EventView, ScheduleSetup } from "@/components/schedule/types";

const setup = {
  timeZone: "America/New_York",
  today: "2026-11-24",
  businessHours: null,
  weekStartsOn: 1,
  instructors: [{ id: "maria", name: "Maria Lopez", color: "#111" }],
  rooms: [{ id: "main", name: "Main Floor", color: "#222" }],
  services: [
    { id: "private", name: "Private Lesson", color: "#333", kind: "private", durationMinutes: 45, defaultCapacity: 1, danceId: null },
  ],
  dances: [
    { id: "waltz", label: "Waltz (American Smooth)", active: true },
    { id: "peabody", label: "Peabody (American Smooth)", active: false },
  ],
  role: "owner",
  ownInstructorId: null,
} as unknown as ScheduleSetup;

const lesson: EventView = {
  id: "e1",
  title: "Coaching",
  serviceId: "coaching",
  service: { id: "coaching", name: "Coaching", kind: "private", color: "#444" },
  instructorId: "james",
  instructor: { id: "james", name: "James Chen", color: "#555" },
  roomId: "studio-b",
  room: { id: "studio-b", name: "Studio B", color: "#666" },
  seriesId: null,
  startsAt: "2026-12-01T15:00:00.000Z",
  endsAt: "2026-12-01T16:00:00.000Z",
  capacity: 1,
  booked: 1,
  status: "scheduled",
  notes: null,
  danceId: "peabody",
  students: [],
};

describe("the edit form's choices keep what the event names", () => {
  it("a new event offers only what is in use", () => {
    const choices = currentChoices(setup);
    expect(choices.services.map((item) => item.id)).toEqual(["private"]);
    expect(choices.instructors.map((item) => item.id)).toEqual(["maria"]);
    expect(choices.rooms.map((item) => item.id)).toEqual(["main"]);
    expect(choices.dances.map((item) => item.id)).toEqual(["waltz"]);
  });

  it("an event of an archived service, room, a former instructor and a retired dance keeps each, marked", () => {
    const choices = currentChoices(setup, lesson);
    expect(choices.services.at(-1)).toMatchObject({ id: "coaching", name: "Coaching (archived)", durationMinutes: 60 });
    expect(choices.instructors.at(-1)).toEqual({ id: "james", name: "James Chen (inactive)", color: "#555" });
    expect(choices.rooms.at(-1)).toEqual({ id: "studio-b", name: "Studio B (archived)", color: "#666" });
    expect(choices.dances.map((item) => item.label)).toEqual(["Waltz (American Smooth)", "Peabody (American Smooth) (no longer taught)"]);
  });

  it("an event of what is in use adds nothing", () => {
    const current = {
      ...lesson,
      serviceId: "private",
      service: { ...lesson.service, id: "private" },
      instructor: { ...lesson.instructor!, id: "maria" },
    };
    const choices = currentChoices(setup, { ...current, room: null, roomId: null, danceId: "waltz" });
    expect(choices.services).toHaveLength(1);
    expect(choices.instructors).toHaveLength(1);
    expect(choices.rooms).toHaveLength(1);
    expect(choices.dances).toHaveLength(1);
  });
});

import { describe, expect, it } from "vitest";
import { PATCH as patchEvent } from "@/app/api/events/[id]/route";
import { POST as createEvent } from "@/app/api/events/route";
import { callRoute } from "../helpers/call-route";
import { futureAt, makeInstructor, makeScheduleStudio, plusMinutes } from "../helpers/studio-factory";

const PARALLEL = 50;

function tally(statuses: number[]) {
  return {
    created: statuses.filter((status) => status === 201 || status === 200).length,
    conflicts: statuses.filter((status) => status === 409).length,
  };
}

describe("double bookings under concurrent requests", () => {
  it(`${PARALLEL} parallel creates for one instructor: exactly 1 created, ${PARALLEL - 1} × 409`, async () => {
    const s = await makeScheduleStudio();
    const start = futureAt(10, 15);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        callRoute(createEvent, {
          token: s.owner.token,
          // Different rooms and slightly different times: only the instructor collides.
          body: {
            serviceId: s.privateLesson.id,
            instructorId: s.instructor.id,
            startsAt: plusMinutes(start, index % 30),
            endsAt: plusMinutes(start, 45 + (index % 30)),
          },
        }),
      ),
    );
    expect(tally(responses.map((response) => response.status))).toEqual({ created: 1, conflicts: PARALLEL - 1 });
    for (const response of responses.filter((response) => response.status === 409)) {
      expect(response.body.error.message).toMatch(/^Maria Lopez already teaches Private Lesson /);
    }
  });

  it(`${PARALLEL} parallel creates for one room by different instructors: exactly 1 created`, async () => {
    const s = await makeScheduleStudio();
    const teachers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) => makeInstructor(s.studio.id, { name: `Teacher ${index}` })),
    );
    const start = futureAt(11, 16);
    const responses = await Promise.all(
      teachers.map((teacher) =>
        callRoute(createEvent, {
          token: s.owner.token,
          body: {
            serviceId: s.groupClass.id,
            instructorId: teacher.id,
            roomId: s.room.id,
            startsAt: start,
            endsAt: plusMinutes(start, 60),
          },
        }),
      ),
    );
    expect(tally(responses.map((response) => response.status))).toEqual({ created: 1, conflicts: PARALLEL - 1 });
  });

  it(`${PARALLEL} parallel moves into one slot of one instructor: exactly 1 moved`, async () => {
    const s = await makeScheduleStudio();
    const base = futureAt(12, 14);
    const ids: string[] = [];
    for (let day = 1; day <= PARALLEL; day++) {
      const startsAt = plusMinutes(base, day * 24 * 60);
      const response = await callRoute(createEvent, {
        token: s.owner.token,
        body: { serviceId: s.privateLesson.id, instructorId: s.instructor.id, startsAt, endsAt: plusMinutes(startsAt, 45) },
      });
      ids.push(response.body.event.id);
    }
    const responses = await Promise.all(
      ids.map((id) =>
        callRoute(patchEvent, {
          method: "PATCH",
          token: s.owner.token,
          params: { id },
          body: { startsAt: base, endsAt: plusMinutes(base, 45) },
        }),
      ),
    );
    expect(tally(responses.map((response) => response.status))).toEqual({ created: 1, conflicts: PARALLEL - 1 });
  });
});

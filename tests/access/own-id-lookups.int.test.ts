import { describe, expect, it } from "vitest";
import { GET as ownAccount } from "@/app/api/account/route";
import { DELETE as cancelBookingRoute } from "@/app/api/bookings/[id]/route";
import { GET as eventBookings, POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { PUT as putAvailability } from "@/app/api/instructors/[id]/availability/route";
import { POST as privateLessonRoute } from "@/app/api/private-lessons/route";
import { GET as getStudentRoute } from "@/app/api/students/[id]/route";
import { GET as listStudentsRoute } from "@/app/api/students/route";
import { getDb, type Db } from "@/lib/db/client";
import { bookings, instructorAvailability } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { recordQueries } from "../helpers/query-log";
import { hoursFromNow, makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

/**
 * The session's one query reads the caller's own instructor and student ids (lib/auth/session.ts):
 * no endpoint may look them up again. Every SQL statement is counted through Drizzle's logger
 * (inside transactions too); a statement reading instructors or students by `user_id` outside the
 * session's membership join is a second look-up.
 */
const statements = recordQueries();

function ownIdLookups(): number {
  return statements.filter((sql) => /from "(instructors|students)"[^;]*"user_id" = /i.test(sql) && !/"memberships"/i.test(sql)).length;
}

async function counted(call: () => Promise<{ status: number; body: any }>) {
  statements.length = 0;
  const { status, body } = await call();
  return { status, body, lookups: ownIdLookups() };
}

async function setup() {
  const s = await makeScheduleStudio();
  const db: Db = await getDb();
  const me = await makeStudentMember(s.studio.id);
  const future = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(72) });
  const past = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(-48) });
  await db.insert(bookings).values({ studioId: s.studio.id, eventId: past.id, studentId: me.student.id, status: "attended" });
  await db.insert(instructorAvailability).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      studioId: s.studio.id,
      instructorId: s.instructor.id,
      weekday,
      startTime: "00:00",
      endTime: "23:45",
    })),
  );
  return { ...s, me, future };
}

describe("the caller's own instructor and student ids come from the session's one query", () => {
  it("no endpoint looks them up again (instructors and students)", async () => {
    const s = await setup();
    const nextHour = new Date(Math.ceil(hoursFromNow(30).getTime() / 3600_000) * 3600_000).toISOString();
    const calls = {
      "POST /api/events/{id}/bookings (instructor)": () =>
        callRoute(bookRoute, { token: s.instructorMember.token, params: { id: s.future.id }, body: { studentId: s.me.student.id } }),
      "GET /api/events/{id}/bookings (instructor)": () =>
        callRoute(eventBookings, { token: s.instructorMember.token, params: { id: s.future.id } }),
      "GET /api/students (instructor)": () => callRoute(listStudentsRoute, { token: s.instructorMember.token, path: "/api/students" }),
      "GET /api/students/{id} (instructor)": () =>
        callRoute(getStudentRoute, { token: s.instructorMember.token, params: { id: s.me.student.id } }),
      "POST /api/private-lessons (student)": () =>
        callRoute(privateLessonRoute, {
          token: s.me.token,
          body: { instructorId: s.instructor.id, serviceId: s.privateLesson.id, startsAt: nextHour },
        }),
      "GET /api/account (student)": () => callRoute(ownAccount, { token: s.me.token }),
      "GET /api/students/{id} (student)": () => callRoute(getStudentRoute, { token: s.me.token, params: { id: s.me.student.id } }),
      // Last: it replaces the hours the private lesson above was booked in.
      "PUT /api/instructors/{id}/availability (instructor)": () =>
        callRoute(putAvailability, {
          method: "PUT",
          token: s.instructorMember.token,
          params: { id: s.instructor.id },
          body: { slots: [{ weekday: 1, startTime: "10:00", endTime: "12:00" }] },
        }),
    };
    const results: Record<string, { status: number; body: any; lookups: number }> = {};
    for (const [name, call] of Object.entries(calls)) results[name] = await counted(call);
    const booked = results["POST /api/events/{id}/bookings (instructor)"].body.booking.id;
    results["DELETE /api/bookings/{id} (instructor)"] = await counted(() =>
      callRoute(cancelBookingRoute, { method: "DELETE", token: s.instructorMember.token, params: { id: booked } }),
    );
    results["DELETE /api/bookings/{id} (student)"] = await counted(() =>
      callRoute(cancelBookingRoute, {
        method: "DELETE",
        token: s.me.token,
        params: { id: results["POST /api/private-lessons (student)"].body.booking.id },
      }),
    );
    console.info(
      "own-id look-ups per request:",
      JSON.stringify(Object.fromEntries(Object.entries(results).map(([name, row]) => [name, [row.status, row.lookups]]))),
    );
    for (const [name, { status, lookups }] of Object.entries(results)) {
      expect(status, name).toBeLessThan(500);
      expect(lookups, name).toBe(0);
    }
  });
});

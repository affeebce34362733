import { beforeAll, describe, expect, it } from "vitest";
import { GET as availability } from "@/app/api/availability/route";
import { POST as attendance } from "@/app/api/bookings/[id]/attendance/route";
import { DELETE as cancelBooking } from "@/app/api/bookings/[id]/route";
import { POST as allPresent } from "@/app/api/events/[id]/attendance/all-present/route";
import { GET as eventBookings, POST as bookEvent } from "@/app/api/events/[id]/bookings/route";
import { PUT as putAvailability } from "@/app/api/instructors/[id]/availability/route";
import { POST as addRate } from "@/app/api/instructors/[id]/rates/route";
import { DELETE as deleteInstructor, GET as getInstructor, PATCH as patchInstructor } from "@/app/api/instructors/[id]/route";
import { GET as listInstructors, POST as createInstructor } from "@/app/api/instructors/route";
import { POST as acceptInvite } from "@/app/api/invites/[token]/accept/route";
import { POST as createInvite } from "@/app/api/invites/route";
import { POST as privateLesson } from "@/app/api/private-lessons/route";
import { GET as roomAvailability } from "@/app/api/room-availability/route";
import { POST as roomRental } from "@/app/api/room-rentals/route";
import { DELETE as deleteStudent, GET as getStudent, PATCH as patchStudent } from "@/app/api/students/[id]/route";
import { GET as listStudents, POST as createStudent } from "@/app/api/students/route";
import { getDb } from "@/lib/db/client";
import { bookings, instructorAvailability } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

type Role = "anonymous" | "student" | "instructor" | "owner";
const ROLES: Role[] = ["anonymous", "student", "instructor", "owner"];

/** A studio with one of everything each endpoint needs, the student booked into the instructor's class. */
async function makeFixture() {
  const s = await makeScheduleStudio();
  const db = await getDb();
  const me = await makeStudentMember(s.studio.id);
  const otherStudent = await makeStudent(s.studio.id);
  const at = (hours: number) =>
    makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(hours) });
  const [futureClass, openClass, pastClass] = [await at(72), await at(96), await at(-2)];
  const [booking, pastBooking] = await db
    .insert(bookings)
    .values(
      [futureClass, pastClass].map((event) => ({
        studioId: s.studio.id,
        eventId: event.id,
        studentId: me.student.id,
        status: "booked" as const,
      })),
    )
    .returning();
  await db.insert(instructorAvailability).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      studioId: s.studio.id,
      instructorId: s.instructor.id,
      weekday,
      startTime: "00:00",
      endTime: "23:45",
    })),
  );
  const tokens: Record<Role, string | undefined> = {
    anonymous: undefined,
    student: me.token,
    instructor: s.instructorMember.token,
    owner: s.owner.token,
  };
  return { ...s, tokens, me, otherStudent, futureClass, openClass, pastClass, booking, pastBooking };
}
type Fixture = Awaited<ReturnType<typeof makeFixture>>;

type Handler = Parameters<typeof callRoute>[0];
type Row = {
  name: string;
  handler: Handler;
  method: string;
  /** `f` holds the ids (own or another studio's); `role` is the caller's. */
  call: (f: Fixture, role: Role) => { params?: Record<string, string>; body?: unknown; path?: string };
  /** Expected status with the caller's own studio's ids; 401 for anonymous is implied. */
  own: Partial<Record<Exclude<Role, "anonymous">, number>>;
  /** Endpoints that take no id can't leak another studio's data. */
  noIds?: boolean;
  anonymous?: number;
  /** Expected status with another studio's ids when a 403 isn't a role refusal (the record is looked up first). */
  other?: number;
};

const nextHour = () => new Date(Math.ceil(hoursFromNow(30).getTime() / 3600_000) * 3600_000).toISOString();

const ROUTES: Row[] = [
  {
    name: "GET /api/instructors",
    handler: listInstructors,
    method: "GET",
    call: () => ({}),
    own: { student: 200, instructor: 200, owner: 200 },
    noIds: true,
  },
  {
    name: "POST /api/instructors",
    handler: createInstructor,
    method: "POST",
    call: () => ({ body: { name: "New" } }),
    own: { student: 403, instructor: 403, owner: 201 },
    noIds: true,
  },
  {
    name: "GET /api/instructors/{id}",
    handler: getInstructor,
    method: "GET",
    call: (f) => ({ params: { id: f.instructor.id } }),
    own: { student: 200, instructor: 200, owner: 200 },
  },
  {
    name: "PATCH /api/instructors/{id}",
    handler: patchInstructor,
    method: "PATCH",
    call: (f) => ({ params: { id: f.instructor.id }, body: { bio: "Hi" } }),
    own: { student: 403, instructor: 403, owner: 200 },
  },
  {
    name: "DELETE /api/instructors/{id}",
    handler: deleteInstructor,
    method: "DELETE",
    call: (f) => ({ params: { id: f.otherInstructor.id } }),
    own: { student: 403, instructor: 403, owner: 200 },
  },
  {
    name: "PUT /api/instructors/{id}/availability",
    handler: putAvailability,
    method: "PUT",
    call: (f) => ({ params: { id: f.instructor.id }, body: { slots: [{ weekday: 1, startTime: "10:00", endTime: "12:00" }] } }),
    own: { student: 403, instructor: 200, owner: 200 },
  },
  {
    name: "POST /api/instructors/{id}/rates",
    handler: addRate,
    method: "POST",
    call: (f) => ({ params: { id: f.instructor.id }, body: { privateCents: 7000, classCents: 4000, effectiveFrom: "2026-01-01" } }),
    own: { student: 403, instructor: 403, owner: 201 },
  },
  {
    name: "GET /api/students",
    handler: listStudents,
    method: "GET",
    call: () => ({}),
    own: { student: 403, instructor: 200, owner: 200 },
    noIds: true,
  },
  {
    name: "POST /api/students",
    handler: createStudent,
    method: "POST",
    call: () => ({ body: { name: "New" } }),
    own: { student: 403, instructor: 403, owner: 201 },
    noIds: true,
  },
  {
    name: "GET /api/students/{id} (booked with the instructor)",
    handler: getStudent,
    method: "GET",
    call: (f) => ({ params: { id: f.me.student.id } }),
    own: { student: 200, instructor: 200, owner: 200 },
  },
  {
    name: "GET /api/students/{id} (someone else)",
    handler: getStudent,
    method: "GET",
    call: (f) => ({ params: { id: f.otherStudent.id } }),
    own: { student: 404, instructor: 404, owner: 200 },
  },
  {
    name: "PATCH /api/students/{id}",
    handler: patchStudent,
    method: "PATCH",
    call: (f) => ({ params: { id: f.me.student.id }, body: { phone: "555-0100" } }),
    own: { student: 200, instructor: 403, owner: 200 },
  },
  {
    name: "PATCH /api/students/{id} (someone else)",
    handler: patchStudent,
    method: "PATCH",
    call: (f) => ({ params: { id: f.otherStudent.id }, body: { phone: "555-0100" } }),
    own: { student: 404, instructor: 403, owner: 200 },
  },
  {
    name: "DELETE /api/students/{id}",
    handler: deleteStudent,
    method: "DELETE",
    call: (f) => ({ params: { id: f.otherStudent.id } }),
    own: { student: 403, instructor: 403, owner: 200 },
  },
  {
    name: "POST /api/invites",
    handler: createInvite,
    method: "POST",
    call: (f) => ({ body: { email: "new@example.test", role: "student", personId: f.otherStudent.id } }),
    own: { student: 403, instructor: 403, owner: 201 },
  },
  {
    name: "POST /api/invites/{token}/accept",
    handler: acceptInvite,
    method: "POST",
    call: () => ({ params: { token: "x".repeat(43) }, body: { name: "Nobody", password: "long-enough-pw" } }),
    own: { student: 404, instructor: 404, owner: 404 },
    anonymous: 404,
    noIds: true,
  },
  {
    name: "POST /api/events/{id}/bookings",
    handler: bookEvent,
    method: "POST",
    call: (f, role) => ({
      params: { id: f.openClass.id },
      body: role === "student" ? {} : { studentId: role === "instructor" ? f.me.student.id : f.otherStudent.id },
    }),
    own: { student: 201, instructor: 201, owner: 201 },
  },
  {
    name: "POST /api/events/{id}/bookings (not the instructor's student)",
    handler: bookEvent,
    method: "POST",
    call: (f) => ({ params: { id: f.openClass.id }, body: { studentId: f.otherStudent.id } }),
    own: { student: 404, instructor: 403, owner: 201 },
    other: 404,
  },
  {
    name: "GET /api/events/{id}/bookings",
    handler: eventBookings,
    method: "GET",
    call: (f) => ({ params: { id: f.futureClass.id } }),
    own: { student: 403, instructor: 200, owner: 200 },
  },
  {
    name: "POST /api/events/{id}/attendance/all-present",
    handler: allPresent,
    method: "POST",
    call: (f) => ({ params: { id: f.pastClass.id } }),
    own: { student: 403, instructor: 200, owner: 200 },
  },
  {
    name: "DELETE /api/bookings/{id}",
    handler: cancelBooking,
    method: "DELETE",
    call: (f) => ({ params: { id: f.booking.id } }),
    own: { student: 200, instructor: 200, owner: 200 },
  },
  {
    name: "POST /api/bookings/{id}/attendance",
    handler: attendance,
    method: "POST",
    call: (f) => ({ params: { id: f.pastBooking.id }, body: { status: "attended" } }),
    own: { student: 403, instructor: 200, owner: 200 },
  },
  {
    name: "GET /api/availability",
    handler: availability,
    method: "GET",
    call: (f) => ({
      path: `/api/availability?instructorId=${f.instructor.id}&serviceId=${f.privateLesson.id}&from=${hoursFromNow(24).toISOString()}&to=${hoursFromNow(48).toISOString()}`,
    }),
    own: { student: 200, instructor: 200, owner: 200 },
  },
  {
    name: "POST /api/private-lessons",
    handler: privateLesson,
    method: "POST",
    call: (f, role) => ({
      body: {
        instructorId: f.instructor.id,
        serviceId: f.privateLesson.id,
        startsAt: nextHour(),
        ...(role === "student" ? {} : { studentId: role === "instructor" ? f.me.student.id : f.otherStudent.id }),
      },
    }),
    own: { student: 201, instructor: 201, owner: 201 },
  },
  {
    name: "GET /api/room-availability",
    handler: roomAvailability,
    method: "GET",
    call: (f) => ({
      path: `/api/room-availability?roomId=${f.room.id}&serviceId=${f.rental.id}&from=${hoursFromNow(24).toISOString()}&to=${hoursFromNow(48).toISOString()}`,
    }),
    own: { student: 200, instructor: 200, owner: 200 },
  },
  {
    name: "POST /api/room-rentals",
    handler: roomRental,
    method: "POST",
    call: (f, role) => ({
      body: {
        roomId: f.room.id,
        serviceId: f.rental.id,
        startsAt: nextHour(),
        ...(role === "student" ? {} : { studentId: role === "instructor" ? f.me.student.id : f.otherStudent.id }),
      },
    }),
    own: { student: 201, instructor: 201, owner: 201 },
  },
];

// Calls with another studio's ids must change nothing, so they share one home studio and one other.
let home: Fixture;
let other: Fixture;
beforeAll(async () => {
  [home, other] = [await makeFixture(), await makeFixture()];
});

describe("access matrix: every people and booking endpoint × role × own/other studio", () => {
  for (const row of ROUTES) {
    for (const role of ROLES) {
      const own = role === "anonymous" ? (row.anonymous ?? 401) : row.own[role]!;
      it(`${row.name} as ${role}: own studio ${own}`, async () => {
        const f = await makeFixture();
        const response = await callRoute(row.handler, { method: row.method, token: f.tokens[role], ...row.call(f, role) });
        expect(response.status, JSON.stringify(response.body)).toBe(own);
      });
      if (row.noIds) continue;
      // Another studio's id: 404 for a role that may use the endpoint; otherwise the same answer as for an own id.
      const expected = own === 401 ? own : (row.other ?? (own === 403 ? own : 404));
      it(`${row.name} as ${role}: another studio's id ${expected}`, async () => {
        const response = await callRoute(row.handler, { method: row.method, token: home.tokens[role], ...row.call(other, role) });
        expect(response.status, JSON.stringify(response.body)).toBe(expected);
      });
    }
  }
});

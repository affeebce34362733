import { describe, expect, it } from "vitest";
import { getStudentSchedule } from "@/lib/booking/student-schedule";
import { getDb } from "@/lib/db/client";
import { bookings, invites } from "@/lib/db/schema";
import { hashToken } from "@/lib/auth/token-hash";
import { readInviteStatus } from "@/lib/people/invite-status";
import { hoursFromNow, makeEvent, makeStudent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio, makeStudio } from "../helpers/studio-factory";

describe("a student's schedule", () => {
  it("lists group classes with places counted, and only the student's own lessons", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const me = await makeStudentMember(s.studio.id);
    const other = await makeStudent(s.studio.id, { name: "Other Dancer" });
    const partnered = await makeEvent(s.studio.id, {
      serviceId: s.groupClass.id,
      instructorId: s.instructor.id,
      startsAt: hoursFromNow(48),
      capacity: 2,
      leadCap: 1,
      followCap: 1,
    });
    const privateLesson = await makeEvent(s.studio.id, {
      serviceId: s.privateLesson.id,
      instructorId: s.instructor.id,
      startsAt: hoursFromNow(30),
      capacity: 1,
    });
    const othersLesson = await makeEvent(s.studio.id, {
      serviceId: s.privateLesson.id,
      instructorId: s.otherInstructor.id,
      startsAt: hoursFromNow(31),
      capacity: 1,
    });
    const past = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(-30) });
    await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: hoursFromNow(24 * 20) });
    await db.insert(bookings).values([
      { studioId: s.studio.id, eventId: partnered.id, studentId: other.id, status: "booked", role: "lead" },
      { studioId: s.studio.id, eventId: partnered.id, studentId: me.student.id, status: "waitlisted", role: "lead", position: 1 },
      { studioId: s.studio.id, eventId: privateLesson.id, studentId: me.student.id, status: "booked" },
      { studioId: s.studio.id, eventId: othersLesson.id, studentId: other.id, status: "booked" },
      { studioId: s.studio.id, eventId: past.id, studentId: me.student.id, status: "attended" },
    ]);

    const schedule = await getStudentSchedule(db, me.session);
    expect(schedule).toMatchObject({ linked: true, windowHours: 24 });
    // Group classes of the next two weeks only: not the past one, not the one 20 days out, never a private lesson.
    expect(schedule.classes.map((item) => item.id)).toEqual([partnered.id]);
    expect(schedule.classes[0]).toMatchObject({
      capacity: 2,
      leadCap: 1,
      followCap: 1,
      places: { total: 1, lead: 1, follow: 0 },
      mine: { status: "waitlisted", position: 1 },
    });
    expect(schedule.lessons.map((lesson) => [lesson.title, lesson.status])).toEqual([
      ["Private Lesson", "booked"],
      ["Bronze Waltz", "waitlisted"],
    ]);
    // Another student's name or lesson never appears.
    expect(JSON.stringify(schedule)).not.toContain("Other Dancer");
    expect(JSON.stringify(schedule)).not.toContain(othersLesson.id);
  });

  it("tells an unlinked student account so, with no lessons", async () => {
    const s = await makeScheduleStudio();
    const schedule = await getStudentSchedule(await getDb(), s.student.session);
    expect(schedule).toMatchObject({ linked: false, lessons: [] });
  });
});

describe("invite link status", () => {
  it("is open, used, expired or invalid", async () => {
    const { studio } = await makeStudio();
    const db = await getDb();
    // The invitations go to the address on the student's record, as the studio sends them.
    const student = await makeStudent(studio.id, { name: "Ivy Stone", email: "ivy@example.com" });
    const now = new Date();
    const base = { studioId: studio.id, email: "ivy@example.com", role: "student" as const, personId: student.id };
    const tokens = { open: "a".repeat(40), used: "b".repeat(40), expired: "c".repeat(40) };
    await db.insert(invites).values([
      { ...base, tokenHash: hashToken(tokens.open), expiresAt: new Date(now.getTime() + 86_400_000) },
      { ...base, tokenHash: hashToken(tokens.used), expiresAt: new Date(now.getTime() + 86_400_000), usedAt: now },
      { ...base, tokenHash: hashToken(tokens.expired), expiresAt: new Date(now.getTime() - 1000) },
    ]);
    expect(await readInviteStatus(db, tokens.open, now)).toMatchObject({
      state: "open",
      role: "student",
      email: "ivy@example.com",
      studioName: studio.name,
      name: "Ivy Stone",
    });
    expect(await readInviteStatus(db, tokens.used, now)).toEqual({ state: "used" });
    expect(await readInviteStatus(db, tokens.expired, now)).toEqual({ state: "expired" });
    expect(await readInviteStatus(db, "d".repeat(40), now)).toEqual({ state: "invalid" });
    expect(await readInviteStatus(db, "../bad", now)).toEqual({ state: "invalid" });
  });
});

import { describe, expect, it } from "vitest";
import {
  assertCanSchedule,
  assertCanSeeAccount,
  canBookInto,
  canCancelBooking,
  canManageEvent,
  canManageInstructor,
  canManageStudio,
  canSeeAccount,
  canSeeBooking,
  canSeeInactive,
  canSeePayments,
  canWaiveLateCancel,
  isStaff,
  isStudent,
  requireOwnStudentId,
  type Actor,
} from "@/lib/access/rules";
import { assertCanEditStudent } from "@/lib/access/students";

// The ids the session carries: Maria teaches, Sam dances; "other" ids belong to someone else.
const MARIA = "instructor-maria";
const SAM = "student-sam";
const owner: Actor = { role: "owner", instructorId: null, studentId: null };
const teachingOwner: Actor = { role: "owner", instructorId: "instructor-owner", studentId: null };
const maria: Actor = { role: "instructor", instructorId: MARIA, studentId: null };
const unlinkedInstructor: Actor = { role: "instructor", instructorId: null, studentId: null };
const sam: Actor = { role: "student", instructorId: null, studentId: SAM };
const unlinkedStudent: Actor = { role: "student", instructorId: null, studentId: null };

const mariasLesson = { instructorId: MARIA };
const othersLesson = { instructorId: "instructor-other" };
const practiceParty = { instructorId: null };

function refusal(run: () => void) {
  try {
    run();
  } catch (error) {
    return { code: (error as { code?: string }).code, message: (error as Error).message };
  }
  return null;
}

describe("roles", () => {
  it("only owners manage the studio; owners and instructors are staff; students are students", () => {
    expect([owner, maria, sam].map(canManageStudio)).toEqual([true, false, false]);
    expect([owner, maria, sam].map(isStaff)).toEqual([true, true, false]);
    expect([owner, maria, sam].map(isStudent)).toEqual([false, false, true]);
  });

  it("students see only what they can book; staff see inactive instructors and packages too", () => {
    expect([owner, maria, sam].map(canSeeInactive)).toEqual([true, true, false]);
  });
});

describe("events", () => {
  it("owners manage every event, an instructor only the ones they teach, students none", () => {
    expect(canManageEvent(owner, othersLesson)).toBe(true);
    expect(canManageEvent(owner, practiceParty)).toBe(true);
    expect(canManageEvent(maria, mariasLesson)).toBe(true);
    expect(canManageEvent(maria, othersLesson)).toBe(false);
    expect(canManageEvent(maria, practiceParty)).toBe(false);
    expect(canManageEvent(unlinkedInstructor, practiceParty)).toBe(false);
    expect(canManageEvent(sam, mariasLesson)).toBe(false);
  });

  it("scheduling: owners anything; instructors their own lessons before and after the change; students never", () => {
    expect(refusal(() => assertCanSchedule(owner, ["instructor-other", null]))).toBeNull();
    expect(refusal(() => assertCanSchedule(maria, [MARIA, undefined]))).toBeNull();
    expect(refusal(() => assertCanSchedule(maria, [MARIA, "instructor-other"]))).toEqual({
      code: "forbidden",
      message: "Instructors can only schedule and change their own lessons.",
    });
    expect(refusal(() => assertCanSchedule(maria, [null]))?.code).toBe("forbidden");
    expect(refusal(() => assertCanSchedule(unlinkedInstructor, [undefined]))?.code).toBe("forbidden");
    expect(refusal(() => assertCanSchedule(sam, [MARIA]))).toEqual({
      code: "forbidden",
      message: "Students can't create or change events. Ask the studio to book for you.",
    });
  });

  it("booking into an event: students for themselves, staff into the events they manage", () => {
    expect(canBookInto(sam, othersLesson)).toBe(true);
    expect(canBookInto(maria, mariasLesson)).toBe(true);
    expect(canBookInto(maria, othersLesson)).toBe(false);
    expect(canBookInto(teachingOwner, othersLesson)).toBe(true);
  });
});

describe("bookings", () => {
  const samsBooking = { studentId: SAM };
  const anotherBooking = { studentId: "student-other" };

  it("a student sees and cancels only their own booking; staff see all", () => {
    expect(canSeeBooking(sam, samsBooking)).toBe(true);
    expect(canSeeBooking(sam, anotherBooking)).toBe(false);
    expect(canSeeBooking(unlinkedStudent, samsBooking)).toBe(false);
    expect(canSeeBooking(maria, anotherBooking)).toBe(true);
    expect(canCancelBooking(sam, samsBooking, othersLesson)).toBe(true);
    expect(canCancelBooking(sam, anotherBooking, othersLesson)).toBe(false);
  });

  it("an instructor cancels places only in the lessons they teach; owners any", () => {
    expect(canCancelBooking(maria, anotherBooking, mariasLesson)).toBe(true);
    expect(canCancelBooking(maria, anotherBooking, othersLesson)).toBe(false);
    expect(canCancelBooking(owner, anotherBooking, othersLesson)).toBe(true);
  });

  it("only the studio waives a late-cancel fee", () => {
    expect([owner, maria, sam].map(canWaiveLateCancel)).toEqual([true, true, false]);
  });
});

describe("instructors", () => {
  it("contact details, rates and hours: the owner and the instructor themself", () => {
    expect(canManageInstructor(owner, MARIA)).toBe(true);
    expect(canManageInstructor(maria, MARIA)).toBe(true);
    expect(canManageInstructor(maria, "instructor-other")).toBe(false);
    expect(canManageInstructor(unlinkedInstructor, MARIA)).toBe(false);
    expect(canManageInstructor({ ...sam, instructorId: MARIA }, MARIA)).toBe(false);
  });
});

describe("money", () => {
  it("payments are the owner's and each student's own, never an instructor's", () => {
    expect([owner, maria, sam].map(canSeePayments)).toEqual([true, false, true]);
    expect(canSeeAccount(owner, "student-other")).toBe(true);
    expect(canSeeAccount(sam, SAM)).toBe(true);
    expect(canSeeAccount(sam, "student-other")).toBe(false);
    expect(canSeeAccount(maria, SAM)).toBe(false);
    expect(canSeeAccount(unlinkedStudent, SAM)).toBe(false);
  });

  it("another student's account answers 404, like another studio's", () => {
    expect(refusal(() => assertCanSeeAccount(sam, "student-other"))).toEqual({ code: "not_found", message: "Student not found." });
    expect(refusal(() => assertCanSeeAccount(sam, SAM))).toBeNull();
  });

  it("a student account not linked to a record is told what to do", () => {
    expect(requireOwnStudentId(sam)).toBe(SAM);
    expect(refusal(() => requireOwnStudentId(unlinkedStudent))).toEqual({
      code: "rule",
      message: "Your account isn't linked to a student record yet. Ask the studio to invite you again.",
    });
  });
});

describe("editing a student", () => {
  it("owners change anything; a student only their own contact fields", () => {
    expect(refusal(() => assertCanEditStudent(owner, SAM, ["level", "notes"]))).toBeNull();
    expect(refusal(() => assertCanEditStudent(sam, SAM, ["phone", "emergencyContact", "name", "email"]))).toBeNull();
    expect(refusal(() => assertCanEditStudent(sam, SAM, ["phone", "level"]))).toEqual({
      code: "forbidden",
      message: "Ask the studio to change your level.",
    });
    expect(refusal(() => assertCanEditStudent(sam, "student-other", ["phone"]))?.code).toBe("not_found");
    expect(refusal(() => assertCanEditStudent(maria, SAM, ["phone"]))?.code).toBe("not_found");
  });
});

import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { assertCanBookStudent, assertCanSeeStudent, canSeeStudent, visibleStudentsFilter } from "@/lib/access/students";
import type { Session } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { bookings, students } from "@/lib/db/schema";
import { hoursFromNow, makeEvent, makeStudent, makeStudentMember } from "../helpers/people-factory";
import { makeMember, makeScheduleStudio } from "../helpers/studio-factory";

/** Maria's studio: `mine` booked her class (long ago), `stranger` only James's; Sam is a student account. */
async function setup() {
  const s = await makeScheduleStudio();
  const db = await getDb();
  const [mine, stranger] = [await makeStudent(s.studio.id, { name: "Ana Mine" }), await makeStudent(s.studio.id, { name: "Bo Stranger" })];
  const sam = await makeStudentMember(s.studio.id, { name: "Sam Carter" });
  const hers = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(-400) });
  const his = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.otherInstructor.id, startsAt: hoursFromNow(-24) });
  // A cancelled place still makes Ana one of Maria's students: she knows her.
  await db.insert(bookings).values([
    { studioId: s.studio.id, eventId: hers.id, studentId: mine.id, status: "cancelled" },
    { studioId: s.studio.id, eventId: his.id, studentId: stranger.id, status: "attended" },
  ]);
  const unlinked = await makeMember(s.studio.id, "instructor");
  return { ...s, mine, stranger, sam, unlinked };
}

let f: Awaited<ReturnType<typeof setup>>;
let elsewhere: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  [f, elsewhere] = [await setup(), await setup()];
});

async function visibleNames(session: Session) {
  const db = await getDb();
  const rows = await db
    .select({ name: students.name })
    .from(students)
    .where(and(eq(students.studioId, session.studioId), visibleStudentsFilter(session)))
    .orderBy(students.name);
  return rows.map((row) => row.name);
}

describe("this instructor's students (lib/access/students.ts)", () => {
  it("owners see everyone, an instructor those who booked their lessons, a student their own record, an unlinked account nobody", async () => {
    expect(await visibleNames(f.owner.session)).toEqual(["Ana Mine", "Bo Stranger", "Sam Carter"]);
    expect(await visibleNames(f.instructorMember.session)).toEqual(["Ana Mine"]);
    expect(await visibleNames(f.sam.session)).toEqual(["Sam Carter"]);
    expect(await visibleNames(f.unlinked.session)).toEqual([]);
  });

  it("seeing one student follows the same rule", async () => {
    const db = await getDb();
    const see = (session: Session, id: string) => canSeeStudent(db, session, id);
    expect(await see(f.owner.session, f.stranger.id)).toBe(true);
    expect(await see(f.instructorMember.session, f.mine.id)).toBe(true);
    expect(await see(f.instructorMember.session, f.stranger.id)).toBe(false);
    expect(await see(f.sam.session, f.sam.student.id)).toBe(true);
    expect(await see(f.sam.session, f.mine.id)).toBe(false);
    // Another studio's student with the same history is not Maria's, though that instructor's is.
    expect(await see(f.instructorMember.session, elsewhere.mine.id)).toBe(false);
  });

  it("answers 404 for a student the caller can't see, exactly like another studio's id", async () => {
    const db = await getDb();
    await expect(assertCanSeeStudent(db, f.instructorMember.session, f.stranger.id)).rejects.toMatchObject({
      code: "not_found",
      message: "Student not found.",
    });
    await expect(assertCanSeeStudent(db, f.instructorMember.session, f.mine.id)).resolves.toBeUndefined();
  });

  it("instructors book only their students (403 naming the field); owners anyone", async () => {
    const db = await getDb();
    await expect(assertCanBookStudent(db, f.instructorMember.session, f.stranger.id)).rejects.toMatchObject({
      code: "forbidden",
      details: { fields: { studentId: "Choose one of your students." } },
    });
    await expect(assertCanBookStudent(db, f.instructorMember.session, f.mine.id)).resolves.toBeUndefined();
    await expect(assertCanBookStudent(db, f.owner.session, f.stranger.id)).resolves.toBeUndefined();
  });
});

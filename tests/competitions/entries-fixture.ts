import { getDb } from "@/lib/db/client";
import { bookings, students } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { POST as createEvent } from "@/app/api/competitions/route";
import { ensureSyllabus } from "@/lib/progress/dances";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudent, makeStudentMember } from "../helpers/people-factory";
import { danceId, localDate } from "../helpers/progress-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

/**
 * A studio with two instructors (Maria with an account, James), Ana (an account, Maria's student,
 * partnered with Ben), Ben (Maria's student), Cleo (James's only), and a published showcase made
 * through POST /api/competitions three weeks out, entries closing in ten days.
 */
export async function makeEntriesStudio(event: Record<string, unknown> = {}) {
  const s = await makeScheduleStudio();
  const db = await getDb();
  await ensureSyllabus(db, s.studio.id);
  const ana = await makeStudentMember(s.studio.id, { name: "Ana Lee" });
  const ben = await makeStudentMember(s.studio.id, { name: "Ben Ortiz" });
  const cleo = await makeStudent(s.studio.id, { name: "Cleo Diaz" });
  await db.update(students).set({ partnerId: ben.student.id }).where(eq(students.id, ana.student.id));
  const mine = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(-48) });
  const james = await makeEvent(s.studio.id, {
    serviceId: s.groupClass.id,
    instructorId: s.otherInstructor.id,
    startsAt: hoursFromNow(-50),
  });
  await db.insert(bookings).values([
    { studioId: s.studio.id, eventId: mine.id, studentId: ana.student.id, status: "attended" },
    { studioId: s.studio.id, eventId: mine.id, studentId: ben.student.id, status: "attended" },
    { studioId: s.studio.id, eventId: james.id, studentId: cleo.id, status: "attended" },
  ]);
  const made = await callRoute(createEvent, {
    token: s.owner.token,
    body: {
      kind: "showcase",
      name: "Spring Showcase",
      startsOn: localDate(21),
      endsOn: localDate(21),
      entryDeadline: localDate(10),
      published: true,
      singleDanceCents: 4_500,
      instructorHeatCents: 3_000,
      items: [
        { kind: "package", label: "10 heats + dinner", amountCents: 40_000, includedHeats: 10 },
        { kind: "extra", label: "Dinner ticket", amountCents: 6_000 },
        { kind: "shared", label: "Coach to the venue", amountCents: 30_000 },
      ],
      ...event,
    },
  });
  if (made.status !== 201) throw new Error(JSON.stringify(made.body));
  const waltz = await danceId(s.owner.token, "Waltz", "american-smooth");
  const tango = await danceId(s.owner.token, "Tango", "american-smooth");
  const foxtrot = await danceId(s.owner.token, "Foxtrot", "american-smooth");
  const rumba = await danceId(s.owner.token, "Rumba", "american-rhythm");
  return { ...s, ana, ben, cleo, competition: made.body.competition, dances: { waltz, tango, foxtrot, rumba } };
}

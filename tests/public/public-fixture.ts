import { getDb } from "@/lib/db/client";
import { bookings, instructorAvailability, publicInstructorConsents, studioPublicPages } from "@/lib/db/schema";
import { hoursFromNow, makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeInstructor, makeService, makeStudio } from "../helpers/studio-factory";

let counter = 0;

/**
 * A studio with its public page on: a class with places (one taken by a student whose name and
 * e-mail must never show), a full class, a shown instructor with weekly hours, one not shown.
 */
export async function makePublicStudio(page: Partial<typeof studioPublicPages.$inferInsert> = {}) {
  const db = await getDb();
  const { studio, owner } = await makeStudio({
    contactEmail: "hello@studio.test",
    contactAddress: "1 Main St",
    businessHours: null,
  });
  const slug = `studio-${Date.now().toString(36)}-${counter++}`;
  const shown = await makeInstructor(studio.id, { name: "Maria Lopez", email: "maria.private@example.test", styles: ["Waltz"] });
  const hidden = await makeInstructor(studio.id, { name: "Hidden Teacher", email: "hidden@example.test" });
  await db.insert(publicInstructorConsents).values({ studioId: studio.id, instructorId: shown.id });
  for (let weekday = 0; weekday < 7; weekday++)
    await db
      .insert(instructorAvailability)
      .values({ studioId: studio.id, instructorId: shown.id, weekday, startTime: "09:00", endTime: "21:00" });
  const group = await makeService(studio.id, { name: "Bronze Waltz", kind: "group", durationMinutes: 60, defaultCapacity: 10 });
  const privateLesson = await makeService(studio.id, { name: "Private Lesson", kind: "private", durationMinutes: 45 });
  const event = await makeEvent(studio.id, { serviceId: group.id, instructorId: shown.id, startsAt: hoursFromNow(48), capacity: 10 });
  const fullEvent = await makeEvent(studio.id, { serviceId: group.id, instructorId: hidden.id, startsAt: hoursFromNow(72), capacity: 1 });
  const member = await makeStudentMember(studio.id, {
    name: "Secret Student",
    email: "secret.student@example.test",
    phone: "+1 212 555 0199",
  });
  await db.insert(bookings).values([
    { studioId: studio.id, eventId: event.id, studentId: member.student.id, status: "booked" },
    { studioId: studio.id, eventId: fullEvent.id, studentId: member.student.id, status: "booked" },
  ]);
  await db.insert(studioPublicPages).values({
    studioId: studio.id,
    enabled: true,
    slug,
    description: "Ballroom for everyone.",
    showInstructorIds: [shown.id, hidden.id],
    ...page,
  });
  return { studio, owner, slug, shown, hidden, group, privateLesson, event, fullEvent, member };
}

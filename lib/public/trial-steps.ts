import "server-only";
import type { Session } from "@/lib/auth/session";
import { bookEvent } from "@/lib/booking/book-event";
import { bookPrivateLesson } from "@/lib/booking/private-lesson";
import type { Db, Tx } from "@/lib/db/client";
import { type CreatedInvite, createInvite } from "@/lib/people/invites";
import type { WantedLesson } from "./trial-lesson";
import { visitorSession } from "./visitor-session";

type TrialStudent = { id: string; name: string; email: string };

/** Books through the services students use, acting as the new student: same locks, capacity and clash rules. */
export async function bookWantedLesson(db: Db, studioId: string, student: TrialStudent, lesson: WantedLesson, now: Date) {
  const session = await visitorSession(db, studioId, student);
  if (lesson.kind === "class") return bookEvent(db, session, lesson.eventId, { role: lesson.role }, now);
  return bookPrivateLesson(
    db,
    session,
    { instructorId: lesson.instructorId, serviceId: lesson.serviceId, startsAt: lesson.startsAt.toISOString() },
    now,
  );
}

/** The invites flow (lib/people/invites.ts), on the studio's behalf: the link to set a password. */
export async function inviteTrialStudent(
  db: Db,
  studioId: string,
  student: TrialStudent,
  origin: string,
  onCreated: (tx: Tx, invite: CreatedInvite) => Promise<void>,
) {
  const studio: Pick<Session, "studioId"> = { studioId };
  return createInvite(db, studio as Session, { role: "student", personId: student.id, email: student.email }, origin, onCreated);
}

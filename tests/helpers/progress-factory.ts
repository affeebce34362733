import { GET as listDancesRoute } from "@/app/api/dances/route";
import { GET as listFiguresRoute } from "@/app/api/dances/[id]/figures/route";
import { getDb } from "@/lib/db/client";
import { bookings, studios } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { callRoute } from "./call-route";
import { hoursFromNow, makeEvent, makeStudent, makeStudentMember } from "./people-factory";
import { makeScheduleStudio } from "./studio-factory";

/**
 * A Pro studio where `me` (a student with an account) once attended the instructor's class, and
 * `stranger` only another instructor's: the instructor teaches `me`, not `stranger`.
 */
export async function makeProgressStudio(plan: "pro" | "basic" = "pro") {
  const s = await makeScheduleStudio();
  const db = await getDb();
  if (plan !== "pro") await db.update(studios).set({ plan }).where(eq(studios.id, s.studio.id));
  const me = await makeStudentMember(s.studio.id, { name: "Ana Mine" });
  const stranger = await makeStudent(s.studio.id, { name: "Bo Stranger" });
  const mine = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(-48) });
  const others = await makeEvent(s.studio.id, {
    serviceId: s.groupClass.id,
    instructorId: s.otherInstructor.id,
    startsAt: hoursFromNow(-50),
  });
  await db.insert(bookings).values([
    { studioId: s.studio.id, eventId: mine.id, studentId: me.student.id, status: "attended" },
    { studioId: s.studio.id, eventId: others.id, studentId: stranger.id, status: "attended" },
  ]);
  return { ...s, me, stranger, lesson: mine };
}

/** The studio's dance `name` in `style`, read through GET /api/dances as any client would. */
export async function danceId(token: string, name: string, style: string): Promise<string> {
  const { body } = await callRoute(listDancesRoute, { token });
  const dance = body.dances.find((row: { name: string; style: string }) => row.name === name && row.style === style);
  if (!dance) throw new Error(`no ${name} (${style})`);
  return dance.id;
}

export async function figuresOf(token: string, id: string): Promise<{ id: string; level: string; name: string }[]> {
  const { body } = await callRoute(listFiguresRoute, { token, params: { id } });
  return body.figures;
}

/** The studio's local date `days` from today (New York, as makeStudio sets). */
export function localDate(days = 0): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(date);
}

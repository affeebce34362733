import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { events, instructors, services, students, trialRequests } from "@/lib/db/schema";
import { bookWantedLesson } from "./trial-steps";
import type { WantedLesson } from "./trial-lesson";

export type PendingTrial = { id: string; studentName: string; email: string | null; lesson: string; startsAt: string; createdAt: string };

/** First lessons waiting for the studio's confirmation (owners, Settings → Public page). */
export async function listPendingTrials(db: Db, session: Session): Promise<PendingTrial[]> {
  const rows = await db
    .select({
      id: trialRequests.id,
      studentName: students.name,
      email: students.email,
      eventTitle: services.name,
      eventStart: events.startsAt,
      instructorName: instructors.name,
      startsAt: trialRequests.startsAt,
      createdAt: trialRequests.createdAt,
    })
    .from(trialRequests)
    .innerJoin(students, and(eq(students.studioId, trialRequests.studioId), eq(students.id, trialRequests.studentId)))
    .leftJoin(events, and(eq(events.studioId, trialRequests.studioId), eq(events.id, trialRequests.eventId)))
    .leftJoin(services, and(eq(services.studioId, trialRequests.studioId), eq(services.id, events.serviceId)))
    .leftJoin(instructors, and(eq(instructors.studioId, trialRequests.studioId), eq(instructors.id, trialRequests.instructorId)))
    .where(and(eq(trialRequests.studioId, session.studioId), eq(trialRequests.status, "pending")))
    .orderBy(asc(trialRequests.createdAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    studentName: row.studentName,
    email: row.email,
    lesson: row.eventTitle ?? `Private lesson with ${row.instructorName ?? "an instructor"}`,
    startsAt: (row.eventStart ?? row.startsAt ?? row.createdAt).toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * POST /api/trial-requests/{id}/confirm|decline (owners). Confirming books it through the same
 * services as any student booking (so a class that filled up meanwhile answers 409 and stays pending).
 */
export async function decideTrial(db: Db, session: Session, id: string, decision: "confirm" | "decline", now = new Date()) {
  const [row] = await db
    .select({ request: trialRequests, title: services.name })
    .from(trialRequests)
    .leftJoin(services, and(eq(services.studioId, trialRequests.studioId), eq(services.id, trialRequests.serviceId)))
    .where(and(eq(trialRequests.studioId, session.studioId), eq(trialRequests.id, id)))
    .limit(1);
  if (!row) throw new AppError("not_found", "That first-lesson request isn't in your studio.");
  if (row.request.status !== "pending") throw new AppError("conflict", "This first lesson has already been decided.");
  if (decision === "confirm") {
    const { request } = row;
    const lesson: WantedLesson = request.eventId
      ? { kind: "class", eventId: request.eventId, title: "", startsAt: now, role: (request.role as "lead" | "follow" | null) ?? undefined }
      : {
          kind: "private",
          instructorId: request.instructorId!,
          serviceId: request.serviceId!,
          title: row.title ?? "",
          startsAt: request.startsAt!,
        };
    // The studio books them in: billed to the account, as staff bookings are (no Checkout to send anyone to).
    await bookWantedLesson(db, session, request.studentId, lesson, now);
  }
  await db
    .update(trialRequests)
    .set({ status: decision === "confirm" ? "booked" : "declined", decidedAt: now })
    .where(and(eq(trialRequests.studioId, session.studioId), eq(trialRequests.id, id)));
  return { status: decision === "confirm" ? ("booked" as const) : ("declined" as const) };
}

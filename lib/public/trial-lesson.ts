import "server-only";
import { and, count, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db } from "@/lib/db/client";
import { bookings, events, instructors, services, type studioPublicPages } from "@/lib/db/schema";
import { takesPlace } from "@/lib/scheduling/places-taken";
import type { TTrialBooking } from "./schemas";

export type WantedLesson =
  | { kind: "class"; eventId: string; title: string; startsAt: Date; role?: "lead" | "follow" }
  | { kind: "private"; instructorId: string; serviceId: string; title: string; startsAt: Date };

type Page = typeof studioPublicPages.$inferSelect;

/**
 * What the visitor asked for, checked before anyone is created: a class must be offered online,
 * still ahead and not full (the same answer whoever asks, so a full class can't tell one address
 * from another); a private time must be with an instructor shown on the page. Checked when asked and
 * again when the visitor confirms; the booking services check all of it again under their locks.
 */
export async function resolveWantedLesson(
  db: Db,
  page: Page,
  input: Pick<TTrialBooking, "eventId" | "instructorId" | "startsAt" | "role">,
  now: Date,
): Promise<WantedLesson> {
  const studioId = page.studioId;
  if (input.eventId) {
    const [event] = await db
      .select({ id: events.id, title: services.name, startsAt: events.startsAt, status: events.status, capacity: events.capacity })
      .from(events)
      .innerJoin(services, and(eq(services.studioId, events.studioId), eq(services.id, events.serviceId)))
      .where(and(eq(events.studioId, studioId), eq(events.id, input.eventId), eq(services.bookableOnline, true)))
      .limit(1);
    if (!event || event.status !== "scheduled" || event.startsAt <= now)
      throw new AppError("not_found", "That class isn't on the timetable any more. Choose another.", {
        fields: { eventId: "Choose a class from the timetable." },
      });
    const [taken] = await db
      .select({ value: count() })
      .from(bookings)
      .where(and(eq(bookings.studioId, studioId), eq(bookings.eventId, event.id), takesPlace));
    if (Number(taken.value) >= event.capacity) throw new AppError("class_full", `${event.title} is full. Choose another class.`);
    return { kind: "class", eventId: event.id, title: event.title, startsAt: event.startsAt, role: input.role };
  }
  const instructorId = input.instructorId!;
  if (!page.showInstructorIds.includes(instructorId))
    throw new AppError("not_found", "That instructor isn't on this page.", {
      fields: { instructorId: "Choose an instructor from the page." },
    });
  const [row] = await db
    .select({ name: instructors.name, serviceId: services.id, serviceName: services.name })
    .from(instructors)
    .innerJoin(services, eq(services.studioId, instructors.studioId))
    .where(
      and(
        eq(instructors.studioId, studioId),
        eq(instructors.id, instructorId),
        eq(services.kind, "private"),
        eq(services.active, true),
        eq(services.bookableOnline, true),
      ),
    )
    .orderBy(services.name)
    .limit(1);
  if (!row) throw new AppError("not_found", "Private lessons aren't offered online here.", { fields: { instructorId: "Choose a class." } });
  return {
    kind: "private",
    instructorId,
    serviceId: row.serviceId,
    title: `${row.serviceName} with ${row.name}`,
    startsAt: new Date(input.startsAt!),
  };
}

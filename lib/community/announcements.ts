import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, gte, inArray, type SQL } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { bookings, events, memberships, services, students, users } from "@/lib/db/schema";
import { queueAnnouncement } from "@/lib/notifications/community-notices";
import type { TAnnouncement } from "./schemas";

/**
 * POST /api/announcements (owners, Pro "Marketing tools"): e-mails students through the outbox.
 * Only students with an account get it — the unsubscribe link needs one, and an announcement with no
 * way to stop it would not honour the choice. Each person and each address gets it once.
 */
export async function sendAnnouncement(db: Db, session: Session, input: TAnnouncement, now = new Date()) {
  const filters: SQL[] = [eq(students.studioId, session.studioId), eq(students.active, true)];
  if (input.audience === "level" && input.level) filters.push(eq(students.level, input.level));
  if (input.audience === "class" && input.serviceId) {
    const [service] = await db
      .select({ id: services.id, kind: services.kind })
      .from(services)
      .where(and(eq(services.studioId, session.studioId), eq(services.id, input.serviceId)));
    if (!service || (service.kind !== "group" && service.kind !== "practice"))
      throw new AppError("not_found", "Class not found.", { fields: { serviceId: "Choose one of your group classes." } });
    const booked = db
      .selectDistinct({ id: bookings.studentId })
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .where(
        and(
          eq(bookings.studioId, session.studioId),
          eq(events.studioId, session.studioId),
          eq(events.serviceId, service.id),
          gte(events.startsAt, now),
          inArray(bookings.status, ["booked", "waitlisted"]),
        ),
      );
    filters.push(inArray(students.id, booked));
  }
  const recipients = await db
    .select({ userId: users.id, name: students.name, email: users.email })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .innerJoin(
      memberships,
      and(eq(memberships.studioId, students.studioId), eq(memberships.userId, users.id), eq(memberships.active, true)),
    )
    .where(and(...filters))
    .orderBy(students.name);
  if (!recipients.length) throw new AppError("rule", "No student with an account matches: nobody would receive this announcement.");
  const id = randomUUID();
  const sent = await db.transaction((tx) => queueAnnouncement(tx, session.studioId, recipients, { id, ...input }, now));
  return { announcement: { id, ...sent } };
}

import "server-only";
import { and, eq, gte, inArray, type SQL } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { bookings, events, memberships, services, students, users } from "@/lib/db/schema";
import { mutedUserIds } from "@/lib/notifications/enqueue";
import type { TAnnouncementAudience } from "./schemas";

export type AnnouncementRecipient = { userId: string; name: string; email: string };

/**
 * The students an announcement goes to: active, with an account in the studio (the unsubscribe
 * link needs one — an e-mail with no way to stop it would not honour the choice), each person and
 * each address once. Also names the audience as the list of sent announcements shows it.
 */
export async function findAnnouncementRecipients(
  db: Db,
  session: Session,
  input: TAnnouncementAudience,
  now = new Date(),
): Promise<{ recipients: AnnouncementRecipient[]; audienceLabel: string }> {
  const filters: SQL[] = [eq(students.studioId, session.studioId), eq(students.active, true)];
  let audienceLabel = "All students";
  if (input.audience === "level" && input.level) {
    filters.push(eq(students.level, input.level));
    audienceLabel = `${input.level} students`;
  }
  if (input.audience === "class" && input.serviceId) {
    const [service] = await db
      .select({ id: services.id, kind: services.kind, name: services.name })
      .from(services)
      .where(and(eq(services.studioId, session.studioId), eq(services.id, input.serviceId)));
    if (!service || (service.kind !== "group" && service.kind !== "practice"))
      throw new AppError("not_found", "Class not found.", { fields: { serviceId: "Choose one of your group classes." } });
    audienceLabel = `Booked into ${service.name}`;
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
  const rows = await db
    .select({ userId: users.id, name: students.name, email: users.email })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .innerJoin(
      memberships,
      and(eq(memberships.studioId, students.studioId), eq(memberships.userId, users.id), eq(memberships.active, true)),
    )
    .where(and(...filters))
    .orderBy(students.name);
  const seen = new Set<string>();
  const recipients = rows.filter((to) => {
    const address = to.email.trim().toLowerCase();
    if (seen.has(address) || seen.has(to.userId)) return false;
    seen.add(address);
    seen.add(to.userId);
    return true;
  });
  return { recipients, audienceLabel };
}

/** GET /api/announcements/reach: how many it would e-mail, and how many of them turned announcements off. */
export async function announcementReach(db: Db, session: Session, input: TAnnouncementAudience, now = new Date()) {
  const { recipients, audienceLabel } = await findAnnouncementRecipients(db, session, input, now);
  if (!recipients.length) return { reach: 0, optedOut: 0, audienceLabel };
  // The outbox's own rule: the studio turned announcements off (every one held), or the person did.
  const muted = await mutedUserIds(
    db,
    session.studioId,
    "announcement",
    recipients.map((to) => to.userId),
  );
  return { reach: recipients.length - muted.size, optedOut: muted.size, audienceLabel };
}

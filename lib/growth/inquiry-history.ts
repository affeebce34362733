import "server-only";
import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import { AppError } from "@/lib/api/app-error";
import type { Db } from "@/lib/db/client";
import {
  bookings,
  contactMessages,
  events,
  inquiries,
  inquiryEvents,
  instructors,
  outboxMessages,
  sales,
  services,
  students,
  users,
} from "@/lib/db/schema";
import { INQUIRY_COLUMNS, assignedJoin, visibleTo, withSourceLabel } from "./inquiries";
import type { InquiryView } from "./inquiries-views";

/**
 * GET /api/inquiries/{id} and the inquiry's page: the inquiry with its whole history — each stage it
 * reached and who moved it, the messages they sent the studio, and, once they are a student, their
 * lessons, what they bought and the messages the studio sent them.
 */
export async function getInquiry(db: Db, session: Session, id: string): Promise<InquiryView> {
  const [row] = await db
    .select({
      ...INQUIRY_COLUMNS,
      contactMessageId: inquiries.contactMessageId,
      studentName: students.name,
      studentEmail: students.email,
      studentUserId: students.userId,
    })
    .from(inquiries)
    .leftJoin(instructors, assignedJoin)
    .leftJoin(students, and(eq(students.studioId, inquiries.studioId), eq(students.id, inquiries.studentId)))
    .where(and(visibleTo(session), eq(inquiries.id, id)))
    .limit(1);
  if (!row) throw new AppError("not_found", "Inquiry not found.");
  const { studentEmail, studentUserId, contactMessageId, ...inquiry } = row;
  const studioId = session.studioId;
  const emails = [inquiry.email, studentEmail].filter((email): email is string => !!email).map((email) => email.toLowerCase());
  const byEmail = (column: typeof contactMessages.email | typeof outboxMessages.recipient) =>
    emails.length
      ? sql`lower(${column}) in (${sql.join(
          emails.map((email) => sql`${email}`),
          sql`, `,
        )})`
      : undefined;
  const studentId = inquiry.studentId;

  const [stageEvents, messages, lessons, sold, sent] = await Promise.all([
    db
      .select({ stage: inquiryEvents.stage, at: inquiryEvents.at, byName: users.name, note: inquiryEvents.note })
      .from(inquiryEvents)
      .leftJoin(users, eq(users.id, inquiryEvents.byUserId))
      .where(and(eq(inquiryEvents.studioId, studioId), eq(inquiryEvents.inquiryId, id)))
      .orderBy(asc(inquiryEvents.at)),
    db
      .select({ id: contactMessages.id, subject: contactMessages.subject, message: contactMessages.message, at: contactMessages.createdAt })
      .from(contactMessages)
      .where(
        and(
          eq(contactMessages.studioId, studioId),
          or(contactMessageId ? eq(contactMessages.id, contactMessageId) : undefined, byEmail(contactMessages.email)),
        ),
      )
      .orderBy(desc(contactMessages.createdAt))
      .limit(50),
    studentId
      ? db
          .select({ id: bookings.id, title: services.name, startsAt: events.startsAt, status: bookings.status })
          .from(bookings)
          .innerJoin(events, and(eq(events.studioId, bookings.studioId), eq(events.id, bookings.eventId)))
          .innerJoin(services, and(eq(services.studioId, events.studioId), eq(services.id, events.serviceId)))
          .where(and(eq(bookings.studioId, studioId), eq(bookings.studentId, studentId)))
          // The first lessons are the pipeline's story; the student's page has the rest.
          .orderBy(asc(events.startsAt))
          .limit(10)
      : [],
    studentId
      ? db
          .select({ id: sales.id, name: sales.name, category: sales.category, amountCents: sales.amountCents, soldAt: sales.soldAt })
          .from(sales)
          .where(and(eq(sales.studioId, studioId), eq(sales.studentId, studentId)))
          .orderBy(desc(sales.soldAt))
          .limit(50)
      : [],
    studentUserId || emails.length
      ? db
          .select({ id: outboxMessages.id, subject: outboxMessages.subject, status: outboxMessages.status, at: outboxMessages.createdAt })
          .from(outboxMessages)
          .where(
            and(
              eq(outboxMessages.studioId, studioId),
              or(studentUserId ? eq(outboxMessages.userId, studentUserId) : undefined, byEmail(outboxMessages.recipient)),
            ),
          )
          .orderBy(desc(outboxMessages.createdAt))
          .limit(50)
      : [],
  ]);
  return {
    ...withSourceLabel(inquiry),
    history: { events: stageEvents, messages, lessons, sales: sold, outbox: sent },
  };
}

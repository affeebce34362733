import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { redactSecrets } from "@/lib/notifications/secrets";
import { iso } from "./table-spec";

const at = (expression: string) => sql.raw(iso(expression));

/**
 * What the studio keeps about one student, as that student may read it: their record (never the
 * studio's notes about them), answers to the fields they are asked, lessons, money, progress and signatures.
 */
export async function studentData(db: Db, studioId: string, studentId: string) {
  const scope = sql`t.studio_id = ${studioId} and t.student_id = ${studentId}`;
  const [record] = await queryRows(
    db,
    sql`select t.name, t.email, t.phone, t.level, t.date_of_birth::text as "dateOfBirth", t.emergency_contact as "emergencyContact",
        case when p.erased_at is not null then 'Former student #' || coalesce(p.former_number::text, '') else p.name end as "partner",
        t.active, ${at("t.created_at")} as "createdAt"
      from students t left join students p on p.studio_id = t.studio_id and p.id = t.partner_id
      where t.studio_id = ${studioId} and t.id = ${studentId}`,
  );
  const [intakeAnswers, lessons, packages, payments, memberships, paymentItems] = await Promise.all([
    queryRows(
      db,
      sql`select f.label as "field", t.value, ${at("t.updated_at")} as "updatedAt"
        from intake_answers t join intake_fields f on f.studio_id = t.studio_id and f.id = t.field_id
        where ${scope} and not f.staff_only order by f.position, f.label`,
    ),
    queryRows(
      db,
      sql`select ${at("e.starts_at")} as "startsAt", ${at("e.ends_at")} as "endsAt", sv.name as "service", i.name as "instructor",
          r.name as "room", t.status, t.role, ${at("t.created_at")} as "bookedAt", ${at("t.cancelled_at")} as "cancelledAt"
        from bookings t join events e on e.studio_id = t.studio_id and e.id = t.event_id
        left join services sv on sv.studio_id = e.studio_id and sv.id = e.service_id
        left join instructors i on i.studio_id = e.studio_id and i.id = e.instructor_id
        left join rooms r on r.studio_id = e.studio_id and r.id = e.room_id
        where ${scope} order by e.starts_at, t.id`,
    ),
    queryRows(
      db,
      sql`select t.name, t.units, t.units_used as "unitsUsed", t.price_cents as "priceCents",
          ${at("t.purchased_at")} as "purchasedAt", ${at("t.expires_at")} as "expiresAt"
        from student_packages t where ${scope} order by t.purchased_at, t.id`,
    ),
    queryRows(
      db,
      sql`select ${at("t.created_at")} as "date", t.kind, t.amount_cents as "amountCents", t.method, t.description
        from ledger_entries t where ${scope} order by t.created_at, t.id`,
    ),
    queryRows(
      db,
      sql`select t.name, t.price_cents as "priceCents", t.period, t.starts_on::text as "startsOn", t.ends_on::text as "endsOn",
          t.paused_from::text as "pausedFrom", t.paused_until::text as "pausedUntil", ${at("t.cancelled_at")} as "cancelledAt"
        from student_memberships t where ${scope} order by t.starts_on, t.id`,
    ),
    queryRows(
      db,
      sql`select t.due_on::text as "dueOn", t.amount_cents as "amountCents", t.description, t.status, ${at("t.settled_at")} as "settledAt"
        from payment_items t where ${scope} order by t.due_on nulls last, t.sequence, t.id`,
    ),
  ]);
  return {
    record: record ?? null,
    intakeAnswers,
    lessons,
    packages,
    payments,
    memberships,
    paymentItems,
    ...(await progressAndSignatures(db, scope)),
    inquiry: await inquiryOf(db, studioId, studentId),
  };
}

/**
 * The student's inquiry as the studio took it in: how and where they came, their interest, the
 * stages it reached and the messages they sent the studio; like their record, without what staff
 * wrote about them (notes, follow-up tasks, the reason a lost inquiry was lost, notes on a stage).
 */
async function inquiryOf(db: Db, studioId: string, studentId: string) {
  const [inquiry] = await queryRows<{ id: string; contactMessageId: string | null; email: string | null }>(
    db,
    sql`select t.id, t.contact_message_id as "contactMessageId", t.name, t.email, t.phone, t.origin, t.source, t.interest, t.stage,
        ${at("t.created_at")} as "createdAt"
      from inquiries t where t.studio_id = ${studioId} and t.student_id = ${studentId}`,
  );
  if (!inquiry) return null;
  const { id, contactMessageId, ...shown } = inquiry;
  const [stages, messagesSent] = await Promise.all([
    queryRows(
      db,
      sql`select t.stage, ${at("t.at")} as "at" from inquiry_events t where t.studio_id = ${studioId} and t.inquiry_id = ${id} order by t.at, t.id`,
    ),
    queryRows(
      db,
      sql`select ${at("t.created_at")} as "sentAt", t.name, t.email, t.subject, t.message from contact_messages t
        where t.studio_id = ${studioId} and (t.id = ${contactMessageId} or lower(t.email) in (
          select lower(s.email) from students s where s.studio_id = ${studioId} and s.id = ${studentId} and s.email is not null
          union select nullif(lower(${inquiry.email ?? ""}), '')))
        order by t.created_at, t.id`,
    ),
  ]);
  return { ...shown, stages, messagesSent };
}

async function progressAndSignatures(db: Db, scope: ReturnType<typeof sql>) {
  const [figures, assessments, goals, practice, notes, signatures] = await Promise.all([
    queryRows(
      db,
      sql`select d.name as "dance", f.name as "figure", f.level, t.status, t.checked_at::text as "checkedAt"
        from student_figures t join figures f on f.studio_id = t.studio_id and f.id = t.figure_id
        join dances d on d.studio_id = f.studio_id and d.id = f.dance_id where ${scope} order by d.position, f.position, t.id`,
    ),
    queryRows(
      db,
      sql`select d.name as "dance", t.level, t.result, t.kind, t.date::text as "date", t.marks, t.notes, t.examiner, t.video_url as "videoUrl"
        from assessments t join dances d on d.studio_id = t.studio_id and d.id = t.dance_id where ${scope} order by t.date, t.id`,
    ),
    queryRows(
      db,
      sql`select t.title, t.kind, t.level, t.weekly_minutes as "weeklyMinutes", t.target_date::text as "targetDate", t.achieved_at::text as "achievedAt"
        from goals t where ${scope} order by t.target_date, t.id`,
    ),
    queryRows(
      db,
      sql`select t.date::text as "date", t.minutes, t.with_partner as "withPartner", t.note from practice_logs t where ${scope} order by t.date, t.id`,
    ),
    queryRows(
      db,
      sql`select t.body, t.video_url as "videoUrl", u.name as "author", ${at("t.created_at")} as "createdAt"
        from progress_notes t left join users u on u.id = t.author_id where ${scope} order by t.created_at, t.id`,
    ),
    queryRows(
      db,
      sql`select d.title as "document", v.version, t.full_name as "fullName", t.guardian_name as "guardianName", t.body_hash as "bodyHash",
          ${at("t.signed_at")} as "signedAt", t.ip_address as "ipAddress", t.user_agent as "userAgent"
        from document_signatures t join documents d on d.studio_id = t.studio_id and d.id = t.document_id
        join document_versions v on v.studio_id = t.studio_id and v.id = t.version_id where ${scope} order by t.signed_at, t.id`,
    ),
  ]);
  return { progress: { figures, assessments, goals, practice, notes }, signatures };
}

/** The messages the studio sent this person (to their account or their address), secret slots redacted. */
export async function messagesTo(db: Db, studioId: string, userId: string, email: string) {
  const rows = await queryRows<{ text: string }>(
    db,
    sql`select ${at("t.created_at")} as "createdAt", t.channel, t.recipient, t.subject, t.text, t.status, ${at("t.sent_at")} as "sentAt"
      from outbox_messages t where t.studio_id = ${studioId} and (t.user_id = ${userId} or lower(t.recipient) = lower(${email}))
      order by t.created_at, t.id`,
  );
  return rows.map((row) => ({ ...row, text: redactSecrets(row.text) }));
}

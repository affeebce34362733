import "server-only";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { inquiries, inquiryEvents, students, studios, type INQUIRY_INTERESTS, type TrialSource } from "@/lib/db/schema";
import { instantToLocal } from "@/lib/dates/wall-time";
import { moveInquiriesForBooking } from "./inquiry-stages";

type Person = { studioId: string; name: string; email: string; phone?: string | null };

/** The studio's open inquiry for this student or, not yet linked to anyone, for this address. */
async function findInquiry(tx: Tx, studioId: string, studentId: string | null, email: string) {
  const [row] = await tx
    .select({ id: inquiries.id, studentId: inquiries.studentId, source: inquiries.source, followUpOn: inquiries.followUpOn })
    .from(inquiries)
    .where(
      and(
        eq(inquiries.studioId, studioId),
        or(
          studentId ? eq(inquiries.studentId, studentId) : undefined,
          and(isNull(inquiries.studentId), sql`lower(${inquiries.email}) = ${email.toLowerCase()}`),
        ),
      ),
    )
    .orderBy(sql`${inquiries.studentId} is null`)
    .limit(1)
    .for("update");
  return row ?? null;
}

async function insertInquiry(tx: Tx, values: typeof inquiries.$inferInsert, at: Date): Promise<string | null> {
  const [row] = await tx.insert(inquiries).values(values).onConflictDoNothing().returning({ id: inquiries.id });
  if (row) await tx.insert(inquiryEvents).values({ studioId: values.studioId, inquiryId: row.id, stage: "new", at });
  return row?.id ?? null;
}

/**
 * A visitor confirmed a first lesson from the public page: the student's inquiry (made now, or one
 * staff typed in for that address, now linked) keeps where they came from, and stands at first lesson
 * booked when the lesson was booked (not when it waits for the studio's confirmation).
 */
export async function openInquiryForFirstLesson(
  db: Db,
  person: Person & { studentId: string; source: TrialSource | null; booked: boolean },
  now = new Date(),
): Promise<void> {
  const { studioId, studentId } = person;
  await db.transaction(async (tx) => {
    const known = await findInquiry(tx, studioId, studentId, person.email);
    if (known)
      await tx
        .update(inquiries)
        .set({ studentId, source: known.source ?? person.source, updatedAt: now })
        .where(and(eq(inquiries.studioId, studioId), eq(inquiries.id, known.id)));
    else
      await insertInquiry(
        tx,
        {
          studioId,
          studentId,
          name: person.name,
          email: person.email,
          phone: person.phone || null,
          origin: "first_lesson_form",
          source: person.source,
          createdAt: now,
          updatedAt: now,
        },
        now,
      );
    if (person.booked) await moveInquiriesForBooking(tx, studioId, [studentId], now);
  });
}

/** What the studio's contact form adds to a message: a number, what they want to dance for, where they came from. */
type ContactDetails = { phone?: string | null; interest?: (typeof INQUIRY_INTERESTS)[number]; source?: TrialSource | null };

/**
 * A message from the studio's contact form: a new inquiry (linked to the student with that address,
 * if there is one) with the visitor's interest and source, due for a reply today; someone already in
 * the pipeline keeps their one inquiry: the message joins its history, what it lacked (a phone, a
 * source, an interest other than "other") is filled in, and a reply falls due today unless a
 * follow-up is already set. Answers the inquiry's id.
 */
export async function openInquiryFromContact(
  db: Db,
  message: Person & ContactDetails & { contactMessageId: string },
  now = new Date(),
): Promise<string | null> {
  const { studioId } = message;
  const interest = message.interest ?? "other";
  return db.transaction(async (tx) => {
    const [studio] = await tx.select({ timeZone: studios.timeZone }).from(studios).where(eq(studios.id, studioId)).limit(1);
    if (!studio) return null;
    const today = instantToLocal(now, studio.timeZone).date;
    const [student] = await tx
      .select({ id: students.id })
      .from(students)
      .where(
        and(eq(students.studioId, studioId), sql`lower(${students.email}) = ${message.email.toLowerCase()}`, isNull(students.erasedAt)),
      )
      .limit(1);
    const known = await findInquiry(tx, studioId, student?.id ?? null, message.email);
    const reply = { followUpOn: today, followUpNote: "Reply to their message" };
    if (known) {
      await tx
        .update(inquiries)
        .set({
          ...(known.followUpOn ? {} : reply),
          phone: sql`coalesce(${inquiries.phone}, ${message.phone || null})`,
          source: known.source ?? message.source ?? null,
          interest: sql`case when ${inquiries.interest} = 'other' then ${interest} else ${inquiries.interest} end`,
          updatedAt: now,
        })
        .where(and(eq(inquiries.studioId, studioId), eq(inquiries.id, known.id)));
      return known.id;
    }
    return insertInquiry(
      tx,
      {
        studioId,
        studentId: student?.id ?? null,
        name: message.name,
        email: message.email,
        phone: message.phone || null,
        origin: "contact_form",
        source: message.source ?? null,
        interest,
        contactMessageId: message.contactMessageId,
        ...reply,
        createdAt: now,
        updatedAt: now,
      },
      now,
    );
  });
}

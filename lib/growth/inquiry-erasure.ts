import "server-only";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { inquiries, inquiryEvents } from "@/lib/db/schema";

/**
 * An erased student's inquiries (linked to them, or typed in with one of their addresses) stay
 * counted in the pipeline and its stages, under "Former student #N", with nothing of who they were:
 * contact details, notes, the follow-up task and a lost reason's words go.
 */
export async function eraseInquiries(tx: Tx, studioId: string, whom: { studentId: string; emails: string[]; name: string }) {
  const theirs = or(
    eq(inquiries.studentId, whom.studentId),
    whom.emails.length ? inArray(sql`lower(${inquiries.email})`, whom.emails) : undefined,
  );
  const erased = await tx
    .update(inquiries)
    .set({
      name: whom.name,
      email: null,
      phone: null,
      notes: null,
      followUpOn: null,
      followUpNote: null,
      lostReason: sql`case when ${inquiries.stage} = 'lost' then 'Removed' end`,
    })
    .where(and(eq(inquiries.studioId, studioId), theirs))
    .returning({ id: inquiries.id });
  if (erased.length)
    await tx
      .update(inquiryEvents)
      .set({ note: null })
      .where(
        and(
          eq(inquiryEvents.studioId, studioId),
          inArray(
            inquiryEvents.inquiryId,
            erased.map((row) => row.id),
          ),
        ),
      );
}

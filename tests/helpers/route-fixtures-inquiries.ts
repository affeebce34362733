import type { Db } from "@/lib/db/client";
import { inquiries, inquiryEvents } from "@/lib/db/schema";

/**
 * An inquiry for the generated tests' studio, for Sam (a student), assigned to the studio's
 * instructor so the instructor's request reaches it too: /api/inquiries/{id} routes name it.
 */
export async function inquiryRecords(db: Db, studioId: string, studentId: string, instructorId: string) {
  const [inquiry] = await db
    .insert(inquiries)
    .values({ studioId, studentId, name: "Sam Inquirer", email: "sam.inquiry@example.test", origin: "phone", assignedTo: instructorId })
    .returning({ id: inquiries.id });
  await db.insert(inquiryEvents).values({ studioId, inquiryId: inquiry.id, stage: "new" });
  return { inquiryId: inquiry.id };
}

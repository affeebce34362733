import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { documentSignatures, documents, documentVersions, students } from "@/lib/db/schema";
import { hashBody } from "@/lib/records/documents";

export const DEMO_WAIVER_TITLE = "Liability waiver";

const WAIVER_TEXT = `Promenade Ballroom — Release of liability

Ballroom and Latin dancing is physical activity. Lessons, classes, practice parties and practice-room time involve turns, lifts, dips and dancing close to other couples, and carry a risk of injury, including sprains, strains, falls and collisions.

1. I take part of my own free will, and I accept the risks of dancing at the studio.
2. I will tell my instructor before a lesson about any injury or health condition that may affect my dancing, and I will stop when I feel unwell.
3. I will wear suitable shoes and follow my instructor's and the studio's safety instructions, on the floor and in the practice rooms.
4. I release Promenade Ballroom, its owners, instructors and staff from claims for injury or loss arising from my taking part, except where caused by their negligence.
5. In an emergency, I agree that the studio may call for medical help on my behalf.

This waiver applies to every lesson, class, party and practice session I book until the studio publishes a new version.`;

/**
 * The demo's liability waiver, required before booking, published once and signed by the demo's
 * students as they were when it was written, except two without an account (so the owner's "not signed" list
 * shows someone). Students added later (an invitation, an e2e run) sign it on their first booking.
 * Idempotent: nothing happens once the studio has the document.
 */
export async function seedDocuments(db: Db, studioId: string): Promise<void> {
  const [existing] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.studioId, studioId), eq(documents.title, DEMO_WAIVER_TITLE)))
    .limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    const [document] = await tx
      .insert(documents)
      .values({ studioId, title: DEMO_WAIVER_TITLE, kind: "waiver", requiredBeforeBooking: true })
      .returning({ id: documents.id });
    const bodyHash = hashBody(WAIVER_TEXT);
    const [version] = await tx
      .insert(documentVersions)
      .values({ studioId, documentId: document.id, version: 1, body: WAIVER_TEXT, bodyHash })
      .returning({ id: documentVersions.id });
    const signers = await tx
      .select({ id: students.id, name: students.name, userId: students.userId })
      .from(students)
      .where(and(eq(students.studioId, studioId), eq(students.active, true)))
      .orderBy(asc(students.createdAt), asc(students.name));
    // The last two without an account stay unsigned; Sam (the demo student's account) has signed.
    const unsigned = new Set(
      signers
        .filter((student) => !student.userId)
        .slice(-2)
        .map((student) => student.id),
    );
    const signing = signers.filter((student) => !unsigned.has(student.id));
    if (signing.length === 0) return;
    await tx.insert(documentSignatures).values(
      signing.map((student, index) => ({
        studioId,
        versionId: version.id,
        documentId: document.id,
        studentId: student.id,
        signedBy: student.userId,
        fullName: student.name,
        bodyHash,
        ipAddress: `192.0.2.${10 + (index % 200)}`,
        userAgent:
          "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
        signedAt: new Date(Date.now() - (30 + (index % 20)) * 86_400_000),
      })),
    );
  });
}

import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { giftCertificates, giftRedemptions, ledgerEntries, students } from "@/lib/db/schema";
import { newGiftCode } from "@/lib/growth/gift-codes";

/**
 * The demo's gift certificates: one open, one bought online and half redeemed into a student's
 * credit history, one used up. Idempotent: nothing happens once the studio has any.
 */
export async function seedGiftCertificates(db: Db, studioId: string): Promise<void> {
  const [existing] = await db
    .select({ id: giftCertificates.id })
    .from(giftCertificates)
    .where(eq(giftCertificates.studioId, studioId))
    .limit(1);
  if (existing) return;
  const [student] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.active, true)))
    .orderBy(asc(students.name))
    .limit(1);
  const base = { studioId, soldVia: "desk" as const, paymentMethod: "card" as const, buyerEmail: null, recipientEmail: null };
  const rows = await db
    .insert(giftCertificates)
    .values([
      {
        ...base,
        code: newGiftCode(),
        amountCents: 15_000,
        balance: 15_000,
        paidCents: 15_000,
        buyerName: "Helen Park",
        recipientName: "Daniel Park",
        message: "Happy birthday — dance with me!",
      },
      {
        ...base,
        soldVia: "online",
        paymentMethod: "online",
        code: newGiftCode(),
        amountCents: 20_000,
        balance: student ? 10_000 : 20_000,
        paidCents: 20_000,
        buyerName: "Olivia Brandt",
        recipientName: "Maya & Tom Reyes",
        message: "For your first dance. Congratulations!",
      },
    ])
    .returning({ id: giftCertificates.id });
  // Half of the second went into the student's account credit, as a redemption at the desk writes it.
  if (!student) return;
  const [credit] = await db
    .insert(ledgerEntries)
    .values({
      studioId,
      studentId: student.id,
      kind: "payment",
      method: "other",
      amountCents: 10_000,
      description: "Gift certificate",
      broughtForward: true,
    })
    .returning({ id: ledgerEntries.id });
  await db.insert(giftRedemptions).values({
    studioId,
    giftCertificateId: rows[1].id,
    studentId: student.id,
    amount: 10_000,
    valueCents: 10_000,
    ledgerEntryId: credit.id,
  });
}

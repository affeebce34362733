import "server-only";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Tx } from "@/lib/db/client";
import { giftCertificates, giftRedemptions } from "@/lib/db/schema";

/**
 * An erased student's gift certificates keep their money, balance and redemptions (the liability and
 * the credit they became still add up), with nothing that names the student: where they were the
 * recipient (their address, or a certificate they redeemed) the recipient's name, address and the
 * message to them go; where they bought one, the buyer's name and address go. Their redemptions stay
 * linked to the student's row, which now reads "Former student #N".
 */
export async function eraseGiftNames(tx: Tx, studioId: string, whom: { studentId: string; emails: string[]; name: string }) {
  const redeemed = tx
    .select({ id: giftRedemptions.giftCertificateId })
    .from(giftRedemptions)
    .where(and(eq(giftRedemptions.studioId, studioId), eq(giftRedemptions.studentId, whom.studentId)));
  const byAddress = (column: PgColumn) => (whom.emails.length ? inArray(sql`lower(${column})`, whom.emails) : undefined);
  await tx
    .update(giftCertificates)
    .set({ recipientName: whom.name, recipientEmail: null, message: null })
    .where(
      and(eq(giftCertificates.studioId, studioId), or(byAddress(giftCertificates.recipientEmail), inArray(giftCertificates.id, redeemed))),
    );
  const asBuyer = byAddress(giftCertificates.buyerEmail);
  if (asBuyer)
    await tx
      .update(giftCertificates)
      .set({ buyerName: whom.name, buyerEmail: null })
      .where(and(eq(giftCertificates.studioId, studioId), asBuyer));
}

import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { giftCertificates } from "@/lib/db/schema";

/** A gift certificate sold at the desk, for the generated tests' studio: /api/gift-certificates/{id} routes name it. */
export async function giftRecords(db: Db, studioId: string) {
  const [gift] = await db
    .insert(giftCertificates)
    .values({
      studioId: studioId,
      code: `GIFT${randomUUID().slice(0, 8).toUpperCase()}`,
      amountCents: 5000,
      balance: 5000,
      paidCents: 5000,
      buyerName: "Gina",
      recipientName: "Sam",
      soldVia: "desk",
      paymentMethod: "cash",
    })
    .returning({ id: giftCertificates.id });
  return { giftId: gift.id };
}

import type { Db } from "@/lib/db/client";
import { sales } from "@/lib/db/schema";

/** A sale for the generated tests' `/api/sales/{id}`: the world's membership, as its enrolment records it. */
export async function salesRecords(db: Db, studioId: string, studentId: string, membershipId: string) {
  const [sale] = await db
    .insert(sales)
    .values({
      studioId,
      studentId,
      kind: "membership",
      studentMembershipId: membershipId,
      name: "Monthly membership",
      category: "original",
      listCents: 0,
      amountCents: 0,
      soldAt: new Date(),
    })
    .returning({ id: sales.id });
  return { saleId: sale.id };
}

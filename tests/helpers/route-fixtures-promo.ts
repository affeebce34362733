import type { Db } from "@/lib/db/client";
import { promoCodes } from "@/lib/db/schema";

/** A promo code for the generated tests' studio: /api/promo-codes/{id} routes name it. */
export async function promoRecords(db: Db, studioId: string) {
  const [code] = await db
    .insert(promoCodes)
    .values({ studioId, code: "WORLD10", kind: "percent", percent: 10 })
    .returning({ id: promoCodes.id });
  return { promoCodeId: code.id };
}

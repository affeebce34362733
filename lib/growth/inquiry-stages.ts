import "server-only";
import type { Tx } from "@/lib/db/client";
import type { SALE_CATEGORIES } from "@/lib/db/schema";

/**
 * Moves the student's inquiry forward for a sale just recorded (an original, an extension, a
 * renewal); never backward, and never out of `lost` by itself.
 */
export async function moveInquiryForSale(
  _tx: Tx,
  _sale: { studioId: string; studentId: string; category: (typeof SALE_CATEGORIES)[number]; at: Date },
): Promise<void> {}

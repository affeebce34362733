import "server-only";
import type { Db } from "@/lib/db/client";
import { promoCodes } from "@/lib/db/schema";

/** Local date `days` from today (UTC is close enough for a demo's dates). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo's promo codes: a welcome code for first-time students, a spring code for packages with a
 * last day ahead, and one that ended last month. Idempotent: a code the studio has is left as it is.
 */
export async function seedPromoCodes(db: Db, studioId: string): Promise<void> {
  await db
    .insert(promoCodes)
    .values([
      { studioId, code: "WELCOME15", description: "First visit", kind: "percent", percent: 15, firstTimeOnly: true, maxUsesPerStudent: 1 },
      {
        studioId,
        code: "SPRING20",
        description: "Spring newsletter",
        kind: "percent",
        percent: 20,
        membershipPlanIds: [],
        serviceIds: [],
        endsOn: day(30),
        maxUses: 50,
        maxUsesPerStudent: 1,
      },
      {
        studioId,
        code: "SHOWCASE25",
        description: "Showcase night",
        kind: "amount",
        amountCents: 2_500,
        startsOn: day(-60),
        endsOn: day(-20),
      },
    ])
    .onConflictDoNothing();
}

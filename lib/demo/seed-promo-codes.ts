import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { packages, promoCodes, promoRedemptions, students } from "@/lib/db/schema";

/** Local date `days` from today (UTC is close enough for a demo's dates). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo's promo codes: a welcome code for first-time students, a spring code for packages with a
 * last day ahead, and one that ended last month (used once, on a package, while it ran). Idempotent:
 * a code the studio has is left as it is, and its use is written once.
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
  await seedShowcaseUse(db, studioId);
}

/** The ended code's one use: the first demo student bought the first package with it, while it ran. */
async function seedShowcaseUse(db: Db, studioId: string): Promise<void> {
  const [code] = await db
    .select({
      id: promoCodes.id,
      uses: sql<number>`(select count(*)::int from promo_redemptions r where r.studio_id = ${studioId} and r.promo_code_id = ${promoCodes.id})`,
    })
    .from(promoCodes)
    .where(and(eq(promoCodes.studioId, studioId), eq(promoCodes.code, "SHOWCASE25")));
  if (!code || code.uses > 0) return;
  const [student] = await db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.studioId, studioId))
    .orderBy(asc(students.createdAt))
    .limit(1);
  const [item] = await db
    .select({ id: packages.id, name: packages.name, priceCents: packages.priceCents })
    .from(packages)
    .where(and(eq(packages.studioId, studioId), sql`${packages.priceCents} >= 2500`))
    .orderBy(asc(packages.createdAt))
    .limit(1);
  if (!student || !item) return;
  await db.insert(promoRedemptions).values({
    studioId,
    promoCodeId: code.id,
    studentId: student.id,
    usedFor: "package",
    name: item.name,
    listCents: item.priceCents,
    discountCents: 2_500,
    redeemedAt: new Date(Date.now() - 40 * 86_400_000),
  });
}

import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { packageServices, packages, paymentItems, services, studentPackages, studios } from "@/lib/db/schema";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { chargeInstant } from "@/lib/autopay/periods";
import { planSchedule, type PlanWithInstalments } from "@/lib/payments/plan-schedule";
import { DemoMoney, demoStudents } from "./seed-autopay-money";

const DAY = 86_400_000;

type Sale = { studentId: string; packageId: string; plan: PlanWithInstalments; soldOn: string; time: string };

/**
 * Two programs sold on payment plans: "Bronze 1 program" in 6 monthly payments (2 paid, at the desk
 * with the sale and then by card; 4 to come) and "10 Private Lessons" by the lesson (a payment every
 * 2 lessons posted; the first paid with the sale, none of its lessons taken yet). The schedule is the
 * sale's own (planSchedule), written as writePlanItems writes it; what fell due by today is settled.
 * After the packages (it sells one of them); skipped once the studio has sold anything on a plan.
 */
export async function seedInstalments(db: Db, studioId: string, timeZone: string, now = new Date()): Promise<void> {
  const [sold] = await db
    .select({ id: paymentItems.id })
    .from(paymentItems)
    .where(and(eq(paymentItems.studioId, studioId), eq(paymentItems.source, "instalment")))
    .limit(1);
  if (sold) return;
  const { others } = await demoStudents(db, studioId);
  const privates = (
    await db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.studioId, studioId), eq(services.kind, "private")))
  ).map((row) => row.id);
  if (others.length < 17 || privates.length === 0) return;
  const money = new DemoMoney(studioId);
  await db.transaction(async (tx) => {
    await sellPrograms(tx, money, studioId, timeZone, now, privates, [others[2].id, others[16].id]);
    await money.write(tx);
  });
}

async function sellPrograms(
  tx: Tx,
  money: DemoMoney,
  studioId: string,
  timeZone: string,
  now: Date,
  privates: string[],
  [bronzeBuyer, lessonBuyer]: string[],
): Promise<void> {
  const [bronze] = await tx
    .insert(packages)
    .values({ studioId, name: "Bronze 1 program", units: 20, priceCents: 240_000, validDays: 365 })
    .returning({ id: packages.id });
  await tx.insert(packageServices).values(privates.map((serviceId) => ({ studioId, packageId: bronze.id, serviceId })));
  const [tenLessons] = await tx
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.studioId, studioId), eq(packages.name, "10 Private Lessons")))
    .limit(1);
  const [{ currency }] = await tx.select({ currency: studios.currency }).from(studios).where(eq(studios.id, studioId));
  const today = instantToLocal(now, timeZone).date;

  const sales: Sale[] = [
    {
      studentId: bronzeBuyer,
      packageId: bronze.id,
      plan: { kind: "instalments", count: 6, every: "month" },
      // 40 days back whatever the month lengths: the second payment fell due (and was paid), the third is to come.
      soldOn: addDays(today, -40),
      time: "16:30",
    },
  ];
  if (tenLessons)
    sales.push({
      studentId: lessonBuyer,
      packageId: tenLessons.id,
      plan: { kind: "per_lessons", lessons: 2 },
      soldOn: addDays(today, -9),
      time: "17:15",
    });
  for (const sale of sales) await sell(tx, money, studioId, timeZone, currency, today, now, sale);
}

async function sell(tx: Tx, money: DemoMoney, studioId: string, timeZone: string, currency: string, today: string, now: Date, sale: Sale) {
  const [pkg] = await tx
    .select()
    .from(packages)
    .where(and(eq(packages.studioId, studioId), eq(packages.id, sale.packageId)));
  const serviceIds = (
    await tx.select({ id: packageServices.serviceId }).from(packageServices).where(eq(packageServices.packageId, pkg.id))
  ).map((row) => row.id);
  const soldAt = localToInstant(sale.soldOn, sale.time, timeZone);
  const studentPackageId = randomUUID();
  // Units usable as sold; the price is not charged at the sale, its instalments are.
  await tx.insert(studentPackages).values({
    id: studentPackageId,
    studioId,
    studentId: sale.studentId,
    packageId: pkg.id,
    name: pkg.name,
    units: pkg.units,
    priceCents: pkg.priceCents,
    serviceIds,
    purchasedAt: soldAt,
    expiresAt: new Date(soldAt.getTime() + pkg.validDays * DAY),
  });
  const planned = planSchedule(sale.plan, { name: pkg.name, priceCents: pkg.priceCents, units: pkg.units, currency }, sale.soldOn);
  const items = await tx
    .insert(paymentItems)
    .values(
      planned.map((item) => ({
        studioId,
        studentId: sale.studentId,
        source: "instalment" as const,
        studentPackageId,
        sequence: item.sequence,
        ofCount: item.ofCount,
        dueOn: item.dueOn,
        afterLessons: item.afterLessons,
        amountCents: item.amountCents,
        description: item.description,
        nextAttemptAt: item.dueOn ? chargeInstant(item.dueOn, timeZone) : null,
        createdAt: soldAt,
        updatedAt: soldAt,
      })),
    )
    .returning({
      id: paymentItems.id,
      studentId: paymentItems.studentId,
      amountCents: paymentItems.amountCents,
      description: paymentItems.description,
      studentPackageId: paymentItems.studentPackageId,
      sequence: paymentItems.sequence,
      dueOn: paymentItems.dueOn,
    });
  for (const item of items) {
    if (item.sequence === 1) money.cash(item, soldAt);
    else if (item.dueOn !== null && item.dueOn <= today) {
      const at = chargeInstant(item.dueOn, timeZone);
      money.card(item, at < now ? at : now, { brand: "visa", last4: "1881" });
    }
  }
}

import "server-only";
import { eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Tx } from "@/lib/db/client";
import { paymentItems, studios } from "@/lib/db/schema";
import { chargeInstant } from "@/lib/dates/due-days";
import { instantToLocal } from "@/lib/dates/wall-time";
import { formatMoney } from "@/lib/money/money";
import { addEntry } from "./ledger";
import { planSchedule, type PlanWithInstalments } from "./plan-schedule";
import { ZPaymentPlan } from "./schemas";
import type { PaymentMethod } from "./types";

export type PlanSale = {
  studioId: string;
  studentId: string;
  studentPackageId: string;
  name: string;
  priceCents: number;
  units: number;
  plan: PlanWithInstalments;
  userId: string | null;
  now: Date;
  /**
   * The first instalment paid with the sale: at the desk (its amount must be the instalment's) or
   * through the student's Checkout (`online`: the Checkout charged the instalment itself).
   */
  payment?: { method: PaymentMethod; amountCents: number; externalId?: string };
};

/**
 * Writes a package sale's instalments instead of charging its price: item 1 due on the sale's day
 * (studio time zone), the others every week, 2 weeks or month after it, or — "by the lesson" — once
 * that many of the package's lessons are posted (no day yet). Nothing is charged for an item until
 * it falls due; item 1 paid with the sale gets its charge and payment now, settled in cash (at the
 * desk) or by card (online). Returns the items and the one to charge right after the commit.
 */
export async function writePlanItems(tx: Tx, sale: PlanSale) {
  const [studio] = await tx
    .select({ timeZone: studios.timeZone, currency: studios.currency })
    .from(studios)
    .where(eq(studios.id, sale.studioId));
  const today = instantToLocal(sale.now, studio.timeZone).date;
  const planned = planSchedule(sale.plan, { ...sale, currency: studio.currency }, today);
  const first = planned[0];
  const paid = sale.payment;
  if (paid && paid.method !== "online" && paid.amountCents !== first.amountCents)
    throw new AppError("validation", `The first instalment is ${formatMoney(first.amountCents, studio.currency)}: take that amount now.`, {
      fields: { "payment.amountCents": `Take the first instalment, ${formatMoney(first.amountCents, studio.currency)}.` },
    });
  const base = {
    studioId: sale.studioId,
    studentId: sale.studentId,
    studentPackageId: sale.studentPackageId,
    createdByUserId: sale.userId,
  };
  const charge = paid
    ? await addEntry(tx, { ...base, kind: "charge", amountCents: first.amountCents, description: first.description, createdAt: sale.now })
    : null;
  const payment = paid
    ? await addEntry(tx, {
        ...base,
        kind: "payment",
        amountCents: paid.amountCents,
        method: paid.method,
        description: `Payment for ${first.description}`,
        externalId: paid.externalId ?? null,
        // A millisecond after the charge, so the history reads charge → payment.
        createdAt: new Date(sale.now.getTime() + 1),
      })
    : null;
  const items = await tx
    .insert(paymentItems)
    .values(
      planned.map((item) => ({
        studioId: sale.studioId,
        studentId: sale.studentId,
        source: "instalment" as const,
        studentPackageId: sale.studentPackageId,
        sequence: item.sequence,
        ofCount: item.ofCount,
        dueOn: item.dueOn,
        afterLessons: item.afterLessons,
        amountCents: item.amountCents,
        description: item.description,
        createdAt: sale.now,
        updatedAt: sale.now,
        ...(item.sequence === 1
          ? charge && payment
            ? {
                status: "paid" as const,
                settledBy: paid!.method === "online" ? ("card" as const) : ("cash" as const),
                chargeEntryId: charge.id,
                paymentEntryId: payment.id,
                settledAt: sale.now,
                nextAttemptAt: null,
              }
            : // Due now: charged right after the sale commits (and by the next run, should that not happen).
              { nextAttemptAt: sale.now }
          : { nextAttemptAt: item.dueOn ? chargeInstant(item.dueOn, studio.timeZone) : null }),
      })),
    )
    .returning({ id: paymentItems.id, sequence: paymentItems.sequence, status: paymentItems.status });
  const dueNow = items.find((item) => item.sequence === 1 && item.status === "scheduled");
  return { chargeId: charge?.id ?? null, paymentId: payment?.id ?? null, dueNowItemId: dueNow?.id ?? null };
}

/**
 * A plan bought through Checkout travels in its metadata: the plan, and the price and units the
 * schedule was made from (the owner may change the package before Stripe confirms the payment).
 */
export function planMetadata(plan: PlanWithInstalments, priceCents: number, units: number): Record<string, string> {
  const terms = plan.kind === "instalments" ? `instalments:${plan.count}:${plan.every}` : `per_lessons:${plan.lessons}`;
  return { plan: terms, planPriceCents: String(priceCents), planUnits: String(units) };
}

/** The plan a paid Checkout's metadata names (planMetadata), or null for one paid in full. */
export function planFromMetadata(
  meta: Record<string, string | undefined>,
): { plan: PlanWithInstalments; priceCents: number; units: number } | null {
  const [kind, first, every] = (meta.plan ?? "").split(":");
  const parsed = ZPaymentPlan.safeParse(
    kind === "instalments" ? { kind, count: Number(first), every } : kind === "per_lessons" ? { kind, lessons: Number(first) } : null,
  );
  const [priceCents, units] = [Number(meta.planPriceCents), Number(meta.planUnits)];
  if (
    !parsed.success ||
    parsed.data.kind === "full" ||
    !(Number.isInteger(priceCents) && priceCents > 0 && Number.isInteger(units) && units > 0)
  )
    return null;
  return { plan: parsed.data, priceCents, units };
}

import "server-only";
import { and, count, eq, lt, sql } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db, Tx } from "@/lib/db/client";
import { ledgerEntries, promoCodes, promoRedemptions, sales, studios } from "@/lib/db/schema";
import { instantToLocal } from "@/lib/dates/wall-time";
import { assertNotGuessing, noteWrongCode } from "./code-guesses";
import { discountFor, promoRefusal, type PromoTerms } from "./promo-rules";

/** What a code is used on: a package (its id), a membership plan, or a lesson of a service; at its list price. */
export type PromoTarget = { usedFor: "package" | "membership" | "lesson"; itemId: string; name: string; listCents: number };

function refuse(message: string): never {
  throw new AppError("validation", message, { fields: { promoCode: message } });
}

/**
 * The code a person typed, before the sale's transaction: an address that has guessed 20 wrong
 * codes this minute gets 429, and a code that matches nothing counts as one more wrong guess. It
 * runs outside the sale's transaction so a refused sale still counts its wrong guess.
 */
export async function findPromoCode(db: Db, studioId: string, typed: string, address: string): Promise<{ id: string }> {
  await assertNotGuessing(db, address);
  const [row] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(and(eq(promoCodes.studioId, studioId), eq(sql`lower(${promoCodes.code})`, typed.trim().toLowerCase())))
    .limit(1);
  if (row) return row;
  await noteWrongCode(db, address);
  refuse(`There is no promo code ${typed.trim().toUpperCase()}. Check the spelling.`);
}

type CheckInput = { studioId: string; promoCodeId: string; studentId: string; target: PromoTarget; at: Date };

async function termsOf(runner: Db | Tx, input: CheckInput, lock: boolean) {
  const query = runner
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.studioId, input.studioId), eq(promoCodes.id, input.promoCodeId)));
  // The code's row lock serialises its uses: 20 sales at once with one use left give exactly one.
  const [code] = lock ? await query.for("update") : await query;
  if (!code) refuse("That promo code no longer exists.");
  return code;
}

/** Whether the code may be used now on this target by this student, and how much it takes off. */
async function judge(runner: Db | Tx, code: PromoTerms & { id: string }, input: CheckInput): Promise<number> {
  const [studio] = await runner.select({ timeZone: studios.timeZone }).from(studios).where(eq(studios.id, input.studioId));
  const today = instantToLocal(input.at, studio.timeZone).date;
  const byCode = and(eq(promoRedemptions.studioId, input.studioId), eq(promoRedemptions.promoCodeId, code.id));
  const [[total], [mine], [sold], [charged]] = await Promise.all([
    runner.select({ n: count() }).from(promoRedemptions).where(byCode),
    runner
      .select({ n: count() })
      .from(promoRedemptions)
      .where(and(byCode, eq(promoRedemptions.studentId, input.studentId))),
    runner
      .select({ n: count() })
      .from(sales)
      .where(and(eq(sales.studioId, input.studioId), eq(sales.studentId, input.studentId))),
    runner
      .select({ n: count() })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.studioId, input.studioId),
          eq(ledgerEntries.studentId, input.studentId),
          eq(ledgerEntries.kind, "charge"),
          lt(ledgerEntries.createdAt, input.at),
        ),
      ),
  ]);
  const reason = promoRefusal(code, {
    today,
    target: input.target,
    uses: total.n,
    usesByStudent: mine.n,
    isFirstTime: sold.n === 0 && charged.n === 0,
  });
  if (reason) refuse(reason);
  const discountCents = discountFor(code, input.target.listCents);
  if (discountCents <= 0) refuse(`This code takes nothing off ${input.target.name}.`);
  return discountCents;
}

/** The discount the code would give, without using it (a Checkout about to start): the same checks, no lock. */
export async function quotePromo(db: Db, input: CheckInput): Promise<number> {
  return judge(db, await termsOf(db, input, false), input);
}

export type Redemption = { promoCodeId: string; discountCents: number; redemptionId: string };

/**
 * Uses the code inside the sale's transaction: lock its row, check every limit, write the use.
 * `paid`: the sale was already paid at Stripe Checkout with this discount, so the use is written
 * whatever the limits say now (the student has paid the discounted price), once per Checkout.
 */
export async function redeemPromoTx(
  tx: Tx,
  input: CheckInput & { recordId?: string | null; paid?: { checkoutId: string; discountCents: number } },
): Promise<Redemption> {
  const code = await termsOf(tx, input, true);
  const discountCents = input.paid ? Math.min(input.paid.discountCents, input.target.listCents) : await judge(tx, code, input);
  const [row] = await tx
    .insert(promoRedemptions)
    .values({
      studioId: input.studioId,
      promoCodeId: code.id,
      studentId: input.studentId,
      usedFor: input.target.usedFor,
      recordId: input.recordId ?? null,
      name: input.target.name,
      listCents: input.target.listCents,
      discountCents,
      checkoutId: input.paid?.checkoutId ?? null,
      redeemedAt: input.at,
    })
    .returning({ id: promoRedemptions.id });
  return { promoCodeId: code.id, discountCents, redemptionId: row.id };
}

/** Names the record a use discounted, once the sale has written it (the package or membership sold). */
export async function attachRedemption(tx: Tx, studioId: string, redemptionId: string, recordId: string): Promise<void> {
  await tx
    .update(promoRedemptions)
    .set({ recordId })
    .where(and(eq(promoRedemptions.studioId, studioId), eq(promoRedemptions.id, redemptionId)));
}

import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { postgresCode } from "@/lib/db/postgres-error";
import { membershipPlans, packages, promoCodes, promoRedemptions, services, students } from "@/lib/db/schema";
import type { TPromoCodeInput, TPromoCodePatch } from "./promo-schemas";
import type { PromoCodeView } from "./promo-views";

const VIEW = {
  id: promoCodes.id,
  code: promoCodes.code,
  description: promoCodes.description,
  kind: promoCodes.kind,
  percent: promoCodes.percent,
  amountCents: promoCodes.amountCents,
  packageIds: promoCodes.packageIds,
  membershipPlanIds: promoCodes.membershipPlanIds,
  serviceIds: promoCodes.serviceIds,
  startsOn: promoCodes.startsOn,
  endsOn: promoCodes.endsOn,
  maxUses: promoCodes.maxUses,
  maxUsesPerStudent: promoCodes.maxUsesPerStudent,
  firstTimeOnly: promoCodes.firstTimeOnly,
  active: promoCodes.active,
  createdAt: promoCodes.createdAt,
  // Written out: inside a subquery drizzle would leave the outer columns unqualified.
  uses: sql<number>`(select count(*)::int from promo_redemptions r where r.studio_id = promo_codes.studio_id and r.promo_code_id = promo_codes.id)`,
  discountCents: sql<number>`(select coalesce(sum(r.discount_cents), 0)::int from promo_redemptions r where r.studio_id = promo_codes.studio_id and r.promo_code_id = promo_codes.id)`,
};

/** The studio's codes, newest first, each with its uses and the money it has taken off. */
export async function listPromoCodes(db: Db, session: Session): Promise<PromoCodeView[]> {
  return db.select(VIEW).from(promoCodes).where(eq(promoCodes.studioId, session.studioId)).orderBy(desc(promoCodes.createdAt));
}

export async function getPromoCode(db: Db, session: Session, id: string): Promise<PromoCodeView> {
  const [row] = await db
    .select(VIEW)
    .from(promoCodes)
    .where(and(eq(promoCodes.studioId, session.studioId), eq(promoCodes.id, id)));
  if (!row) throw new AppError("not_found", "Promo code not found.");
  return row;
}

/** Who used the code, on what, newest first (the owner's "see uses"). */
export async function listPromoUses(db: Db, session: Session, id: string, limit = 200) {
  await getPromoCode(db, session, id);
  return db
    .select({
      id: promoRedemptions.id,
      studentId: promoRedemptions.studentId,
      studentName: students.name,
      usedFor: promoRedemptions.usedFor,
      name: promoRedemptions.name,
      listCents: promoRedemptions.listCents,
      discountCents: promoRedemptions.discountCents,
      redeemedAt: promoRedemptions.redeemedAt,
    })
    .from(promoRedemptions)
    .innerJoin(students, and(eq(students.studioId, promoRedemptions.studioId), eq(students.id, promoRedemptions.studentId)))
    .where(and(eq(promoRedemptions.studioId, session.studioId), eq(promoRedemptions.promoCodeId, id)))
    .orderBy(desc(promoRedemptions.redeemedAt))
    .limit(limit);
}

/** The amount columns of a kind: the other one is cleared, as the table's check wants. */
function amounts(kind: "percent" | "amount", input: { percent?: number | null; amountCents?: number | null }) {
  return kind === "percent"
    ? { percent: input.percent ?? null, amountCents: null }
    : { percent: null, amountCents: input.amountCents ?? null };
}

type Targets = { packageIds?: string[] | null; membershipPlanIds?: string[] | null; serviceIds?: string[] | null };

/** The packages, plans and services a code names must be this studio's own: a foreign or unknown id is refused by name of its field. */
async function assertOwnTargets(db: Db, studioId: string, input: Targets): Promise<void> {
  const kinds = [
    ["packageIds", packages, input.packageIds, "That package isn't one of yours."],
    ["membershipPlanIds", membershipPlans, input.membershipPlanIds, "That membership plan isn't one of yours."],
    ["serviceIds", services, input.serviceIds, "That service isn't one of yours."],
  ] as const;
  for (const [field, table, ids, message] of kinds) {
    if (!ids || ids.length === 0) continue;
    const wanted = [...new Set(ids)];
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.studioId, studioId), inArray(table.id, wanted)));
    if (found.length !== wanted.length) throw new AppError("validation", message, { fields: { [field]: message } });
  }
}

/** Each id once, as the owner chose them. */
const unique = (ids: string[] | null | undefined) => (ids ? [...new Set(ids)] : ids);

function duplicate(error: unknown, code: string): never {
  if (postgresCode(error) === "23505")
    throw new AppError("conflict", `There is already a code ${code.toUpperCase()}.`, { fields: { code: "Choose another code." } });
  throw error;
}

export async function createPromoCode(db: Db, session: Session, input: TPromoCodeInput): Promise<PromoCodeView> {
  await assertOwnTargets(db, session.studioId, input);
  const [row] = await db
    .insert(promoCodes)
    .values({
      studioId: session.studioId,
      code: input.code.toUpperCase(),
      description: input.description || null,
      kind: input.kind,
      ...amounts(input.kind, input),
      packageIds: unique(input.packageIds) ?? null,
      membershipPlanIds: unique(input.membershipPlanIds) ?? null,
      serviceIds: unique(input.serviceIds) ?? null,
      startsOn: input.startsOn ?? null,
      endsOn: input.endsOn ?? null,
      maxUses: input.maxUses ?? null,
      maxUsesPerStudent: input.maxUsesPerStudent ?? null,
      firstTimeOnly: input.firstTimeOnly ?? false,
    })
    .returning({ id: promoCodes.id })
    .catch((error: unknown) => duplicate(error, input.code));
  return getPromoCode(db, session, row.id);
}

/** Changes a code's terms; `active: false` ends it at once (its uses stay, and it can be started again). */
export async function updatePromoCode(db: Db, session: Session, id: string, patch: TPromoCodePatch): Promise<PromoCodeView> {
  const current = await getPromoCode(db, session, id);
  await assertOwnTargets(db, session.studioId, patch);
  const kind = patch.kind ?? current.kind;
  const touchesAmount = patch.kind !== undefined || patch.percent !== undefined || patch.amountCents !== undefined;
  const merged = { percent: patch.percent ?? current.percent, amountCents: patch.amountCents ?? current.amountCents };
  if (touchesAmount && kind === "percent" && !merged.percent)
    throw new AppError("validation", "Say how many percent off.", { fields: { percent: "Say how many percent off." } });
  if (touchesAmount && kind === "amount" && !merged.amountCents)
    throw new AppError("validation", "Say how much off.", { fields: { amountCents: "Say how much off." } });
  const startsOn = patch.startsOn !== undefined ? patch.startsOn : current.startsOn;
  const endsOn = patch.endsOn !== undefined ? patch.endsOn : current.endsOn;
  if (startsOn && endsOn && endsOn < startsOn)
    throw new AppError("validation", "End on or after the start.", { fields: { endsOn: "End on or after the start." } });
  const { code, percent: _percent, amountCents: _amount, kind: _kind, ...rest } = patch;
  await db
    .update(promoCodes)
    .set({
      ...rest,
      ...(rest.packageIds !== undefined && { packageIds: unique(rest.packageIds) }),
      ...(rest.membershipPlanIds !== undefined && { membershipPlanIds: unique(rest.membershipPlanIds) }),
      ...(rest.serviceIds !== undefined && { serviceIds: unique(rest.serviceIds) }),
      ...(code !== undefined && { code: code.toUpperCase() }),
      ...(touchesAmount && { kind, ...amounts(kind, merged) }),
      updatedAt: new Date(),
    })
    .where(and(eq(promoCodes.studioId, session.studioId), eq(promoCodes.id, id)))
    .catch((error: unknown) => duplicate(error, code ?? current.code));
  return getPromoCode(db, session, id);
}

import "server-only";
import { and, asc, desc, eq, gt, isNull } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { giftCertificateSettings, giftCertificates, giftRedemptions, packages, students, studios } from "@/lib/db/schema";
import { instantToLocal } from "@/lib/dates/wall-time";
import { formatGiftCode, newGiftCode } from "./gift-codes";
import { notifyGiftCertificate } from "./gift-notices";
import type { TGiftSale, TGiftSettings } from "./gift-schemas";
import type { GIFT_STATUSES } from "./gift-views";

type GiftRow = typeof giftCertificates.$inferSelect;
type GiftStatus = (typeof GIFT_STATUSES)[number];

/** The studio's zone, currency and today's local date. */
export async function studioDay(db: Db, studioId: string, now = new Date()) {
  const [studio] = await db
    .select({ timeZone: studios.timeZone, currency: studios.currency, name: studios.name })
    .from(studios)
    .where(eq(studios.id, studioId));
  return { ...studio, today: instantToLocal(now, studio.timeZone).date };
}

/** Months until a new certificate expires; null (the default) is never. */
export async function giftSettings(db: Db, studioId: string): Promise<TGiftSettings> {
  const [row] = await db
    .select({ expiryMonths: giftCertificateSettings.expiryMonths })
    .from(giftCertificateSettings)
    .where(eq(giftCertificateSettings.studioId, studioId));
  return { expiryMonths: row?.expiryMonths ?? null };
}

/** PUT /api/gift-certificates/settings (owners): applies to certificates sold from now on. */
export async function saveGiftSettings(db: Db, session: Session, input: TGiftSettings): Promise<TGiftSettings> {
  await db
    .insert(giftCertificateSettings)
    .values({ studioId: session.studioId, expiryMonths: input.expiryMonths })
    .onConflictDoUpdate({ target: giftCertificateSettings.studioId, set: { expiryMonths: input.expiryMonths, updatedAt: new Date() } });
  return giftSettings(db, session.studioId);
}

/** The local day `months` after `day` (the month's last day when it is shorter: Jan 31 + 1 → Feb 28). */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number);
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, last))).toISOString().slice(0, 10);
}

export type NewGift = {
  amountCents: number | null;
  units: number | null;
  packageId: string | null;
  paidCents: number;
  buyerName: string;
  buyerEmail: string | null;
  recipientName: string;
  recipientEmail: string | null;
  message: string | null;
  deliverOn: string | null;
  soldVia: "desk" | "online";
  paymentMethod: GiftRow["paymentMethod"];
  checkoutId?: string | null;
  soldByUserId?: string | null;
};

/**
 * Records a certificate inside the sale's transaction, with a new random code and the studio's
 * expiry, and queues its e-mails. A Checkout already recorded records nothing (null): the webhook's
 * replays change nothing.
 */
export async function issueGiftTx(tx: Tx, studioId: string, gift: NewGift, now = new Date()): Promise<GiftRow | null> {
  const { today } = await studioDay(tx, studioId, now);
  const { expiryMonths } = await giftSettings(tx, studioId);
  const packageName = gift.packageId ? await packageNameOf(tx, studioId, gift.packageId) : null;
  const [row] = await tx
    .insert(giftCertificates)
    .values({
      ...gift,
      studioId,
      code: newGiftCode(),
      balance: gift.amountCents ?? gift.units!,
      expiresOn: expiryMonths ? addMonths(today, expiryMonths) : null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [giftCertificates.studioId, giftCertificates.checkoutId] })
    .returning();
  if (!row) return null;
  await notifyGiftCertificate(tx, studioId, { ...row, packageName }, now);
  return row;
}

async function packageNameOf(db: Db, studioId: string, packageId: string) {
  const [pkg] = await db
    .select({ name: packages.name })
    .from(packages)
    .where(and(eq(packages.studioId, studioId), eq(packages.id, packageId)));
  if (!pkg) throw new AppError("not_found", "Package not found.", { fields: { packageId: "Choose one of your packages." } });
  return pkg.name;
}

/** POST /api/gift-certificates (owners): sold at the desk, paid in person. */
export async function sellGiftCertificate(db: Db, session: Session, input: TGiftSale, now = new Date()) {
  let paidCents = input.paidCents ?? input.amountCents ?? 0;
  if (input.units !== undefined && input.paidCents === undefined) {
    const [pkg] = await db
      .select({ priceCents: packages.priceCents, units: packages.units })
      .from(packages)
      .where(and(eq(packages.studioId, session.studioId), eq(packages.id, input.packageId!)));
    if (!pkg) throw new AppError("not_found", "Package not found.", { fields: { packageId: "Choose one of your packages." } });
    paidCents = Math.round((pkg.priceCents * input.units) / pkg.units);
  }
  const row = await db.transaction((tx) =>
    issueGiftTx(
      tx,
      session.studioId,
      {
        amountCents: input.amountCents ?? null,
        units: input.units ?? null,
        packageId: input.units !== undefined ? input.packageId! : null,
        paidCents,
        buyerName: input.buyerName,
        buyerEmail: input.buyerEmail ?? null,
        recipientName: input.recipientName,
        recipientEmail: input.recipientEmail ?? null,
        message: input.message || null,
        deliverOn: input.deliverOn ?? null,
        soldVia: "desk",
        paymentMethod: input.paymentMethod,
        soldByUserId: session.userId,
      },
      now,
    ),
  );
  return getGiftCertificate(db, session, row!.id, now);
}

export function giftStatus(row: Pick<GiftRow, "voidedAt" | "balance" | "expiresOn">, today: string): GiftStatus {
  if (row.voidedAt) return "voided";
  if (row.balance === 0) return "redeemed";
  if (row.expiresOn && row.expiresOn < today) return "expired";
  return "active";
}

const giftColumns = { gift: giftCertificates, packageName: packages.name };

function toView(row: { gift: GiftRow; packageName: string | null }, today: string) {
  return { ...row.gift, code: formatGiftCode(row.gift.code), packageName: row.packageName, status: giftStatus(row.gift, today) };
}

/** GET /api/gift-certificates (owners): newest first, with what is left; `open`: only those with a balance, not voided. */
export async function listGiftCertificates(db: Db, session: Session, query: { status?: "all" | "open" }, now = new Date()) {
  const { today } = await studioDay(db, session.studioId, now);
  const rows = await db
    .select(giftColumns)
    .from(giftCertificates)
    .leftJoin(packages, and(eq(packages.studioId, giftCertificates.studioId), eq(packages.id, giftCertificates.packageId)))
    .where(
      and(
        eq(giftCertificates.studioId, session.studioId),
        query.status === "open" ? and(isNull(giftCertificates.voidedAt), gt(giftCertificates.balance, 0)) : undefined,
      ),
    )
    .orderBy(desc(giftCertificates.createdAt))
    .limit(500);
  return rows.map((row) => toView(row, today));
}

/** GET /api/gift-certificates/{id} (owners): one certificate and its redemptions. */
export async function getGiftCertificate(db: Db, session: Session, id: string, now = new Date()) {
  const { today } = await studioDay(db, session.studioId, now);
  const [row] = await db
    .select(giftColumns)
    .from(giftCertificates)
    .leftJoin(packages, and(eq(packages.studioId, giftCertificates.studioId), eq(packages.id, giftCertificates.packageId)))
    .where(and(eq(giftCertificates.studioId, session.studioId), eq(giftCertificates.id, id)));
  if (!row) throw new AppError("not_found", "Gift certificate not found.");
  const redemptions = await db
    .select({
      id: giftRedemptions.id,
      studentId: giftRedemptions.studentId,
      studentName: students.name,
      amount: giftRedemptions.amount,
      createdAt: giftRedemptions.createdAt,
    })
    .from(giftRedemptions)
    .innerJoin(students, and(eq(students.studioId, giftRedemptions.studioId), eq(students.id, giftRedemptions.studentId)))
    .where(and(eq(giftRedemptions.studioId, session.studioId), eq(giftRedemptions.giftCertificateId, id)))
    .orderBy(asc(giftRedemptions.createdAt));
  return { ...toView(row, today), redemptions };
}

/** POST /api/gift-certificates/{id}/void (owners): it can no longer be redeemed; what was redeemed stays. */
export async function voidGiftCertificate(db: Db, session: Session, id: string, reason: string, now = new Date()) {
  const [row] = await db
    .update(giftCertificates)
    .set({ voidedAt: now, voidReason: reason })
    .where(and(eq(giftCertificates.studioId, session.studioId), eq(giftCertificates.id, id), isNull(giftCertificates.voidedAt)))
    .returning({ id: giftCertificates.id });
  if (!row) await getGiftCertificate(db, session, id, now);
  return getGiftCertificate(db, session, id, now);
}

import "server-only";
import { and, eq } from "drizzle-orm";
import { isStudent } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { giftCertificates, giftRedemptions, ledgerEntries, packageServices, packages, studentPackages, students } from "@/lib/db/schema";
import { formatMoney } from "@/lib/money/money";
import { assertNotGuessing, noteWrongCode } from "./code-guesses";
import { formatGiftCode, normalizeGiftCode } from "./gift-codes";
import { notifyGiftRedeemed } from "./gift-notices";
import { studioDay } from "./gift-certificates";
import type { TGiftRedeem } from "./gift-schemas";

const DAY_MS = 86_400_000;

/** "March 1" (and the year when it isn't this year's). */
function dayText(day: string, today: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const options: Intl.DateTimeFormatOptions = { month: "long", day: "numeric", timeZone: "UTC" };
  if (day.slice(0, 4) !== today.slice(0, 4)) options.year = "numeric";
  return date.toLocaleDateString("en-US", options);
}

/** The share of what was paid that `balance` of `original` still stands for (whole cents; shares add up to the price). */
const valueOf = (paidCents: number, balance: number, original: number) => Math.round((paidCents * balance) / original);

/**
 * POST /api/gift-certificates/redeem: all that is left of a certificate, or part of it, into a
 * student's account credit (an amount) or a package of its lessons (lessons). A student redeems
 * into their own account; staff name the student. Unknown codes count toward the address's wrong
 * guesses (20 a minute, then 429); a voided or expired certificate is refused saying so; more than
 * is left is 409. The certificate's row is locked for the redemption, so two at once can't spend
 * the same balance. The money was received when the certificate was sold: the credit (or the
 * package's payment) is written as moving no money that day, so Revenue counts it once.
 */
export async function redeemGiftCertificate(db: Db, session: Session, input: TGiftRedeem, address: string, now = new Date()) {
  await assertNotGuessing(db, address, now);
  const studentId = isStudent(session) ? session.studentId : input.studentId;
  if (!studentId) throw new AppError("validation", "Choose the student it is for.", { fields: { studentId: "Choose a student." } });
  const code = normalizeGiftCode(input.code);
  const [found] = code
    ? await db
        .select({ id: giftCertificates.id })
        .from(giftCertificates)
        .where(and(eq(giftCertificates.studioId, session.studioId), eq(giftCertificates.code, code)))
    : [];
  if (!found) {
    await noteWrongCode(db, address, now);
    throw new AppError("bad_request", "No gift certificate has this code. Check it and try again.", {
      fields: { code: "No gift certificate has this code." },
    });
  }
  const [student] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.studioId, session.studioId), eq(students.id, studentId)));
  if (!student) throw new AppError("not_found", "Student not found.", { fields: { studentId: "Choose one of your students." } });
  const { today, currency } = await studioDay(db, session.studioId, now);
  return db.transaction((tx) => redeemTx(tx, session, { id: found.id, studentId, amount: input.amount, today, currency }, now));
}

async function redeemTx(
  tx: Tx,
  session: Session,
  ask: { id: string; studentId: string; amount?: number; today: string; currency: string },
  now: Date,
) {
  const [gift] = await tx
    .select()
    .from(giftCertificates)
    .where(and(eq(giftCertificates.studioId, session.studioId), eq(giftCertificates.id, ask.id)))
    .for("update");
  const isAmount = gift.amountCents !== null;
  const left = (n: number) => (isAmount ? formatMoney(n, ask.currency) : `${n} ${n === 1 ? "lesson" : "lessons"}`);
  if (gift.voidedAt)
    throw new AppError("bad_request", `This gift certificate was voided${gift.voidReason ? `: ${gift.voidReason}` : "."}`, {
      fields: { code: "This certificate was voided." },
    });
  if (gift.expiresOn && gift.expiresOn < ask.today)
    throw new AppError("bad_request", `This gift certificate expired on ${dayText(gift.expiresOn, ask.today)}.`, {
      fields: { code: "This certificate has expired." },
    });
  if (gift.balance === 0) throw new AppError("conflict", "This gift certificate has been used up: nothing is left on it.");
  const amount = ask.amount ?? gift.balance;
  if (amount > gift.balance)
    throw new AppError("conflict", `Only ${left(gift.balance)} left on this certificate.`, {
      fields: { amount: `At most ${left(gift.balance)}.` },
    });
  const original = gift.amountCents ?? gift.units!;
  const balance = gift.balance - amount;
  const valueCents = valueOf(gift.paidCents, gift.balance, original) - valueOf(gift.paidCents, balance, original);
  const label = `Gift certificate ${formatGiftCode(gift.code)}`;
  const base = { studioId: session.studioId, studentId: ask.studentId, createdByUserId: session.userId };
  let ledgerEntryId: string | null = null;
  let studentPackageId: string | null = null;
  let packageName: string | null = null;
  if (isAmount) {
    // Account credit: a payment that moved no money today (the certificate's sale did).
    const [entry] = await tx
      .insert(ledgerEntries)
      .values({ ...base, kind: "payment", method: "other", amountCents: amount, description: label, broughtForward: true, createdAt: now })
      .returning({ id: ledgerEntries.id });
    ledgerEntryId = entry.id;
  } else {
    const made = await packageOfLessons(tx, session, { gift, studentId: ask.studentId, units: amount, valueCents, label }, now);
    studentPackageId = made.id;
    packageName = made.name;
  }
  await tx
    .update(giftCertificates)
    .set({ balance })
    .where(and(eq(giftCertificates.studioId, session.studioId), eq(giftCertificates.id, gift.id)));
  const [redemption] = await tx
    .insert(giftRedemptions)
    .values({
      studioId: session.studioId,
      giftCertificateId: gift.id,
      studentId: ask.studentId,
      amount,
      valueCents,
      ledgerEntryId,
      studentPackageId,
      byUserId: session.userId,
      createdAt: now,
    })
    .returning({ id: giftRedemptions.id });
  const into = isAmount ? ("credit" as const) : ("units" as const);
  await notifyGiftRedeemed(tx, session.studioId, {
    redemptionId: redemption.id,
    studentId: ask.studentId,
    code: gift.code,
    into,
    amount,
    balance,
    packageName,
    at: now,
  });
  return { into, amount, balance, studentPackageId };
}

/**
 * Lessons: a package of the certificate's package's services and validity, paid by the certificate
 * (its charge and payment move no money today; the package's value in Revenue's liability is the
 * share of what the buyer paid). Not a sale of its own: the certificate was the sale.
 */
async function packageOfLessons(
  tx: Tx,
  session: Session,
  made: { gift: typeof giftCertificates.$inferSelect; studentId: string; units: number; valueCents: number; label: string },
  now: Date,
): Promise<{ id: string; name: string }> {
  const [pkg] = await tx
    .select({ id: packages.id, name: packages.name, validDays: packages.validDays })
    .from(packages)
    .where(and(eq(packages.studioId, session.studioId), eq(packages.id, made.gift.packageId!)));
  const services = await tx
    .select({ id: packageServices.serviceId })
    .from(packageServices)
    .where(and(eq(packageServices.studioId, session.studioId), eq(packageServices.packageId, pkg.id)));
  const [sold] = await tx
    .insert(studentPackages)
    .values({
      studioId: session.studioId,
      studentId: made.studentId,
      packageId: pkg.id,
      name: `${pkg.name} (gift)`,
      units: made.units,
      priceCents: made.valueCents,
      serviceIds: services.map((row) => row.id),
      broughtForward: true,
      purchasedAt: now,
      expiresAt: new Date(now.getTime() + pkg.validDays * DAY_MS),
    })
    .returning({ id: studentPackages.id });
  if (made.valueCents > 0) {
    const base = { studioId: session.studioId, studentId: made.studentId, studentPackageId: sold.id, createdByUserId: session.userId };
    await tx.insert(ledgerEntries).values([
      { ...base, kind: "charge", amountCents: made.valueCents, description: `${pkg.name} (gift)`, broughtForward: true, createdAt: now },
      {
        ...base,
        kind: "payment",
        method: "other",
        amountCents: made.valueCents,
        description: made.label,
        broughtForward: true,
        createdAt: new Date(now.getTime() + 1),
      },
    ]);
  }
  return { id: sold.id, name: `${pkg.name} (gift)` };
}

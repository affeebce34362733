import { z } from "zod";
import { ZCentsOut, ZDayOut, ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";
import { MISSED_LESSON_POLICIES, SALE_CATEGORIES } from "@/lib/db/schema/column-values";
import { PAYMENT_ITEM_SETTLEMENTS, PAYMENT_ITEM_SOURCES, PAYMENT_ITEM_STATUSES } from "@/lib/db/schema/column-values";
import { CREDIT_KINDS, ENTRY_KINDS, PAYMENT_METHODS } from "@/lib/db/schema/payments";

/** One line of a student's account, oldest first, with the balance after it (credit lines move a package's units, not money). */
export const ZAccountEntryView = z.object({
  id: ZIdOut,
  kind: z.enum([...ENTRY_KINDS, "credit"]),
  creditKind: z.enum(CREDIT_KINDS).optional(),
  amountCents: ZCentsOut,
  method: z.enum(PAYMENT_METHODS).nullable(),
  description: z.string(),
  /** Written by staff for the receipt (a check number): the student reads it too. */
  note: z.string().nullable(),
  relatedEntryId: ZIdOut.nullable(),
  bookingId: ZIdOut.nullable().optional(),
  studentPackageId: ZIdOut.nullable().optional(),
  refundableCents: ZCentsOut.optional(),
  voidable: z.boolean().optional(),
  balanceAfterCents: ZCentsOut,
  createdAt: ZInstantOut,
});

/** A package a student holds: units left, until when, for which services. */
export const ZStudentPackageView = z.object({
  id: ZIdOut,
  name: z.string(),
  units: z.number().int(),
  unitsLeft: z.number().int(),
  priceCents: ZCentsOut,
  purchasedAt: ZInstantOut,
  expiresAt: ZInstantOut,
  expired: z.boolean(),
  serviceIds: z.array(ZIdOut),
  /** A membership's units for one period (a grant): its membership, else null for a package sold. */
  membershipId: ZIdOut.nullable(),
  /** Unlimited group classes: show "Unlimited", not a count of units. */
  unlimited: z.boolean(),
  /** Past due: not usable until the membership's charge is paid. */
  suspended: z.boolean(),
});

/** One amount due: a membership period (or its sign-up fee) or a package's instalment. */
export const ZPaymentItemView = z.object({
  id: ZIdOut,
  dueOn: ZDayOut.nullable(),
  amountCents: ZCentsOut,
  status: z.enum(PAYMENT_ITEM_STATUSES),
  source: z.enum(PAYMENT_ITEM_SOURCES),
  attempts: z.number().int(),
  description: z.string(),
  /** "By the lesson": due once this many of the package's lessons are posted. */
  afterLessons: z.number().int().nullable(),
  settledBy: z.enum(PAYMENT_ITEM_SETTLEMENTS).nullable(),
  /** Why the last card attempt failed, in words the student can act on. */
  lastError: z.string().nullable(),
  nextAttemptAt: ZInstantOut.nullable(),
  membershipId: ZIdOut.nullable(),
  studentPackageId: ZIdOut.nullable(),
});

/** A student's account: the ledger with its running balance (> 0 owed, < 0 in credit) and their packages. */
export const ZStudentAccountView = z.object({
  studentId: ZIdOut,
  studentName: z.string(),
  currency: z.string(),
  balanceCents: ZCentsOut,
  entries: z.array(ZAccountEntryView),
  packages: z.array(ZStudentPackageView),
  /** Still to come: the scheduled instalments and membership periods not yet charged (not in the balance). */
  scheduledCents: ZCentsOut,
  /** The next of them with a day ("by the lesson" instalments not reached yet have none). */
  nextDue: z.object({ dueOn: ZDayOut, amountCents: ZCentsOut }).nullable(),
});

/** The cancellation window, what late cancels and no-shows cost (owners), in the studio's currency, and the autopay notice. */
export const ZStudioPoliciesView = z.object({
  cancellationWindowHours: z.number().int(),
  lateCancelPolicy: z.enum(MISSED_LESSON_POLICIES),
  lateCancelFeeCents: ZCentsOut,
  noShowPolicy: z.enum(MISSED_LESSON_POLICIES),
  noShowFeeCents: ZCentsOut,
  /** Days before an automatic payment that the student is told it is coming (0: not told). */
  autopayNoticeDays: z.number().int(),
  currency: z.string(),
});

/** A lesson package the studio sells: units, price, validity and the services it covers (students see those on sale). */
export const ZPackageView = z.object({
  id: ZIdOut,
  name: z.string(),
  units: z.number().int(),
  priceCents: ZCentsOut,
  validDays: z.number().int(),
  active: z.boolean(),
  serviceIds: z.array(ZIdOut),
  introOffer: z.boolean(),
  saleCategory: z.enum(SALE_CATEGORIES).nullable(),
});

/** A payment recorded by hand. */
export const ZPaymentRecordView = z.object({
  id: ZIdOut,
  studentId: ZIdOut,
  amountCents: ZCentsOut,
  method: z.enum(PAYMENT_METHODS),
  note: z.string().nullable(),
  createdAt: ZInstantOut,
});

/** The Payments screen's overview of a period (owners): totals, payments, open balances, packages sold. */
export const ZPaymentsOverviewView = z.object({
  currency: z.string(),
  from: ZDayOut,
  to: ZDayOut,
  totals: z.object({
    paymentsCents: ZCentsOut,
    refundsCents: ZCentsOut,
    netCents: ZCentsOut,
    packagesSold: z.number().int(),
    chargesCents: ZCentsOut,
  }),
  payments: z.array(ZPaymentRecordView.extend({ studentName: z.string(), refundedCents: ZCentsOut })),
  openBalances: z.array(z.object({ studentId: ZIdOut, studentName: z.string(), balanceCents: ZCentsOut })),
  packagesSold: z.array(
    z.object({ id: ZIdOut, studentId: ZIdOut, studentName: z.string(), name: z.string(), priceCents: ZCentsOut, purchasedAt: ZInstantOut }),
  ),
  /** Whether students can pay online (Stripe is set up on this server). */
  onlinePayments: z.boolean(),
});

/** One payment for a printable receipt: the student it is from, the studio's letterhead, its refunds. */
export const ZPaymentReceiptView = z.object({
  payment: z.object({
    id: ZIdOut,
    amountCents: ZCentsOut,
    method: z.enum(PAYMENT_METHODS),
    description: z.string(),
    note: z.string().nullable(),
    createdAt: ZInstantOut,
  }),
  student: z.object({ id: ZIdOut, name: z.string(), email: z.string().nullable() }),
  /** `contact`: the studio's address, phone, e-mail and website lines; `logoUrl`, `brandColor`: its branding (Premium), else null. */
  studio: z.object({
    name: z.string(),
    currency: z.string(),
    timeZone: z.string(),
    contact: z.array(z.string()),
    logoUrl: z.string().nullable(),
    brandColor: z.string().nullable(),
  }),
  refunds: z.array(z.object({ id: ZIdOut, amountCents: ZCentsOut, createdAt: ZInstantOut })),
  refundedCents: ZCentsOut,
  refundableCents: ZCentsOut,
  /** The package's list price and what a promo code took off, when one did; null otherwise. */
  discount: z.object({ listCents: ZCentsOut, discountCents: ZCentsOut }).nullable(),
  /**
   * For the payment of an automatic payment (a membership's period or sign-up fee, a package's
   * instalment): which one, the day it was due, and whether the saved card paid it or it was recorded
   * in cash; null for any other payment.
   */
  autopay: z
    .object({
      source: z.enum(["membership", "instalment"]),
      /** An instalment's number and how many there are ("3 of 6"). */
      instalment: z.object({ number: z.number().int(), of: z.number().int().nullable() }).nullable(),
      /** A membership period's first and last day. */
      period: z.object({ start: ZDayOut, end: ZDayOut }).nullable(),
      dueOn: ZDayOut.nullable(),
      paidBy: z.enum(["card", "cash"]),
    })
    .nullable(),
});

/**
 * The owner's receipt: for a payment Stripe took on the studio's account, its gross, Stripe's fee and
 * the net (a couple's booking shares one Checkout: each payment carries its part of the fee, by
 * amount, and `chargeGrossCents` the whole). `feeCents` and `netCents` are null while Stripe hasn't
 * reported the fee; `stripeCharge` is null for any other payment. The student's receipt leaves it out.
 */
export const ZPaymentReceiptOwnerView = ZPaymentReceiptView.extend({
  stripeCharge: z
    .object({
      grossCents: ZCentsOut,
      feeCents: ZCentsOut.nullable(),
      netCents: ZCentsOut.nullable(),
      chargeGrossCents: ZCentsOut.nullable(),
      paidAt: ZInstantOut,
    })
    .nullable(),
});

/** A refund recorded, and how much of the payment can still be refunded. */
export const ZRefundView = z.object({
  refund: z.object({ id: ZIdOut, paymentId: ZIdOut, amountCents: ZCentsOut, createdAt: ZInstantOut }),
  refundableCents: ZCentsOut,
});

/** A charge voided. */
export const ZVoidView = z.object({ void: z.object({ id: ZIdOut, chargeId: ZIdOut, amountCents: ZCentsOut, createdAt: ZInstantOut }) });

/** A package sold at the desk: the student's new package, its charge and payment, and the unpaid lessons it now pays for. */
export const ZPackageSaleView = z.object({
  studentPackage: ZStudentPackageView.omit({ expired: true, serviceIds: true, membershipId: true, unlimited: true, suspended: true }),
  chargeId: ZIdOut.nullable(),
  paymentId: ZIdOut.nullable(),
  applied: z.object({ lessons: z.number().int(), amountCents: ZCentsOut }),
  /** A sale with a payment plan: its instalments, the first already paid or being charged (empty: paid in full). */
  items: z.array(ZPaymentItemView),
});

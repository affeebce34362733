/**
 * The payments API's JSON shapes, shared by the route handlers (lib/payments) and the screens
 * (components/payments). Amounts are integer cents; times are ISO 8601 strings.
 */
import type { SALE_CATEGORIES } from "@/lib/db/schema/column-values";
import type { CREDIT_KINDS, ENTRY_KINDS, PAYMENT_METHODS } from "@/lib/db/schema/payments";

export type EntryKind = (typeof ENTRY_KINDS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type CreditKind = (typeof CREDIT_KINDS)[number];
type SaleCategory = (typeof SALE_CATEGORIES)[number];

/** `GET /api/packages` → `{ packages: PackageView[] }`. */
export type PackageView = {
  id: string;
  name: string;
  units: number;
  priceCents: number;
  validDays: number;
  active: boolean;
  serviceIds: string[];
  /** Sold on the public page to new students only. */
  introOffer: boolean;
  /** What its sales count as; null: derived from the student's history. */
  saleCategory: SaleCategory | null;
};

/** One line of a student's account, oldest first, with the balance after it. */
export type AccountEntry = {
  id: string;
  /** Money entries, plus "credit" lines (a unit reserved, released or consumed; amountCents 0). */
  kind: EntryKind | "credit";
  creditKind?: CreditKind;
  amountCents: number;
  method: PaymentMethod | null;
  description: string;
  note: string | null;
  relatedEntryId: string | null;
  /** The booking a lesson charge, fee or unit movement belongs to; the package a sale or unit belongs to. */
  bookingId?: string | null;
  studentPackageId?: string | null;
  /** For a payment: how much of it can still be refunded; for a charge: whether it can be voided. */
  refundableCents?: number;
  voidable?: boolean;
  balanceAfterCents: number;
  createdAt: string;
};

export type StudentPackageView = {
  id: string;
  name: string;
  units: number;
  unitsLeft: number;
  priceCents: number;
  purchasedAt: string;
  expiresAt: string;
  expired: boolean;
  serviceIds: string[];
  /** A membership's units for one period (a grant): its membership; null for a package sold. */
  membershipId: string | null;
  /** Unlimited group classes: shown as "Unlimited", not a count. */
  unlimited: boolean;
  /** Past due: not usable until the membership's charge is paid. */
  suspended: boolean;
};

/** `GET /api/students/{id}/account`. balanceCents > 0: the student owes; < 0: in credit. */
export type StudentAccount = {
  studentId: string;
  studentName: string;
  currency: string;
  balanceCents: number;
  entries: AccountEntry[];
  packages: StudentPackageView[];
  /** Scheduled instalments and membership periods not charged yet (not in the balance). */
  scheduledCents: number;
  nextDue: { dueOn: string; amountCents: number } | null;
};

/** `GET /api/payments?from=&to=` (owners): the Payments screen's overview for a period. */
export type PaymentsOverview = {
  currency: string;
  from: string;
  to: string;
  totals: { paymentsCents: number; refundsCents: number; netCents: number; packagesSold: number; chargesCents: number };
  payments: Array<{
    id: string;
    studentId: string;
    studentName: string;
    amountCents: number;
    refundedCents: number;
    method: PaymentMethod;
    note: string | null;
    createdAt: string;
  }>;
  openBalances: Array<{ studentId: string; studentName: string; balanceCents: number }>;
  packagesSold: Array<{ id: string; studentId: string; studentName: string; name: string; priceCents: number; purchasedAt: string }>;
  /** Whether Stripe keys are configured (students can pay online): added by the route, which may ask lib/stripe. */
  onlinePayments: boolean;
};

/** `GET /api/payments/{id}` (owners; the student their own): one payment, for a printable receipt. */
export type PaymentReceipt = {
  payment: { id: string; amountCents: number; method: PaymentMethod; description: string; note: string | null; createdAt: string };
  student: { id: string; name: string; email: string | null };
  /** `contact`: the studio's address, phone, e-mail and website (Settings → Studio), printed under its name; empty ones left out.
   * `logoUrl` and `brandColor`: the studio's branding (Premium), printed on the receipt; null otherwise. */
  studio: { name: string; currency: string; timeZone: string; contact: string[]; logoUrl: string | null; brandColor: string | null };
  refunds: Array<{ id: string; amountCents: number; createdAt: string }>;
  refundedCents: number;
  refundableCents: number;
  /** The automatic payment this payment settled (which instalment or period, its due day, card or cash); null otherwise. */
  autopay: AutopayReceipt | null;
  /** The package's list price and what a promo code took off, when one did; null otherwise. */
  discount: { listCents: number; discountCents: number } | null;
  /** Owners only: for a payment Stripe took, its gross, Stripe's fee and the net (null for any other payment). */
  stripeCharge?: OnlineChargeShare | null;
};

export type AutopayReceipt = {
  source: "membership" | "instalment";
  instalment: { number: number; of: number | null } | null;
  period: { start: string; end: string } | null;
  dueOn: string | null;
  paidBy: "card" | "cash";
};

/** A payment Stripe took, as the studio's books see it: `chargeGrossCents` is the whole Checkout when shared (a couple's booking). */
export type OnlineChargeShare = {
  grossCents: number;
  feeCents: number | null;
  netCents: number | null;
  chargeGrossCents: number | null;
  paidAt: string;
};

/** `GET/PATCH /api/studio/policies` (owners): cancellation window and what missed lessons cost. */
export type StudioPolicies = {
  cancellationWindowHours: number;
  lateCancelPolicy: "lesson" | "fee" | "none";
  lateCancelFeeCents: number;
  noShowPolicy: "lesson" | "fee" | "none";
  noShowFeeCents: number;
  /** Days before an automatic payment that the student is told it is coming (0: not told). */
  autopayNoticeDays: number;
  currency: string;
};

/** A lesson still charged as money; `state` says whether it is ahead, taught, or missed and charged. */
export type UnpaidLessonView = {
  bookingId: string;
  /** "Private Lesson · Fri, Nov 27, 7:00–7:45 PM" in the studio's zone. */
  label: string;
  startsAt: string;
  amountCents: number;
  state: "upcoming" | "taught" | "missed";
};

/** `GET /api/students/{id}/unpaid-lessons` → `{ covers: PackageCover[] }`: what selling each package would pay for. */
export type PackageCover = { packageId: string; lessons: UnpaidLessonView[]; amountCents: number };

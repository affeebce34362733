import { z } from "zod";
import { ZCentsOut, ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";
import { MISSED_LESSON_POLICIES } from "@/lib/db/schema/column-values";
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
});

/** A student's account: the ledger with its running balance (> 0 owed, < 0 in credit) and their packages. */
export const ZStudentAccountView = z.object({
  studentId: ZIdOut,
  studentName: z.string(),
  currency: z.string(),
  balanceCents: ZCentsOut,
  entries: z.array(ZAccountEntryView),
  packages: z.array(ZStudentPackageView),
});

/** The cancellation window and what late cancels and no-shows cost (owners), in the studio's currency. */
export const ZStudioPoliciesView = z.object({
  cancellationWindowHours: z.number().int(),
  lateCancelPolicy: z.enum(MISSED_LESSON_POLICIES),
  lateCancelFeeCents: ZCentsOut,
  noShowPolicy: z.enum(MISSED_LESSON_POLICIES),
  noShowFeeCents: ZCentsOut,
  currency: z.string(),
});

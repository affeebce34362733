import { z } from "zod";
import { ZCentsOut, ZDayOut, ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";

export const GIFT_STATUSES = ["active", "redeemed", "expired", "voided"] as const;

/** One redemption of a certificate, for staff. */
export const ZGiftRedemptionItem = z.object({
  id: ZIdOut,
  studentId: ZIdOut,
  studentName: z.string(),
  /** Cents of an amount certificate, lessons of a lessons certificate. */
  amount: z.number().int(),
  createdAt: ZInstantOut,
});

/** A gift certificate as staff see it: its code, value, what is left and who it is for. */
export const ZGiftCertificateView = z.object({
  id: ZIdOut,
  /** Shown in groups of four (ABCD-EFGH-JKMN-PQRS). */
  code: z.string(),
  amountCents: ZCentsOut.nullable(),
  units: z.number().int().nullable(),
  packageName: z.string().nullable(),
  /** What is left: cents, or lessons. */
  balance: z.number().int(),
  paidCents: ZCentsOut,
  buyerName: z.string(),
  buyerEmail: z.string().nullable(),
  recipientName: z.string(),
  recipientEmail: z.string().nullable(),
  message: z.string().nullable(),
  deliverOn: ZDayOut.nullable(),
  expiresOn: ZDayOut.nullable(),
  soldVia: z.enum(["desk", "online"]),
  paymentMethod: z.string(),
  status: z.enum(GIFT_STATUSES),
  voidReason: z.string().nullable(),
  createdAt: ZInstantOut,
});

export const ZGiftCertificateDetail = ZGiftCertificateView.extend({ redemptions: z.array(ZGiftRedemptionItem) });

/** What a redemption did, as the person who redeemed it reads it. */
export const ZGiftRedemptionView = z.object({
  /** Account credit (cents) or package units. */
  into: z.enum(["credit", "units"]),
  amount: z.number().int(),
  /** What is left on the certificate. */
  balance: z.number().int(),
  studentPackageId: ZIdOut.nullable(),
});

export const ZGiftSettingsView = z.object({ expiryMonths: z.number().int().nullable() });

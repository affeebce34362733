import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { canSeeAccount } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { ledgerEntries, studios } from "@/lib/db/schema";
import { getStudioBranding } from "@/lib/studio/branding";
import { requireStudent, studioMoneySettings } from "./ledger";
import type { PaymentReceipt } from "./types";

/** GET /api/payments/{id}: a payment with its student, studio and refunds (owners; a student their own, else 404). */
export async function getPaymentReceipt(db: Db, session: Session, paymentId: string): Promise<PaymentReceipt> {
  const [payment] = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.studioId, session.studioId), eq(ledgerEntries.id, paymentId), eq(ledgerEntries.kind, "payment")))
    .limit(1);
  if (!payment) throw new AppError("not_found", "Payment not found.");
  if (!canSeeAccount(session, payment.studentId)) throw new AppError("not_found", "Payment not found.");
  const student = await requireStudent(db, session.studioId, payment.studentId);
  const studio = await studioMoneySettings(db, session.studioId);
  const [contact] = await db
    .select({ address: studios.contactAddress, phone: studios.contactPhone, email: studios.contactEmail, website: studios.contactWebsite })
    .from(studios)
    .where(eq(studios.id, session.studioId));
  const branding = await getStudioBranding(db, session.studioId, session.studioPlan);
  const refunds = await db
    .select({ id: ledgerEntries.id, amountCents: ledgerEntries.amountCents, createdAt: ledgerEntries.createdAt })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, "refund"), eq(ledgerEntries.relatedEntryId, payment.id)))
    .orderBy(asc(ledgerEntries.createdAt));
  const refundedCents = refunds.reduce((sum, row) => sum + row.amountCents, 0);
  return {
    payment: {
      id: payment.id,
      amountCents: payment.amountCents,
      method: payment.method!,
      description: payment.description,
      note: payment.note,
      createdAt: payment.createdAt.toISOString(),
    },
    student: { id: student.id, name: student.name, email: student.email },
    studio: {
      name: studio.name,
      currency: studio.currency,
      timeZone: studio.timeZone,
      contact: [contact.address, contact.phone, contact.email, contact.website].filter((line): line is string => Boolean(line)),
      logoUrl: branding.logoUrl,
      brandColor: branding.color,
    },
    refunds: refunds.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    refundedCents,
    refundableCents: payment.amountCents - refundedCents,
  };
}

import type { Metadata } from "next";
import { PersonUnavailable } from "@/components/people/person-unavailable";
import { ReceiptView } from "@/components/payments/receipt-view";
import { canSeePayments } from "@/lib/access/rules";
import { getAppSession } from "@/lib/auth/app-session";
import { readIdParam } from "@/app/app/id-param";

export const metadata: Metadata = { title: "Receipt" };

/** A printable receipt for one payment (owners; a student their own — the API decides). */
export default async function ReceiptPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await getAppSession();
  const back = { href: "/app/payments", label: "Payments" };
  if (!canSeePayments(session))
    return (
      <PersonUnavailable
        title="Receipt"
        message="Receipts are kept by the studio owner."
        back={{ href: "/app/schedule", label: "Back to the schedule" }}
      />
    );
  return <ReceiptView paymentId={await readIdParam(params)} back={back} />;
}

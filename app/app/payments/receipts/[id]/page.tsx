import type { Metadata } from "next";
import { PersonUnavailable } from "@/components/people/person-unavailable";
import { ReceiptView } from "@/components/payments/receipt-view";
import { canSeePayments } from "@/lib/access/rules";
import { getAppSession } from "@/lib/auth/app-session";

export const metadata: Metadata = { title: "Receipt" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A printable receipt for one payment (owners; a student their own — the API decides). */
export default async function ReceiptPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await getAppSession();
  const { id } = await params;
  const back = { href: "/app/payments", label: "Payments" };
  if (!canSeePayments(session))
    return (
      <PersonUnavailable
        title="Receipt"
        message="Receipts are kept by the studio owner."
        back={{ href: "/app/schedule", label: "Back to the schedule" }}
      />
    );
  if (!UUID.test(id)) return <PersonUnavailable title="Receipt" message="We couldn't find this payment." back={back} />;
  return <ReceiptView paymentId={id} back={back} />;
}

import type { Metadata } from "next";
import { CreditCard } from "lucide-react";
import { EmptyState } from "@/components/app-shell/empty-state";
import { PageHeader } from "@/components/app-shell/page-header";
import { getAppSession } from "@/lib/auth/app-session";

export const metadata: Metadata = { title: "Payments" };

export default async function PaymentsPage() {
  // Pages render alongside the layout, not after it: each checks the session itself (cached per request).
  await getAppSession();
  return (
    <>
      <PageHeader title="Payments" description="Invoices, payments and lesson packages." />
      <EmptyState icon={CreditCard} title="No payments yet">
        Invoices and payments will appear here, with lesson packages, remaining credits and refunds, in your studio&apos;s currency.
      </EmptyState>
    </>
  );
}

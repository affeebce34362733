import type { Metadata } from "next";
import { CreditCard } from "lucide-react";
import { EmptyState } from "@/components/app-shell/empty-state";
import { PageHeader } from "@/components/app-shell/page-header";

export const metadata: Metadata = { title: "Payments" };

export default function PaymentsPage() {
  return (
    <>
      <PageHeader title="Payments" description="Invoices, payments and lesson packages." />
      <EmptyState icon={CreditCard} title="No payments yet">
        Invoices and payments will appear here, with lesson packages, remaining credits and refunds, in your studio&apos;s currency.
      </EmptyState>
    </>
  );
}

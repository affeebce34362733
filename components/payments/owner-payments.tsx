"use client";

import { useState } from "react";
import type { FailedPayment } from "@/components/autopay/autopay-text";
import { FailedPayments } from "@/components/autopay/failed-payments";
import { DatePicker } from "@/components/ui/date-picker";
import type { DateRange } from "@/lib/dates/date-rules";
import type { PackageView, PaymentsOverview } from "@/lib/payments/types";
import { BalancesAndSales } from "./balances-and-sales";
import { ExportButton } from "./export-button";
import { PackagesManager } from "./packages-manager";
import { PaymentsTotals } from "./payments-totals";
import { RecentPayments } from "./recent-payments";
import { RecordPaymentDialog } from "./record-payment-dialog";
import { LoadError, LoadingNote, SectionCard } from "./section-card";
import { SellPackageDialog } from "./sell-package-dialog";
import { useApiData } from "./use-api-data";

type ServiceOption = { id: string; name: string };

/** The owner's Payments screen: a period with its totals and payments, open balances, packages. */
export function OwnerPayments({
  initialRange,
  today,
  currency,
  exportLockedUntil,
}: {
  initialRange: DateRange;
  /** The studio's local day (a sale's first instalment falls due on it). */
  today: string;
  currency: string;
  exportLockedUntil: string | null;
}) {
  const [range, setRange] = useState(initialRange);
  const overview = useApiData<PaymentsOverview>(`/api/payments?from=${range.from}&to=${range.to}`);
  const packages = useApiData<{ packages: PackageView[] }>("/api/packages");
  const services = useApiData<{ services: ServiceOption[] }>("/api/services");
  const failed = useApiData<{ items: FailedPayment[] }>("/api/autopay/failed");
  const packageList = packages.data?.packages ?? [];
  const serviceList = services.data?.services ?? [];
  const shown = overview.data;
  const money = shown?.currency ?? currency;
  const refresh = () => {
    overview.reload();
    packages.reload();
    failed.reload();
  };

  return (
    <div className="grid gap-5 px-4 py-6 sm:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <DatePicker mode="range" id="payments-period" label="Period" value={range} onChange={setRange} />
        <div className="flex flex-wrap gap-2">
          <RecordPaymentDialog currency={money} onDone={refresh} />
          <SellPackageDialog currency={money} packages={packageList} today={today} onDone={refresh} />
        </div>
      </div>
      <ExportButton from={range.from} to={range.to} lockedUntil={exportLockedUntil} />
      <FailedPayments failed={failed} currency={money} onChanged={refresh} />
      <div aria-busy={overview.loading} className="grid gap-5">
        {overview.loading && !shown && <LoadingNote what="payments" />}
        {overview.error && <LoadError message={overview.error.message} onRetry={overview.reload} />}
        {shown && (
          <>
            <PaymentsTotals totals={shown.totals} currency={money} />
            <SectionCard id="recent-title" title="Recent payments">
              <RecentPayments payments={shown.payments} currency={money} onChanged={refresh} />
            </SectionCard>
            <div className="grid gap-5 lg:grid-cols-2">
              <BalancesAndSales overview={shown} />
            </div>
          </>
        )}
      </div>
      {packages.error && <LoadError message={packages.error.message} onRetry={packages.reload} />}
      <PackagesManager packages={packageList} services={serviceList} currency={money} onChanged={packages.reload} />
    </div>
  );
}

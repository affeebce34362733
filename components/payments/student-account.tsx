"use client";

import type { PackageView, StudentAccount as Account } from "@/lib/payments/types";
import { AccountHistory } from "./account-history";
import { BalanceSummary } from "./balance-summary";
import { RecordPaymentDialog } from "./record-payment-dialog";
import { LoadError, LoadingNote, SectionCard } from "./section-card";
import { SellPackageDialog } from "./sell-package-dialog";
import { StudentPackages } from "./student-packages";
import { useApiData } from "./use-api-data";

/** A student's account as the owner sees it: balance, packages, every entry, and the actions on them. */
export function StudentAccount({ studentId, studentName, today }: { studentId: string; studentName: string; today: string }) {
  const account = useApiData<Account>(`/api/students/${studentId}/account`);
  const catalog = useApiData<{ packages: PackageView[] }>("/api/packages");
  const data = account.data;
  const student = { id: studentId, name: studentName };

  return (
    <div aria-busy={account.loading} className="grid gap-5 px-4 py-6 sm:px-8">
      {account.loading && !data && <LoadingNote what="the account" />}
      {account.error && <LoadError message={account.error.message} onRetry={account.reload} />}
      {data && (
        <>
          <BalanceSummary balanceCents={data.balanceCents} currency={data.currency} who="they">
            <RecordPaymentDialog currency={data.currency} student={student} onDone={account.reload} />
            <SellPackageDialog
              currency={data.currency}
              packages={catalog.data?.packages ?? []}
              student={student}
              today={today}
              onDone={account.reload}
            />
          </BalanceSummary>
          <div className="grid gap-5 lg:grid-cols-[2fr_3fr]">
            <SectionCard id="account-packages-title" title="Packages">
              <StudentPackages packages={data.packages} />
            </SectionCard>
            <SectionCard id="account-history-title" title="Account history">
              <AccountHistory entries={data.entries} currency={data.currency} owner onChanged={account.reload} />
            </SectionCard>
          </div>
        </>
      )}
    </div>
  );
}

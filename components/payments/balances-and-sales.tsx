import Link from "next/link";
import { formatMoney } from "@/lib/money/money";
import type { PaymentsOverview } from "@/lib/payments/types";
import { formatDay } from "./payment-labels";
import { SectionCard } from "./section-card";
import { useStudioLocale } from "@/components/ui/studio-locale";

/** Who owes money (each a link to their account), and the packages sold in the period. */
export function BalancesAndSales({ overview }: { overview: PaymentsOverview }) {
  const locale = useStudioLocale();
  const { currency } = overview;
  return (
    <>
      <SectionCard id="balances-title" title="Open balances">
        {overview.openBalances.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nobody owes the studio anything.</p>
        ) : (
          <ul className="divide-y divide-border" aria-labelledby="balances-title">
            {overview.openBalances.map((row) => (
              <li key={row.studentId} className="flex items-center justify-between gap-3 py-2 text-sm">
                <Link
                  href={`/app/payments/students/${row.studentId}`}
                  className="min-w-0 truncate font-medium underline-offset-4 hover:underline"
                >
                  {row.studentName}
                </Link>
                <span className="font-semibold tabular-nums">{formatMoney(row.balanceCents, currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard id="sold-title" title="Packages sold">
        {overview.packagesSold.length === 0 ? (
          <p className="text-sm text-muted-foreground">No packages sold in this period.</p>
        ) : (
          <ul className="divide-y divide-border" aria-labelledby="sold-title">
            {overview.packagesSold.map((sale) => (
              <li key={sale.id} className="grid gap-0.5 py-2 text-sm">
                <div className="flex items-center justify-between gap-3">
                  <span className="font-medium">{sale.name}</span>
                  <span className="tabular-nums">{formatMoney(sale.priceCents, currency)}</span>
                </div>
                <span className="text-muted-foreground">
                  <Link href={`/app/payments/students/${sale.studentId}`} className="underline-offset-4 hover:underline">
                    {sale.studentName}
                  </Link>{" "}
                  · {formatDay(sale.purchasedAt, locale)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </>
  );
}

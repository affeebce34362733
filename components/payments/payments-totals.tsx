import { formatMoney } from "@/lib/money/money";
import type { PaymentsOverview } from "@/lib/payments/types";

/** The period's figures: what came in, what went back, the difference, and packages sold. */
export function PaymentsTotals({ totals, currency }: { totals: PaymentsOverview["totals"]; currency: string }) {
  const figures: [string, string][] = [
    ["Payments", formatMoney(totals.paymentsCents, currency)],
    ["Refunds", formatMoney(totals.refundsCents, currency)],
    ["Net", formatMoney(totals.netCents, currency)],
    ["Packages sold", String(totals.packagesSold)],
  ];
  return (
    <dl aria-label="Totals for the period" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

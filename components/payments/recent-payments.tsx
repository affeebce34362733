import Link from "next/link";
import { formatMoney } from "@/lib/money/money";
import type { PaymentsOverview } from "@/lib/payments/types";
import { formatDay, METHOD_LABELS } from "./payment-labels";
import { RefundDialog } from "./refund-dialog";
import { useStudioLocale } from "@/components/ui/studio-locale";

type Payment = PaymentsOverview["payments"][number];

/** The period's payments, newest first; on a phone the method and refund columns fold under the student. */
export function RecentPayments({ payments, currency, onChanged }: { payments: Payment[]; currency: string; onChanged: () => void }) {
  const locale = useStudioLocale();
  if (payments.length === 0) return <p className="text-sm text-muted-foreground">No payments in this period.</p>;
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Payments in the period</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium sm:px-2">
              Student
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="hidden px-2 py-2 font-medium sm:table-cell">
              Method
            </th>
            <th scope="col" className="hidden px-2 py-2 text-right font-medium md:table-cell">
              Refunded
            </th>
            <th scope="col" className="hidden px-2 py-2 font-medium sm:table-cell">
              Date
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium sm:px-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => {
            const refundable = payment.amountCents - payment.refundedCents;
            const label = `${formatMoney(payment.amountCents, currency)} from ${payment.studentName}, ${formatDay(payment.createdAt, locale)}`;
            return (
              <tr key={payment.id} className="border-t border-border align-top sm:align-middle">
                <td className="px-4 py-2.5 sm:px-2">
                  <Link href={`/app/payments/students/${payment.studentId}`} className="font-medium underline-offset-4 hover:underline">
                    {payment.studentName}
                  </Link>
                  <span className="block text-xs text-muted-foreground sm:hidden">
                    {METHOD_LABELS[payment.method]} · {formatDay(payment.createdAt, locale)}
                  </span>
                  {payment.refundedCents > 0 && (
                    <span className="block text-xs text-muted-foreground md:hidden">
                      Refunded {formatMoney(payment.refundedCents, currency)}
                    </span>
                  )}
                </td>
                <td className="px-2 py-2.5 text-right font-medium tabular-nums">{formatMoney(payment.amountCents, currency)}</td>
                <td className="hidden px-2 py-2.5 sm:table-cell">{METHOD_LABELS[payment.method]}</td>
                <td className="hidden px-2 py-2.5 text-right tabular-nums md:table-cell">
                  {payment.refundedCents > 0 ? formatMoney(payment.refundedCents, currency) : "—"}
                </td>
                <td className="hidden whitespace-nowrap px-2 py-2.5 sm:table-cell">{formatDay(payment.createdAt, locale)}</td>
                <td className="px-4 py-2 sm:px-2">
                  <div className="flex flex-wrap justify-end gap-1">
                    <Link
                      href={`/app/payments/receipts/${payment.id}`}
                      aria-label={`Receipt for ${label}`}
                      className="inline-flex h-9 items-center rounded-md px-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
                    >
                      Receipt
                    </Link>
                    {refundable > 0 && (
                      <RefundDialog
                        paymentId={payment.id}
                        label={label}
                        refundableCents={refundable}
                        currency={currency}
                        onDone={onChanged}
                      />
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

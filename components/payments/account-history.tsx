"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { formatMoney } from "@/lib/money/money";
import type { AccountEntry } from "@/lib/payments/types";
import { formatDay, METHOD_LABELS } from "./payment-labels";
import { RefundDialog } from "./refund-dialog";
import { VoidChargeDialog } from "./void-charge-dialog";
import { useStudioLocale } from "@/components/ui/studio-locale";

const KIND_LABELS: Record<AccountEntry["kind"], string> = {
  charge: "Charge",
  payment: "Payment",
  refund: "Refund",
  void: "Voided",
  credit: "Lesson unit",
};
/** A long-standing account has hundreds of lines: the newest come first, older ones on request. */
const PAGE = 25;
const CREDIT_LABELS = { reserve: "reserved", release: "released", consume: "used" } as const;

/**
 * The account's entries, newest first, each with the balance after it; nothing is edited in place,
 * so the lines always explain the balance. Every payment links its receipt; owners also get Refund and Void
 * on the lines that allow them.
 */
export function AccountHistory({
  entries,
  currency,
  owner,
  onChanged,
}: {
  entries: AccountEntry[];
  currency: string;
  owner?: boolean;
  onChanged?: () => void;
}) {
  const locale = useStudioLocale();
  const [limit, setLimit] = useState(PAGE);
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">Nothing on this account yet.</p>;
  const newestFirst = [...entries].reverse();
  const hidden = newestFirst.length - limit;
  return (
    <div className="grid gap-2">
      <ol className="divide-y divide-border" aria-label="Account history, newest first">
        {newestFirst.slice(0, limit).map((entry) => {
          const isCredit = entry.kind === "credit";
          // Money the student owes reads positive; money in their favour reads with a minus.
          const sign = entry.kind === "charge" || entry.kind === "refund" ? "" : "−";
          const title = isCredit
            ? `${KIND_LABELS.credit} ${entry.creditKind ? CREDIT_LABELS[entry.creditKind] : ""}`
            : KIND_LABELS[entry.kind];
          const label = `${entry.description}, ${formatDay(entry.createdAt, locale)}`;
          return (
            <li key={entry.id} className="grid gap-1 py-2.5 text-sm sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4">
              <div className="grid min-w-0 gap-0.5">
                <span className="font-medium">
                  {title}
                  {entry.method && <span className="font-normal text-muted-foreground"> · {METHOD_LABELS[entry.method]}</span>}
                </span>
                <span className="text-muted-foreground">
                  {entry.description}
                  {entry.note ? ` — ${entry.note}` : ""} · {formatDay(entry.createdAt, locale)}
                </span>
              </div>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1 sm:justify-end">
                {!isCredit && (
                  <span className="font-semibold tabular-nums">
                    {sign}
                    {formatMoney(entry.amountCents, currency)}
                  </span>
                )}
                <span className="text-muted-foreground tabular-nums">Balance {formatMoney(entry.balanceAfterCents, currency)}</span>
                {entry.kind === "payment" && (
                  <Link
                    href={`/app/payments/receipts/${entry.id}`}
                    aria-label={`Receipt for ${label}`}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    Receipt
                  </Link>
                )}
                {owner && onChanged && entry.kind === "payment" && (entry.refundableCents ?? 0) > 0 && (
                  <RefundDialog
                    paymentId={entry.id}
                    label={label}
                    refundableCents={entry.refundableCents ?? 0}
                    currency={currency}
                    onDone={onChanged}
                  />
                )}
                {owner && onChanged && entry.kind === "charge" && entry.voidable && (
                  <VoidChargeDialog chargeId={entry.id} label={label} onDone={onChanged} />
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {hidden > 0 && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="justify-self-start"
          onClick={() => setLimit((current) => current + PAGE)}
        >
          Show older entries ({hidden} more)
        </Button>
      )}
    </div>
  );
}

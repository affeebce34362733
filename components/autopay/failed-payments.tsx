"use client";

import type { StudioLocale } from "@/lib/studio/locales";
import Link from "next/link";
import { useState } from "react";
import { LoadError, LoadingNote, SectionCard } from "@/components/payments/section-card";
import type { ApiData } from "@/components/payments/use-api-data";
import { formatMoney } from "@/lib/money/money";
import { plural } from "@/lib/text/plural";
import { dueText, type FailedPayment } from "./autopay-text";
import { FailedItemActions } from "./failed-item-actions";
import { useStudioLocale } from "@/components/ui/studio-locale";

/**
 * The owner's Failed payments (GET /api/autopay/failed): automatic payments a card refused, newest
 * first, each with why, when the card is tried next, and Retry card / Record cash / Waive.
 */
export function FailedPayments({
  failed,
  currency,
  onChanged,
}: {
  failed: ApiData<{ items: FailedPayment[] }>;
  currency: string;
  onChanged: () => void;
}) {
  const locale = useStudioLocale();
  const [outcome, setOutcome] = useState<string | null>(null);
  const items = failed.data?.items ?? [];
  const total = items.reduce((sum, item) => sum + item.amountCents, 0);
  return (
    <SectionCard id="failed-payments" title={items.length > 0 ? `Failed payments (${items.length})` : "Failed payments"}>
      <div aria-busy={failed.loading} className="grid gap-3">
        {failed.loading && !failed.data && <LoadingNote what="failed payments" />}
        {failed.error && <LoadError message={failed.error.message} onRetry={failed.reload} />}
        {outcome && (
          <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
            {outcome}
          </p>
        )}
        {failed.data && items.length === 0 && (
          <p className="text-sm text-muted-foreground">
            No failed payments. When a card refuses an instalment or a membership charge, it shows here to retry, take in cash or waive.
          </p>
        )}
        {items.length > 0 && (
          <>
            <p className="text-sm">
              {formatMoney(total, currency)} in {plural(items.length, "payment")} a card refused. Students were e-mailed a link to pay or
              update their card; cards are tried again 1, 3 and 7 days after the first failure.
            </p>
            <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Failed payments">
              {items.map((item) => (
                <li key={item.id} className="grid gap-1 px-3 py-2.5 text-sm">
                  <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                    <span className="min-w-0">
                      <Link
                        href={`/app/payments/students/${item.studentId}`}
                        className="font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {item.studentName}
                      </Link>
                      <span className="block">{item.description}</span>
                    </span>
                    <span className="font-medium tabular-nums">{formatMoney(item.amountCents, currency)}</span>
                  </div>
                  <p className="text-muted-foreground">
                    Due {dueText(item, locale)} · {plural(item.attempts, "attempt")}
                    {item.nextAttemptAt ? ` · next try ${formatInstantDay(item.nextAttemptAt, locale)}` : " · no more automatic tries"}
                  </p>
                  {item.lastError && <p className="text-danger">{item.lastError}</p>}
                  <div className="flex flex-wrap gap-1 pt-1">
                    <FailedItemActions
                      item={item}
                      currency={currency}
                      who={item.studentName}
                      onDone={(text) => {
                        setOutcome(text);
                        onChanged();
                      }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </SectionCard>
  );
}

/** "Dec 4" from an instant, in the reader's calendar. */
function formatInstantDay(iso: string, locale: StudioLocale): string {
  return new Intl.DateTimeFormat(locale, { month: "short", day: "numeric" }).format(new Date(iso));
}

"use client";

import { AlertTriangle } from "lucide-react";
import Link from "next/link";
import { useApiData } from "@/components/payments/use-api-data";
import { plural } from "@/lib/text/plural";
import type { FailedPayment } from "./autopay-text";

/** Today's nudge for owners: how many automatic payments a card refused, linking to the list; nothing when none. */
export function FailedPaymentsLink() {
  const failed = useApiData<{ items: FailedPayment[] }>("/api/autopay/failed");
  const count = failed.data?.items.length ?? 0;
  if (count === 0) return null;
  return (
    <Link
      href="/app/payments#failed-payments"
      className="inline-flex h-9 items-center gap-2 rounded-md bg-danger-soft px-3 text-sm font-medium text-danger hover:underline"
    >
      <AlertTriangle aria-hidden className="size-4" />
      {plural(count, "failed payment")}
    </Link>
  );
}

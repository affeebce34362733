"use client";

import { Download, Lock } from "lucide-react";
import Link from "next/link";
import { FormStatus } from "@/components/forms/form-status";
import { useApiAction } from "@/components/forms/use-api-action";
import { Button } from "@/components/ui/button";
import { apiDownload } from "@/lib/api/api-fetch";

/**
 * CSV of the period's payments (GET /api/payments/export). On a plan without data export the button
 * is shown locked with the plan that unlocks it; a 403 plan_required from the server says the same.
 */
export function ExportButton({ from, to, lockedUntil }: { from: string; to: string; lockedUntil: string | null }) {
  const { run, result, isPending } = useApiAction();

  if (lockedUntil) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Button type="button" variant="secondary" disabled aria-describedby="export-locked">
          <Lock aria-hidden />
          Export CSV
        </Button>
        <span id="export-locked" className="text-muted-foreground">
          Data export comes with {lockedUntil}.{" "}
          <Link href="/pricing" className="font-medium text-primary underline underline-offset-4">
            Compare plans
          </Link>
        </span>
      </div>
    );
  }

  const download = () =>
    run(
      async () => {
        const file = await apiDownload(`/api/payments/export?from=${from}&to=${to}`);
        const url = URL.createObjectURL(file);
        Object.assign(document.createElement("a"), { href: url, download: `payments-${from}-to-${to}.csv` }).click();
        URL.revokeObjectURL(url);
      },
      { errorMessage: "The export didn't work. Try again." },
    );

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Button type="button" variant="secondary" onClick={download} disabled={isPending}>
        <Download aria-hidden />
        Export CSV
      </Button>
      <FormStatus result={result} />
    </div>
  );
}

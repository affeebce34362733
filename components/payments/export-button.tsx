"use client";

import { Download, Lock } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/api-fetch";

/**
 * CSV of the period's payments (GET /api/payments/export). On a plan without data export the button
 * is shown locked with the plan that unlocks it; a 403 plan_required from the server says the same.
 */
export function ExportButton({ from, to, lockedUntil }: { from: string; to: string; lockedUntil: string | null }) {
  const [message, setMessage] = useState<{ text: string; plan: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

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

  async function download() {
    setBusy(true);
    setMessage(null);
    try {
      const response = await fetch(`/api/payments/export?from=${from}&to=${to}`, { credentials: "same-origin" });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
        throw new ApiError(response.status, body?.error?.code ?? "http", body?.error?.message ?? "The export didn't work. Try again.");
      }
      const url = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement("a"), { href: url, download: `payments-${from}-to-${to}.csv` });
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      const known = error instanceof ApiError;
      setMessage({ text: known ? error.message : "Couldn't reach Promenade. Try again.", plan: known && error.code === "plan_required" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Button type="button" variant="secondary" onClick={download} disabled={busy}>
        <Download aria-hidden />
        Export CSV
      </Button>
      {message && (
        <span role="alert" className="text-danger">
          {message.text}{" "}
          {message.plan && (
            <Link href="/pricing" className="font-medium underline underline-offset-4">
              Compare plans
            </Link>
          )}
        </span>
      )}
    </div>
  );
}

"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError, apiFetch, readApiError } from "@/lib/api/api-fetch";

type Checkout = { kind: "balance" } | { kind: "package"; packageId: string };

/** Pay or Buy online: POST /api/checkout answers with Stripe Checkout's URL, and the browser goes there. */
export function CheckoutButton({
  checkout,
  label,
  accessibleName,
  variant = "primary",
}: {
  checkout: Checkout;
  label: string;
  accessibleName?: string;
  variant?: "primary" | "secondary";
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function start() {
    setBusy(true);
    setMessage(null);
    try {
      const { url } = await apiFetch<{ url: string }>("/api/checkout", { body: checkout });
      window.location.assign(url);
    } catch (error) {
      // 404: the studio has no online payments (Stripe not configured) after all.
      setMessage(
        error instanceof ApiError && error.status === 404
          ? "Online payment isn't available. Please pay at the studio."
          : readApiError(error).message,
      );
      setBusy(false);
    }
  }

  return (
    <div className="grid justify-items-end gap-1">
      <Button type="button" variant={variant} onClick={start} disabled={busy} aria-label={accessibleName}>
        {label}
      </Button>
      {message && (
        <p role="alert" className="text-sm text-danger">
          {message}
        </p>
      )}
    </div>
  );
}

"use client";

import { useState } from "react";
import { useApiAction } from "@/components/forms/use-api-action";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";
import type { TPaymentPlan } from "@/lib/payments/schemas";

type Checkout =
  | { kind: "balance"; saveCard?: boolean }
  | { kind: "package"; packageId: string; applyToUnpaid?: boolean; saveCard?: boolean; paymentPlan?: TPaymentPlan; promoCode?: string };

/** Pay or Buy online: POST /api/checkout answers with Stripe Checkout's URL, and the browser goes there. */
export function CheckoutButton({
  checkout,
  label,
  accessibleName,
  variant = "primary",
  disabled = false,
}: {
  checkout: Checkout;
  label: string;
  accessibleName?: string;
  variant?: "primary" | "secondary";
  disabled?: boolean;
}) {
  const { run, result, isPending } = useApiAction();
  // The refusal belongs to what was asked: once the student changes it (another promo code), it no longer shows.
  const asked = JSON.stringify(checkout);
  const [refusedFor, setRefusedFor] = useState<string | null>(null);
  // Stays busy while the browser leaves for Stripe.
  const [isLeaving, setIsLeaving] = useState(false);

  const start = () => {
    setRefusedFor(asked);
    return run(async () => {
      const { url } = await apiFetch<{ url: string }>("/api/checkout", { body: checkout });
      setIsLeaving(true);
      window.location.assign(url);
    });
  };

  return (
    <div className="grid justify-items-end gap-1">
      <Button type="button" variant={variant} onClick={start} disabled={disabled || isPending || isLeaving} aria-label={accessibleName}>
        {label}
      </Button>
      {result && refusedFor === asked && (
        <p role="alert" className="text-sm text-danger">
          {/* 404: the studio has no online payments (Stripe not configured) after all. */}
          {result.status === 404 ? "Online payment isn't available. Please pay at the studio." : result.text}
        </p>
      )}
    </div>
  );
}

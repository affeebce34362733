"use client";

import { useSearchParams } from "next/navigation";

const TEXT = {
  // Stripe sends the student back before (or just after) its webhook books the place.
  paid: "Thank you! Your payment went through. The lesson shows as booked below as soon as Stripe confirms it, usually within seconds.",
  cancelled: "Payment cancelled. Your place stays held until the time shown below, then it is let go; you can book again any time.",
} as const;

/** What happened at Stripe Checkout, when the student comes back from it (?checkout=paid|cancelled). */
export function CheckoutReturnNotice() {
  const outcome = useSearchParams().get("checkout");
  if (outcome !== "paid" && outcome !== "cancelled") return null;
  return (
    <p
      role="status"
      className={
        outcome === "paid"
          ? "rounded-md bg-success-soft px-3 py-2 text-sm text-success"
          : "rounded-md bg-muted px-3 py-2 text-sm text-foreground"
      }
    >
      {TEXT[outcome]}
    </p>
  );
}

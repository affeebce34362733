"use client";

import { useRouter } from "next/navigation";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZPaymentAtBookingForm } from "@/lib/studio/branding-forms";
import { cn } from "@/lib/utils";

const OPTIONS = [
  {
    value: "account",
    title: "Bill to the student's account",
    text: "The lesson's price goes on their account; they pay later, online or at the studio.",
  },
  {
    value: "checkout",
    title: "Pay when booking",
    text: "They pay at Stripe Checkout right away. Their place is held for 15 minutes while they pay, then let go if unpaid.",
  },
] as const;

/** The studio's choice (PATCH /api/studio `paymentAtBooking`); "Pay when booking" needs the studio's own Stripe account connected. */
export function PaymentAtBookingForm({ choice, onlinePayment }: { choice: "account" | "checkout"; onlinePayment: boolean }) {
  const router = useRouter();
  const { form, registerOption, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZPaymentAtBookingForm, {
    defaultValues: { paymentAtBooking: choice },
    submit: (values) => apiFetch("/api/studio", { method: "PATCH", body: values }),
    successMessage: "Saved.",
    errorMessage: "The choice couldn't be saved. Try again.",
    onSuccess: () => router.refresh(),
  });
  const selected = form.watch("paymentAtBooking");
  const error = fieldError("paymentAtBooking");
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <fieldset className="grid gap-2" aria-describedby={error ? "payment-at-booking-error" : undefined}>
        <legend className="sr-only">How students pay when they book</legend>
        {OPTIONS.map((option) => {
          const isDisabled = option.value === "checkout" && !onlinePayment;
          return (
            <label
              key={option.value}
              className={cn(
                "flex items-start gap-3 rounded-md border p-3 transition-colors",
                isDisabled ? "cursor-not-allowed" : "cursor-pointer",
                selected === option.value ? "border-primary bg-primary-soft" : "border-border bg-card hover:bg-muted",
              )}
            >
              <input
                type="radio"
                disabled={isDisabled}
                {...registerOption("paymentAtBooking", option.value)}
                className={cn("mt-1 size-4 accent-[var(--color-primary)]", isDisabled && "opacity-70")}
              />
              <span className="grid gap-0.5">
                {/* Faded when it can't be chosen; the way to make it choosable keeps full contrast. */}
                <span className={cn("grid gap-0.5", isDisabled && "opacity-70")}>
                  <span className="text-sm font-medium">{option.title}</span>
                  <span className="text-sm text-muted-foreground">{option.text}</span>
                </span>
                {isDisabled && (
                  <span className="text-sm text-foreground">
                    <a href="#settings-online-payments" className="cursor-pointer font-medium text-primary underline underline-offset-2">
                      Connect Stripe to take payments online
                    </a>
                    , then this can be chosen.
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </fieldset>
      {error && (
        <p id="payment-at-booking-error" className="text-sm text-danger">
          {error}
        </p>
      )}
      <FormStatus result={result} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}

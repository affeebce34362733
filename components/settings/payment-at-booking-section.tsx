import type { Session } from "@/lib/auth/session";
import { loadPaymentAtBooking } from "@/lib/booking/pay-at-booking";
import { PaymentAtBookingForm } from "./payment-at-booking-form";

/** Settings → Payment at booking (owners): bill the student's account, or take payment at Stripe Checkout. */
export async function PaymentAtBookingSection({ session }: { session: Session }) {
  const { choice, onlinePayment } = await loadPaymentAtBooking(session);
  return (
    <section aria-labelledby="settings-payment-at-booking" className="grid gap-6 rounded-xl border border-border bg-card p-5 sm:p-6">
      <div>
        <h2 id="settings-payment-at-booking" className="font-[family-name:var(--font-display)] text-2xl font-semibold">
          Payment at booking
        </h2>
        <p className="text-sm text-muted-foreground">
          How students pay for a lesson, class or practice room they book themselves that no lesson package covers.
        </p>
      </div>
      <PaymentAtBookingForm choice={choice} onlinePayment={onlinePayment} />
    </section>
  );
}

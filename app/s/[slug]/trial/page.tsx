import type { Metadata } from "next";
import { CheckoutReturn, type CheckoutReturnProps, type CheckoutReturnText } from "../checkout-return";

export const metadata: Metadata = { title: "Your first lesson", robots: { index: false } };

// Stripe sends the visitor back before (or just after) its webhook books the place.
const TEXT: CheckoutReturnText = {
  paid: {
    heading: "Thank you, you're booked",
    body: "Your payment went through and your first lesson is booked. We've sent you an e-mail: follow it to choose your password and see your lessons.",
  },
  cancelled: {
    heading: "Payment cancelled",
    body: "Your first lesson isn't booked. The place stays held for a few minutes and is then let go; you can book again from the studio's page.",
  },
};

/** Where Stripe Checkout sends a visitor back after paying (or not) for a first lesson (?checkout=paid|cancelled). */
export default function TrialCheckoutReturnPage(props: CheckoutReturnProps) {
  return <CheckoutReturn {...props} text={TEXT} />;
}

import type { Metadata } from "next";
import { CheckoutReturn, type CheckoutReturnProps, type CheckoutReturnText } from "../checkout-return";

export const metadata: Metadata = { title: "Your intro offer", robots: { index: false } };

// Stripe sends the visitor back before (or just after) its webhook sells the offer and books the lesson.
const TEXT: CheckoutReturnText = {
  paid: {
    heading: "Thank you, your payment went through",
    body: "Your intro offer is yours and your first lesson is being booked. We're e-mailing you the details and a link to choose your password and see your lessons.",
  },
  cancelled: {
    heading: "Payment cancelled",
    body: "Nothing was paid and nothing is booked. You can choose an offer again on the studio's page.",
  },
};

/** Where Stripe Checkout sends a visitor back after paying (or not) for an intro offer (?checkout=paid|cancelled). */
export default function IntroOfferReturnPage(props: CheckoutReturnProps) {
  return <CheckoutReturn {...props} text={TEXT} />;
}

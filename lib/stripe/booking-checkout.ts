import "server-only";
import { APP_HOME } from "@/lib/auth/public-routes";
import { safeRedirect } from "@/lib/auth/safe-redirect";
import { env } from "@/lib/env";
import { stripeClient } from "./client";
import { stripeSettings } from "./config";
import type { StudioStripe } from "./studio-account";

export type BookingCheckoutInput = {
  studioId: string;
  /** Who pays (the student who booked); a couple's rental holds the partner's place in the same Checkout. */
  studentId: string;
  email: string;
  currency: string;
  /** One line per held place: what it is and its price. */
  places: { bookingId: string; name: string; amountCents: number }[];
  /** Where Stripe sends the payer back (`?checkout=paid|cancelled` is added): the student's schedule, or a visitor's studio page. */
  returnPath?: string;
};

/**
 * Stripe's shortest Checkout life is 30 minutes; the place is held for 15. The hold's end is ours:
 * the sweep (or a cancel) expires the session at Stripe when it releases the place, so it can't be paid later.
 */
const SESSION_MINUTES = 31;

/**
 * A Checkout session (payment mode) for places held at booking. The metadata names the bookings:
 * `checkout.session.completed` books them and records the payment, `checkout.session.expired` frees them.
 */
export async function createBookingCheckout(studio: StudioStripe, input: BookingCheckoutInput): Promise<{ id: string; url: string }> {
  const fee = studio.platformFee(input.places.reduce((sum, place) => sum + place.amountCents, 0));
  const checkout = await studio.stripe.checkout.sessions.create(
    {
      mode: "payment",
      customer_email: input.email,
      client_reference_id: input.studentId,
      expires_at: Math.floor(Date.now() / 1000) + SESSION_MINUTES * 60,
      line_items: input.places.map((place) => ({
        quantity: 1,
        price_data: { currency: input.currency.toLowerCase(), unit_amount: place.amountCents, product_data: { name: place.name } },
      })),
      metadata: {
        kind: "booking",
        studioId: input.studioId,
        studentId: input.studentId,
        bookingIds: input.places.map((p) => p.bookingId).join(","),
      },
      ...(fee > 0 && { payment_intent_data: { application_fee_amount: fee } }),
      success_url: returnUrl(input.returnPath, "paid"),
      cancel_url: returnUrl(input.returnPath, "cancelled"),
    },
    studio.on,
  );
  return { id: checkout.id, url: checkout.url! };
}

/** The site's own page Stripe sends the payer back to: a checked local path (else the schedule), with `?checkout=`. */
export function returnUrl(returnPath: string | undefined, outcome: "paid" | "cancelled"): string {
  // SITE_URL may carry a path of its own: the checked path goes after it.
  const url = new URL(`${env.SITE_URL}${safeRedirect(returnPath, APP_HOME)}`);
  url.searchParams.set("checkout", outcome);
  return url.href;
}

/** A Checkout session still open for held places, and the studio account it lives on (null: the platform's, from before Connect). */
export type OpenCheckout = { id: string; accountId: string | null };

/**
 * Closes Checkout sessions whose places were released, after the release committed, each on the
 * account it was opened on. Best effort: a session Stripe already closed (paid, expired) answers an
 * error that changes nothing here, and a payment that still slips through is handled by the webhook
 * (the place is re-taken if free, else the money stays on the student's account as credit).
 */
export async function expireBookingCheckouts(sessions: readonly OpenCheckout[]): Promise<void> {
  const settings = stripeSettings();
  if (!settings || sessions.length === 0) return;
  const stripe = stripeClient(settings);
  const unique = new Map(sessions.map((session) => [session.id, session]));
  await Promise.all(
    [...unique.values()].map(({ id, accountId }) =>
      stripe.checkout.sessions.expire(id, {}, accountId ? { stripeAccount: accountId } : {}).catch((error: unknown) => {
        console.warn("Could not expire the Stripe Checkout session", id, error instanceof Error ? error.message : error);
      }),
    ),
  );
}

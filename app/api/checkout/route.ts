// POST /api/checkout { kind: "balance" } | { kind: "package", packageId } | { kind: "card" } — a student pays
// (or saves a card) online through Stripe Checkout on the studio's own account; 404 without Stripe, 409
// when the studio has not connected its account.
import { z } from "zod";
import { clientAddress } from "@/lib/auth/client-address";
import { route } from "@/lib/http/route";
import { createStudentCheckout, ZCheckoutInput } from "@/lib/stripe/student-checkout";

export const dynamic = "force-dynamic";

export const POST = route(
  {
    summary: "A Stripe Checkout URL on the studio's account for the balance, a package or saving a card (409 when not connected).",
    roles: ["student"],
    body: ZCheckoutInput,
    // Only Stripe's page to pay on: never a Checkout Session id.
    response: z.object({ url: z.string() }),
  },
  async ({ db, session, body, request }) => createStudentCheckout(db, session, body, clientAddress(request)),
);

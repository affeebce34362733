// POST /api/checkout { kind: "balance" } | { kind: "package", packageId } — a student pays online
// through Stripe Checkout; 404 when Stripe is not configured.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { createStudentCheckout, ZCheckoutInput } from "@/lib/stripe/student-checkout";

export const dynamic = "force-dynamic";

export const POST = route(
  {
    summary: "A Stripe Checkout URL for the student's balance or a package (404 without Stripe).",
    roles: ["student"],
    body: ZCheckoutInput,
    // Only Stripe's page to pay on: never a Checkout Session id.
    response: z.object({ url: z.string() }),
  },
  async ({ db, session, body }) => createStudentCheckout(db, session, body),
);

// POST /api/checkout { kind: "balance" } | { kind: "package", packageId } — a student pays online
// through Stripe Checkout; 404 when Stripe is not configured.
import { route } from "@/lib/http/route";
import { createStudentCheckout, ZCheckoutInput } from "@/lib/stripe/student-checkout";

export const dynamic = "force-dynamic";

export const POST = route(
  {
    summary: "A Stripe Checkout URL for the student's balance or a package (404 without Stripe).",
    roles: ["student"],
    body: ZCheckoutInput,
  },
  async ({ db, session, body }) => createStudentCheckout(db, session, body),
);

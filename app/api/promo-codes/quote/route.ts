// POST /api/promo-codes/quote — what a code would take off a package, plan or service for a student, before the sale (owners).
import { clientAddress } from "@/lib/auth/client-address";
import { route } from "@/lib/http/route";
import { quotePromoCode } from "@/lib/growth/promo-quote";
import { ZPromoQuote } from "@/lib/growth/promo-schemas";
import { ZPromoQuoteView } from "@/lib/growth/promo-views";

export const POST = route(
  {
    summary:
      "What a promo code would take off one package, membership plan or service for a student, checked as the sale checks it but not used; 400 naming why it can't be used (owners).",
    roles: ["owner"],
    body: ZPromoQuote,
    response: ZPromoQuoteView,
  },
  async ({ db, session, body, request }) => quotePromoCode(db, session, body, clientAddress(request)),
);

// POST /api/students/[id]/packages — sell a package, with its payment if one is given, in full or in instalments (owners).
import { route } from "@/lib/http/route";
import { ZSellPackage } from "@/lib/payments/schemas";
import { sellPackageWithPlan } from "@/lib/autopay/package-sale";
import { ZPackageSaleView } from "@/lib/payments/views";
import { ZIdParams } from "@/lib/api/ids";
import { clientAddress } from "@/lib/auth/client-address";

export const POST = route(
  {
    summary:
      "Sell a package, with its payment if given, in full or on a payment plan (its schedule answered); `applyToUnpaid` pays unpaid lessons with it (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZSellPackage,
    idempotent: true,
    response: ZPackageSaleView,
    status: 201,
  },
  async ({ db, session, params, body, request }) => sellPackageWithPlan(db, session, params.id, body, new Date(), clientAddress(request)),
);

// PATCH /api/packages/[id] — edit a package for future sales, or take it off sale (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { updatePackage } from "@/lib/payments/packages";
import { ZPackagePatch } from "@/lib/payments/schemas";
import { ZPackageView } from "@/lib/payments/views";
import { ZIdParams } from "@/lib/api/ids";

export const PATCH = route(
  {
    summary: "Edit a package for future sales, or take it off sale (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZPackagePatch,
    response: z.object({ package: ZPackageView }),
  },
  async ({ db, session, params, body }) => ({
    package: await updatePackage(db, session, params.id, body),
  }),
);

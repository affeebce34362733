// GET /api/packages — the studio's lesson packages (students: those on sale); POST — add one (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { createPackage, listPackages } from "@/lib/payments/packages";
import { ZPackageInput } from "@/lib/payments/schemas";
import { ZPackageView } from "@/lib/payments/views";

export const GET = route(
  { summary: "Lesson packages (students: those on sale).", response: z.object({ packages: z.array(ZPackageView) }) },
  async ({ db, session }) => ({ packages: await listPackages(db, session) }),
);

export const POST = route(
  { summary: "Add a package (owners).", roles: ["owner"], body: ZPackageInput, response: z.object({ package: ZPackageView }), status: 201 },
  async ({ db, session, body }) => ({ package: await createPackage(db, session, body) }),
);

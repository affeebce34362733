// GET /api/packages — the studio's lesson packages (students: those on sale); POST — add one (owners).
import { json, route } from "@/lib/http/route";
import { createPackage, listPackages } from "@/lib/payments/packages";
import { ZPackageInput } from "@/lib/payments/schemas";

export const GET = route({ summary: "Lesson packages (students: those on sale)." }, async ({ db, session }) => ({
  packages: await listPackages(db, session),
}));

export const POST = route({ summary: "Add a package (owners).", roles: ["owner"], body: ZPackageInput }, async ({ db, session, body }) =>
  json({ package: await createPackage(db, session, body) }, 201),
);

// GET /api/students/[id]/unpaid-lessons — per package on sale, the unpaid lessons selling it would pay for (owners; a student their own).
import { route } from "@/lib/http/route";
import { ZPackageCovers } from "@/lib/payments/cover-views";
import { previewPackageCovers } from "@/lib/payments/unpaid-lessons";
import { ZIdParams } from "@/lib/api/ids";

export const GET = route(
  {
    summary: "Per package on sale, the unpaid lessons selling it would pay for (owners; a student their own).",
    roles: ["owner", "student"],
    params: ZIdParams,
    response: ZPackageCovers,
  },
  async ({ db, session, params }) => previewPackageCovers(db, session, params.id),
);

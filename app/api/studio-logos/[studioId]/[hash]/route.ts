// GET /api/studio-logos/[studioId]/[hash] — a studio's logo, public (receipts, student pages, e-mails), cached for a year.
import { z } from "zod";
import { raw, route } from "@/lib/http/route";
import { findStudioLogo } from "@/lib/studio/studio-logo";
import { immutableImageResponse } from "@/lib/studio/image-response";

const ZLogoParams = z.object({ studioId: z.uuid(), hash: z.string().regex(/^[0-9a-f]{64}$/) });

export const GET = route(
  {
    summary: "A studio's logo by its content hash, cached for a year (public: receipts and student pages show it).",
    auth: false,
    params: ZLogoParams,
    response: raw("image/*", "The logo's bytes (PNG, JPEG or WebP, as uploaded), cached for a year: its address changes with its content."),
  },
  async ({ db, params }) => {
    const logo = await findStudioLogo(db, params.studioId, params.hash);
    return immutableImageResponse(logo);
  },
);

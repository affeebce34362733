// GET /api/studio-logos/[studioId]/[hash] — a studio's logo, public (receipts, student pages, e-mails), cached for a year.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { findStudioLogo } from "@/lib/studio/studio-logo";

const ZLogoParams = z.object({ studioId: z.uuid(), hash: z.string().regex(/^[0-9a-f]{64}$/) });

export const GET = route({ auth: false, params: ZLogoParams }, async ({ db, params }) => {
  const logo = await findStudioLogo(db, params.studioId, params.hash);
  // The hash is in the URL: these bytes never change, so any cache may keep them for good.
  return new Response(new Uint8Array(logo.bytes), {
    headers: {
      "content-type": logo.contentType,
      "content-length": String(logo.bytes.length),
      "cache-control": "public, max-age=31536000, immutable",
      etag: `"${logo.hash}"`,
      "x-content-type-options": "nosniff",
      // Even opened on its own, an image document may run nothing.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
});

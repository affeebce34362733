// GET /api/instructor-photos/[studioId]/[instructorId]/[hash] — an instructor's photo, public (the studio's page), cached for a year.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { findInstructorPhoto } from "@/lib/people/instructor-photo";

const ZPhotoParams = z.object({ studioId: z.uuid(), instructorId: z.uuid(), hash: z.string().regex(/^[0-9a-f]{64}$/) });

export const GET = route({ auth: false, params: ZPhotoParams }, async ({ db, params }) => {
  const photo = await findInstructorPhoto(db, params.studioId, params.instructorId, params.hash);
  // The hash is in the URL: these bytes never change, so any cache may keep them for good.
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "content-type": photo.contentType,
      "content-length": String(photo.bytes.length),
      "cache-control": "public, max-age=31536000, immutable",
      etag: `"${photo.hash}"`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
});

// GET /api/instructor-photos/[studioId]/[instructorId]/[hash] — an instructor's photo, public (the studio's page), cached for a year.
import { z } from "zod";
import { raw, route } from "@/lib/http/route";
import { findInstructorPhoto } from "@/lib/people/instructor-photo";
import { immutableImageResponse } from "@/lib/studio/image-response";

const ZPhotoParams = z.object({ studioId: z.uuid(), instructorId: z.uuid(), hash: z.string().regex(/^[0-9a-f]{64}$/) });

export const GET = route(
  {
    summary: "An instructor's photo by its content hash, cached for a year (public: the studio's page shows it).",
    auth: false,
    params: ZPhotoParams,
    response: raw(
      "image/*",
      "The photo's bytes (PNG, JPEG or WebP, as uploaded), cached for a year: its address changes with its content.",
    ),
  },
  async ({ db, params }) => {
    const photo = await findInstructorPhoto(db, params.studioId, params.instructorId, params.hash);
    return immutableImageResponse(photo);
  },
);

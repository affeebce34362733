// PUT /api/instructors/[id]/photo — the image itself as the body, its type in content-type; DELETE — remove it (owners, or the instructor).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZInstructorPhotoView } from "@/lib/people/views";
import { deleteInstructorPhoto, saveInstructorPhoto } from "@/lib/people/instructor-photo";

const ZParams = z.object({ id: z.uuid("Instructor not found.") });

export const PUT = route(
  {
    summary:
      "Upload an instructor's photo: the image as the body (PNG, JPEG or WebP, ≤ 1 MB, ≥ 64 px), checked from its bytes (owners, or the instructor).",
    roles: ["owner", "instructor"],
    params: ZParams,
    acceptsUpload: true,
    response: z.object({ photo: ZInstructorPhotoView }),
  },
  async ({ db, session, params, request }) => ({
    photo: await saveInstructorPhoto(db, session, params.id, request),
  }),
);

export const DELETE = route(
  { summary: "Remove the photo (owners, or the instructor).", roles: ["owner", "instructor"], params: ZParams, response: null },
  async ({ db, session, params }) => {
    await deleteInstructorPhoto(db, session, params.id);
  },
);

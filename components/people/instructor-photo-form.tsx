"use client";

import { ImageUploadForm } from "@/components/forms/image-upload-form";

/** Upload (PUT the file's bytes) or remove an instructor's photo: the owner for anyone, an instructor for themself. */
export function InstructorPhotoForm({ instructorId, photoUrl }: { instructorId: string; photoUrl: string | null }) {
  return (
    <div className="grid gap-3">
      <ImageUploadForm
        apiUrl={`/api/instructors/${instructorId}/photo`}
        field="photo"
        inputId="instructor-photo"
        hint="PNG, JPEG or WebP, up to 1 MB, at least 64 × 64 px. Shown on the public page only if the instructor agreed."
        current={photoUrl !== null}
      />
    </div>
  );
}

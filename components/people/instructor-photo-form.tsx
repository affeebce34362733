"use client";

import { useRouter } from "next/navigation";
import { z } from "zod";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { LOGO_TYPES, ZLogoFile } from "@/lib/studio/logo-rules";

/** One chosen image, checked as the logo is (type, 1 MB) before the server checks its bytes. */
const ZPhotoForm = z.object({
  photo: z
    .custom<FileList>(
      (value) => typeof FileList !== "undefined" && value instanceof FileList && value.length > 0,
      "Choose a photo to upload.",
    )
    .superRefine((files, ctx) => {
      const checked = ZLogoFile.safeParse(files[0]);
      for (const issue of checked.error?.issues ?? []) ctx.addIssue({ code: "custom", message: issue.message.replace("logo", "photo") });
    }),
});

/** Upload (PUT the file's bytes) or remove an instructor's photo: the owner for anyone, an instructor for themself. */
export function InstructorPhotoForm({ instructorId, photoUrl }: { instructorId: string; photoUrl: string | null }) {
  const router = useRouter();
  const url = `/api/instructors/${instructorId}/photo`;
  const upload = useApiForm(ZPhotoForm, {
    defaultValues: {},
    submit: ({ photo }) => apiFetch(url, { method: "PUT", body: photo[0] }),
    successMessage: "Photo saved.",
    errorMessage: "The photo couldn't be saved. Try again.",
    onSuccess: () => {
      upload.form.reset({});
      router.refresh();
    },
  });
  const removal = useApiForm(z.object({}), {
    defaultValues: {},
    submit: () => apiFetch(url, { method: "DELETE" }),
    successMessage: "Photo removed.",
    errorMessage: "The photo couldn't be removed. Try again.",
    onSuccess: () => router.refresh(),
  });
  return (
    <div className="grid gap-3">
      {photoUrl && (
        <form onSubmit={removal.onSubmit}>
          <Button type="submit" size="sm" variant="secondary" disabled={removal.isSubmitting}>
            Remove photo
          </Button>
        </form>
      )}
      <FormStatus result={removal.result} />
      <form onSubmit={upload.onSubmit} noValidate className="grid gap-3">
        <FormField
          id="instructor-photo"
          label={photoUrl ? "Replace the photo" : "Upload a photo"}
          error={upload.fieldError("photo")}
          hint="PNG, JPEG or WebP, up to 1 MB, at least 64 × 64 px. Shown on the public page only if the instructor agreed."
        >
          {(field) => <Input {...field} {...upload.form.register("photo")} type="file" accept={LOGO_TYPES.join(",")} className="py-1.5" />}
        </FormField>
        <FormStatus result={upload.result} />
        <div>
          <Button type="submit" disabled={upload.isSubmitting}>
            {upload.isSubmitting ? "Uploading…" : "Upload photo"}
          </Button>
        </div>
      </form>
    </div>
  );
}

"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { z } from "zod";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { type ImageField, imageFileForm, LOGO_TYPES } from "@/lib/studio/logo-rules";

type Props = {
  /** Where the image is PUT (its bytes) and DELETEd. */
  apiUrl: string;
  field: ImageField;
  inputId: string;
  hint: string;
  /** Whether there is an image now: the field says "Replace", and "Remove …" is offered. */
  current: boolean;
  /** Lays out what is there now around the remove form (null when there is no image); alone by default. */
  renderCurrent?: (removeForm: ReactNode) => ReactNode;
};

const capitalised = (field: ImageField) => field[0].toUpperCase() + field.slice(1);

/**
 * Upload (PUT the file's bytes) or remove one stored image: the studio's logo or an instructor's
 * photo. Checked in the browser as the server will (type, 1 MB), then refreshed to show the new one.
 * Its parts are siblings in the caller's grid.
 */
export function ImageUploadForm({ apiUrl, field, inputId, hint, current, renderCurrent = (removeForm) => removeForm }: Props) {
  const router = useRouter();
  const name = capitalised(field);
  const upload = useApiForm(imageFileForm(field), {
    defaultValues: {},
    submit: (values) => apiFetch(apiUrl, { method: "PUT", body: values[field][0] }),
    successMessage: `${name} saved.`,
    errorMessage: `The ${field} couldn't be saved. Try again.`,
    onSuccess: () => {
      upload.form.reset({});
      router.refresh();
    },
  });
  const removal = useApiForm(z.object({}), {
    defaultValues: {},
    submit: () => apiFetch(apiUrl, { method: "DELETE" }),
    successMessage: `${name} removed.`,
    errorMessage: `The ${field} couldn't be removed. Try again.`,
    onSuccess: () => router.refresh(),
  });
  const removeForm = current && (
    <form onSubmit={removal.onSubmit}>
      <Button type="submit" size="sm" variant="secondary" disabled={removal.isSubmitting}>
        Remove {field}
      </Button>
    </form>
  );
  return (
    <>
      {renderCurrent(removeForm || null)}
      <FormStatus result={removal.result} />
      <form onSubmit={upload.onSubmit} noValidate className="grid gap-3">
        <FormField id={inputId} label={current ? `Replace the ${field}` : `Upload a ${field}`} error={upload.fieldError(field)} hint={hint}>
          {(input) => <Input {...input} {...upload.form.register(field)} type="file" accept={LOGO_TYPES.join(",")} className="py-1.5" />}
        </FormField>
        <FormStatus result={upload.result} />
        <div>
          <Button type="submit" disabled={upload.isSubmitting}>
            {upload.isSubmitting ? "Uploading…" : `Upload ${field}`}
          </Button>
        </div>
      </form>
    </>
  );
}

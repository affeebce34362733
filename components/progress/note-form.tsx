"use client";

import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZNoteInput } from "@/lib/progress/schemas";

/** A note for the student about this lesson, with a video link they can watch at home. */
export function NoteForm({ studentId, eventId, onSaved }: { studentId: string; eventId?: string; onSaved: () => void }) {
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZNoteInput, {
    defaultValues: { body: "", videoUrl: "", eventId },
    submit: (values) => apiFetch(`/api/students/${studentId}/notes`, { body: values }),
    successMessage: "Note saved. The student sees it on their Progress page.",
    errorMessage: "The note couldn't be saved. Try again.",
    onSuccess: () => {
      form.reset({ body: "", videoUrl: "", eventId });
      onSaved();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Note and video">
      <FormField id="note-body" label="Note" error={fieldError("body")}>
        {(field) => (
          <Textarea {...field} {...form.register("body")} className="min-h-24" placeholder="What to work on before the next lesson" />
        )}
      </FormField>
      <FormField
        id="note-video"
        label="Video link (optional)"
        error={fieldError("videoUrl")}
        hint="A link to the lesson's video, e.g. an unlisted upload."
      >
        {(field) => (
          <Input {...field} {...form.register("videoUrl")} type="url" inputMode="url" placeholder="https://" autoComplete="off" />
        )}
      </FormField>
      <FormStatus result={result} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          Save note
        </Button>
      </div>
    </form>
  );
}

"use client";

import { Plus, Trash2 } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { z } from "zod";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZFigureVideo, type TFigureVideo } from "@/lib/progress/schemas";

const ZVideosForm = z.object({ videos: z.array(ZFigureVideo).max(10, "A figure has at most 10 videos.") });

/**
 * A figure's demonstration videos (owners, in the syllabus): a title and an https link each, in
 * order. YouTube and Vimeo links play on the student's checklist; any other link opens as a link.
 */
export function FigureVideosForm({
  figureId,
  figureName,
  videos,
  onSaved,
}: {
  figureId: string;
  figureName: string;
  videos: readonly TFigureVideo[];
  onSaved: () => void;
}) {
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZVideosForm, {
    defaultValues: { videos: videos.map((video) => ({ ...video })) },
    submit: (values) => apiFetch(`/api/figures/${figureId}`, { method: "PATCH", body: values }),
    successMessage: "Videos saved.",
    onSuccess: (_answer: unknown, values: { videos: TFigureVideo[] }): void => {
      form.reset(values);
      onSaved();
    },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "videos" });
  const id = `figure-videos-${figureId}`;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-md bg-muted/60 p-3" aria-label={`Videos of ${figureName}`}>
      <p className="text-sm text-muted-foreground">
        Students see these on their checklist. YouTube and Vimeo play on the page (privacy-enhanced); other links open in a new tab.
      </p>
      {fields.length === 0 && <p className="text-sm text-muted-foreground">No videos yet.</p>}
      <ul className="grid gap-3">
        {fields.map((row, index) => (
          <li key={row.id} className="grid items-start gap-2 sm:grid-cols-[1fr_2fr_auto]">
            <FormField id={`${id}-${index}-title`} label="Title" error={fieldError(`videos.${index}.title`)}>
              {(field) => (
                <Input {...field} {...form.register(`videos.${index}.title`)} placeholder="e.g. Lead's part" autoComplete="off" />
              )}
            </FormField>
            <FormField id={`${id}-${index}-url`} label="Link" error={fieldError(`videos.${index}.url`)}>
              {(field) => (
                <Input
                  {...field}
                  {...form.register(`videos.${index}.url`)}
                  type="url"
                  inputMode="url"
                  placeholder="https://www.youtube.com/watch?v=…"
                  autoComplete="off"
                />
              )}
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="sm:mt-7"
              aria-label={`Remove video ${index + 1}`}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {fields.length < 10 && (
          <Button type="button" variant="secondary" size="sm" onClick={() => append({ title: "", url: "" })}>
            <Plus aria-hidden /> Add a video
          </Button>
        )}
        <Button type="submit" size="sm" disabled={isSubmitting || !form.formState.isDirty}>
          {isSubmitting ? "Saving…" : "Save videos"}
        </Button>
      </div>
      <FormStatus result={result} />
    </form>
  );
}

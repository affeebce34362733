"use client";

import { useRouter } from "next/navigation";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { HEX_COLOR } from "@/lib/api/hex-color";
import { ZBrandColorForm } from "@/lib/studio/branding-forms";
import { contrastWithWhite, formatContrast, MIN_CONTRAST_WITH_WHITE, readableTextOn } from "@/lib/studio/contrast";

/** Promenade's own burgundy: what the studio shows without a colour of its own. */
const DEFAULT_COLOR = "#7a1f4b";

/**
 * The brand colour (PATCH /api/studio `branding.color`): the app's primary buttons and accents wear it
 * with white text (AppShell picks the text that reads best), so the live preview is such a button with
 * its contrast, and a colour under 4.5:1 with white is refused with its ratio.
 */
export function BrandColorForm({ color }: { color: string | null }) {
  const router = useRouter();
  const save = (value: string | null) => apiFetch("/api/studio", { method: "PATCH", body: { branding: { color: value } } });
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZBrandColorForm, {
    defaultValues: { color: color ?? DEFAULT_COLOR },
    submit: ({ color: value }) => save(value),
    successMessage: "Colour saved.",
    errorMessage: "The colour couldn't be saved. Try again.",
    onSuccess: () => router.refresh(),
  });
  const reset = useApiForm(ZBrandColorForm.partial(), {
    defaultValues: {},
    submit: () => save(null),
    successMessage: "Back to Promenade's colour.",
    onSuccess: () => {
      form.reset({ color: DEFAULT_COLOR });
      router.refresh();
    },
  });
  const typed = form.watch("color") ?? "";
  const preview = HEX_COLOR.test(typed) ? typed.toLowerCase() : null;
  const ratio = preview ? contrastWithWhite(preview) : null;

  return (
    <div className="grid content-start gap-4">
      <h3 className="text-base font-semibold">Colour</h3>
      <form onSubmit={onSubmit} noValidate className="grid gap-3">
        <FormField
          id="branding-color"
          label="Brand colour"
          error={fieldError("color")}
          hint="A hex colour such as #1d4ed8. White text on it needs a contrast of at least 4.5:1."
        >
          {(field) => (
            <div className="flex items-center gap-2">
              <input
                type="color"
                aria-label="Pick the brand colour"
                value={preview ?? DEFAULT_COLOR}
                onChange={(event) => form.setValue("color", event.target.value, { shouldDirty: true })}
                className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1"
              />
              <Input {...field} {...form.register("color")} autoComplete="off" spellCheck={false} className="max-w-36 font-mono" />
            </div>
          )}
        </FormField>
        {preview && ratio !== null && (
          <div className="flex flex-wrap items-center gap-3" aria-live="polite">
            <span
              className="inline-flex h-9 items-center rounded-md px-3 text-sm font-medium"
              style={{ backgroundColor: preview, color: readableTextOn(preview) }}
            >
              Book a lesson
            </span>
            <span className={ratio >= MIN_CONTRAST_WITH_WHITE ? "text-sm text-success" : "text-sm text-danger"}>
              Contrast with white text: {formatContrast(ratio)}
              {ratio >= MIN_CONTRAST_WITH_WHITE ? " — readable" : " — too light"}
            </span>
          </div>
        )}
        <FormStatus result={result ?? reset.result} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={isSubmitting}>
            Save colour
          </Button>
          {color && (
            <Button type="button" variant="secondary" disabled={reset.isSubmitting} onClick={() => reset.onSubmit()}>
              Use Promenade&apos;s colour
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

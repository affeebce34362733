"use client";

import { useRouter } from "next/navigation";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import type { PublicPageSettings } from "@/lib/public/page-settings";
import { ORIGIN_FIELDS, ZPublicPageForm } from "@/lib/public/page-form-schema";
import { slugFromName } from "@/lib/public/slug";

/**
 * The page's switch, address, description, instructors shown, widget origins and first-lesson
 * confirmation. Without an address yet, one made from the studio's name is offered.
 */
export function PublicPageForm({
  settings,
  studioName,
  siteUrl,
  hasWidget,
}: {
  settings: PublicPageSettings;
  studioName: string;
  siteUrl: string;
  hasWidget: boolean;
}) {
  const router = useRouter();
  const { form, registerOption, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZPublicPageForm, {
    defaultValues: {
      enabled: settings.enabled,
      slug: settings.slug ?? slugFromName(studioName),
      description: settings.description ?? "",
      showInstructors: settings.showInstructors,
      origins: settings.widgetOrigins.join("\n"),
      trialNeedsConfirmation: settings.trialNeedsConfirmation,
    },
    submit: ({ widgetOrigins, ...values }) =>
      apiFetch("/api/studio/public-page", { method: "PATCH", body: hasWidget ? { ...values, widgetOrigins } : values }),
    successMessage: "Public page saved.",
    errorMessage: "The public page couldn't be saved. Try again.",
    serverFields: { ...ORIGIN_FIELDS, "showInstructors.0": "showInstructors" },
    onSuccess: () => router.refresh(),
  });
  const instructorsError = fieldError("showInstructors");
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <label className="flex items-start gap-3">
        <input type="checkbox" {...form.register("enabled")} className="mt-1 size-4 accent-[var(--color-primary)]" />
        <span className="grid gap-0.5">
          <span className="text-sm font-medium">Page is on</span>
          <span className="text-sm text-muted-foreground">Anyone with the address can see it; search engines can find it.</span>
        </span>
      </label>
      <FormField
        id="public-slug"
        label="Address"
        error={fieldError("slug")}
        hint={`${siteUrl}/s/your-studio — lowercase letters, digits and hyphens.`}
      >
        {(props) => <Input {...props} {...form.register("slug")} autoComplete="off" spellCheck={false} maxLength={40} />}
      </FormField>
      <FormField id="public-description" label="Description" error={fieldError("description")}>
        {(props) => <Textarea {...props} {...form.register("description")} rows={3} maxLength={2000} />}
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={instructorsError ? "public-instructors-error" : "public-instructors-hint"}>
        <legend className="text-sm font-medium">Instructors shown</legend>
        <p id="public-instructors-hint" className="text-xs text-muted-foreground">
          Only instructors who chose &quot;Appear on the public page&quot; in their own settings can be shown.
        </p>
        {settings.instructors.length === 0 && <p className="text-sm text-muted-foreground">No instructors yet.</p>}
        {settings.instructors.map((person) => (
          <label key={person.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              disabled={!person.hasAgreed}
              {...registerOption("showInstructors", person.id)}
              className="size-4 accent-[var(--color-primary)]"
            />
            {person.name}
            {!person.hasAgreed && <span className="text-muted-foreground">(hasn&apos;t agreed yet)</span>}
          </label>
        ))}
        {instructorsError && (
          <p id="public-instructors-error" className="text-sm text-danger">
            {instructorsError}
          </p>
        )}
      </fieldset>
      <label className="flex items-start gap-3">
        <input type="checkbox" {...form.register("trialNeedsConfirmation")} className="mt-1 size-4 accent-[var(--color-primary)]" />
        <span className="grid gap-0.5">
          <span className="text-sm font-medium">First lessons need my confirmation</span>
          <span className="text-sm text-muted-foreground">
            A visitor&apos;s first lesson waits until you confirm it; otherwise they are booked at once.
          </span>
        </span>
      </label>
      {hasWidget && (
        <FormField
          id="public-origins"
          label="Websites that may show the widget"
          error={fieldError("origins")}
          hint="One per line, like https://www.your-studio.com (no path)."
        >
          {(props) => <Textarea {...props} {...form.register("origins")} rows={3} spellCheck={false} />}
        </FormField>
      )}
      <FormStatus result={result} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          Save public page
        </Button>
      </div>
    </form>
  );
}

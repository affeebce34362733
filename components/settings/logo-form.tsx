"use client";

import { useRouter } from "next/navigation";
import { z } from "zod";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { LOGO_TYPES, ZLogoForm } from "@/lib/studio/logo-rules";

type Logo = { url: string; width: number; height: number } | null;

/** Upload (PUT the file's bytes) or remove the studio's logo; the shell and receipts show the new one after a refresh. */
export function LogoForm({ logo }: { logo: Logo }) {
  const router = useRouter();
  const upload = useApiForm(ZLogoForm, {
    defaultValues: {},
    submit: ({ logo: files }) => apiFetch<{ logo: Logo }>("/api/studio/logo", { method: "PUT", body: files[0] }),
    successMessage: "Logo saved.",
    errorMessage: "The logo couldn't be saved. Try again.",
    onSuccess: () => {
      upload.form.reset({});
      router.refresh();
    },
  });
  const removal = useApiForm(z.object({}), {
    defaultValues: {},
    submit: () => apiFetch("/api/studio/logo", { method: "DELETE" }),
    successMessage: "Logo removed.",
    errorMessage: "The logo couldn't be removed. Try again.",
    onSuccess: () => router.refresh(),
  });

  return (
    <div className="grid content-start gap-4">
      <h3 className="text-base font-semibold">Logo</h3>
      <div className="flex items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-background">
          {logo ? (
            // A plain img: the logo route answers with its own long cache headers (next/image would re-encode it).
            // eslint-disable-next-line @next/next/no-img-element
            <img src={logo.url} alt="Your studio's logo" className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="px-2 text-center text-xs text-muted-foreground">No logo yet</span>
          )}
        </div>
        {logo && (
          <form onSubmit={removal.onSubmit} className="grid gap-1">
            <p className="text-sm text-muted-foreground">
              {logo.width} × {logo.height} px
            </p>
            <Button type="submit" size="sm" variant="secondary" disabled={removal.isSubmitting}>
              Remove logo
            </Button>
          </form>
        )}
      </div>
      <FormStatus result={removal.result} />
      <form onSubmit={upload.onSubmit} noValidate className="grid gap-3">
        <FormField
          id="branding-logo"
          label={logo ? "Replace the logo" : "Upload a logo"}
          error={upload.fieldError("logo")}
          hint="PNG, JPEG or WebP, up to 1 MB, at least 64 × 64 px. Square or wide logos look best."
        >
          {(field) => <Input {...field} {...upload.form.register("logo")} type="file" accept={LOGO_TYPES.join(",")} className="py-1.5" />}
        </FormField>
        <FormStatus result={upload.result} />
        <div>
          <Button type="submit" disabled={upload.isSubmitting}>
            {upload.isSubmitting ? "Uploading…" : "Upload logo"}
          </Button>
        </div>
      </form>
    </div>
  );
}

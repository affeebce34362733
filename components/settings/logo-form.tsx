"use client";

import { ImageUploadForm } from "@/components/forms/image-upload-form";

type Logo = { url: string; width: number; height: number } | null;

/** Upload (PUT the file's bytes) or remove the studio's logo; the shell and receipts show the new one after a refresh. */
export function LogoForm({ logo }: { logo: Logo }) {
  return (
    <div className="grid content-start gap-4">
      <h3 className="text-base font-semibold">Logo</h3>
      <ImageUploadForm
        apiUrl="/api/studio/logo"
        field="logo"
        inputId="branding-logo"
        hint="PNG, JPEG or WebP, up to 1 MB, at least 64 × 64 px. Square or wide logos look best."
        current={logo !== null}
        renderCurrent={(removeForm) => (
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
              <div className="grid gap-1">
                <p className="text-sm text-muted-foreground">
                  {logo.width} × {logo.height} px
                </p>
                {removeForm}
              </div>
            )}
          </div>
        )}
      />
    </div>
  );
}

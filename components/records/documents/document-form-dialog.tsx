"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useApiForm } from "@/components/forms/use-api-form";
import { CatalogFormDialog } from "@/components/settings/catalog-form-dialog";
import { FormField } from "@/components/ui/form-field";
import { fieldClass, Input, Textarea } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZDocumentInput } from "@/lib/records/documents-schemas";
import { cn } from "@/lib/utils";
import { useStudioLocale } from "@/components/ui/studio-locale";

export type OwnerDocument = {
  id: string;
  title: string;
  kind: "waiver" | "policy" | "consent";
  requiredBeforeBooking: boolean;
  active: boolean;
  text: string;
  current: { version: number };
  versions: { id: string; version: number; bodyHash: string; publishedAt: Date }[];
};

const NEW = { title: "", kind: "waiver" as const, text: "", requiredBeforeBooking: true, active: true };

/**
 * Write a document, or edit one (POST /api/documents, PATCH /api/documents/{id}): a changed text
 * publishes the next version, and every student signs again.
 */
export function DocumentFormDialog({ document, timeZone }: { document?: OwnerDocument; timeZone: string }) {
  const locale = useStudioLocale();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const initial = document
    ? {
        title: document.title,
        kind: document.kind,
        text: document.text,
        requiredBeforeBooking: document.requiredBeforeBooking,
        active: document.active,
      }
    : NEW;
  const { form, onSubmit, result, setResult, fieldError, isSubmitting } = useApiForm(ZDocumentInput, {
    defaultValues: initial,
    submit: (values) =>
      document
        ? apiFetch(`/api/documents/${document.id}`, { method: "PATCH", body: values })
        : apiFetch("/api/documents", { body: values }),
    errorMessage: "The document couldn't be saved. Try again.",
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
  });
  const textChanged = document !== undefined && form.watch("text").trim() !== document.text;
  return (
    <CatalogFormDialog
      noun="document"
      editing={document ? { name: document.title } : undefined}
      description="Students read it, type their full name and agree; a parent or guardian signs with a student under 18."
      open={open}
      setOpen={setOpen}
      onOpen={() => {
        form.reset(initial);
        setResult(null);
      }}
      onSubmit={onSubmit}
      result={result}
      isSubmitting={isSubmitting}
    >
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_10rem]">
        <FormField id="document-title" label="Title" error={fieldError("title")}>
          {(field) => <Input {...field} {...form.register("title")} autoComplete="off" placeholder="e.g. Liability waiver" />}
        </FormField>
        <FormField id="document-kind" label="Kind" error={fieldError("kind")}>
          {(field) => (
            <select {...field} {...form.register("kind")} className={cn(fieldClass, "h-10")}>
              <option value="waiver">Waiver</option>
              <option value="policy">Policy</option>
              <option value="consent">Consent</option>
            </select>
          )}
        </FormField>
      </div>
      <FormField
        id="document-text"
        label="Text"
        error={fieldError("text")}
        hint={
          document
            ? textChanged
              ? `Saving publishes version ${document.current.version + 1}: every student signs again.`
              : `Version ${document.current.version}. A change to the text publishes a new version.`
            : "Published as version 1."
        }
      >
        {(field) => <Textarea {...field} {...form.register("text")} className="min-h-56" />}
      </FormField>
      {document && (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">Versions</p>
          <ol className="grid gap-0.5 text-muted-foreground" aria-label={`Versions of ${document.title}`}>
            {document.versions.map((version) => (
              <li key={version.id}>
                Version {version.version}, published{" "}
                {new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(
                  new Date(version.publishedAt),
                )}{" "}
                · <code className="text-xs">{version.bodyHash.slice(0, 12)}…</code>
              </li>
            ))}
          </ol>
        </div>
      )}
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" {...form.register("requiredBeforeBooking")} className="mt-0.5 size-4 accent-primary" />
        <span>Required before booking: students sign it before they book a class or a private lesson</span>
      </label>
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" {...form.register("active")} className="mt-0.5 size-4 accent-primary" />
        <span>Active: students see it and are asked to sign it</span>
      </label>
    </CatalogFormDialog>
  );
}

"use client";

import type { UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import type { TStudioForm, TStudioFormInput } from "@/lib/studio/schemas";

type Props = {
  form: UseFormReturn<TStudioFormInput, unknown, TStudioForm>;
  fieldError: (name: `contact.${"address" | "phone" | "email" | "website"}`) => string | undefined;
};

/** The studio's address, phone, e-mail and website, printed on receipts and e-mails. */
export function ContactFields({ form, fieldError }: Props) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-sm font-semibold text-foreground">Contact details</legend>
      <p className="-mt-2 text-sm text-muted-foreground">
        Printed on receipts and e-mails to your students. Leave out what you don&apos;t use.
      </p>
      <FormField id="studio-address" label="Address" error={fieldError("contact.address")}>
        {(field) => <Textarea {...field} {...form.register("contact.address")} autoComplete="street-address" className="min-h-20" />}
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField id="studio-phone" label="Phone" error={fieldError("contact.phone")}>
          {(field) => <Input {...field} {...form.register("contact.phone")} type="tel" autoComplete="tel" />}
        </FormField>
        <FormField id="studio-email" label="E-mail" error={fieldError("contact.email")}>
          {(field) => <Input {...field} {...form.register("contact.email")} type="email" autoComplete="email" />}
        </FormField>
        <FormField id="studio-website" label="Website" error={fieldError("contact.website")}>
          {(field) => (
            <Input {...field} {...form.register("contact.website")} inputMode="url" autoComplete="url" placeholder="yourstudio.com" />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}

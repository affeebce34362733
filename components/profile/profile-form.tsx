"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import type { Profile } from "@/lib/people/profile";
import { ZProfilePatch } from "@/lib/people/profile-schemas";

/** Own name and e-mail (a new e-mail asks for the password), and a student's phone and emergency contact. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const router = useRouter();
  const [saved, setSaved] = useState(profile);
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZProfilePatch, {
    defaultValues: {
      name: profile.name,
      email: profile.email,
      currentPassword: "",
      phone: profile.student?.phone ?? "",
      emergencyContact: profile.student?.emergencyContact ?? "",
      dateOfBirth: profile.student?.dateOfBirth ?? "",
    },
    submit: ({ name, email, currentPassword, phone, emergencyContact, dateOfBirth }) =>
      apiFetch<{ profile: Profile }>("/api/me/profile", {
        method: "PATCH",
        body: {
          name,
          ...(email !== saved.email ? { email, currentPassword } : {}),
          ...(saved.student ? { phone, emergencyContact, dateOfBirth } : {}),
        },
      }),
    successMessage: "Profile saved.",
    errorMessage: "Your profile couldn't be saved. Try again.",
    onSuccess: ({ profile: next }) => {
      setSaved(next);
      form.reset({ ...form.getValues(), name: next.name, email: next.email, currentPassword: "" });
      // The sidebar shows the name and e-mail from the server.
      router.refresh();
    },
  });
  const emailChanges = (form.watch("email") ?? "").trim().toLowerCase() !== saved.email;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="profile-details">
      <h3 id="profile-details" className="text-base font-semibold">
        Your details
      </h3>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="profile-name" label="Name" error={fieldError("name")}>
          {(field) => <Input {...field} {...form.register("name")} autoComplete="name" required />}
        </FormField>
        <FormField id="profile-email" label="E-mail" error={fieldError("email")} hint="You log in with this address.">
          {(field) => <Input {...field} {...form.register("email")} type="email" autoComplete="email" required />}
        </FormField>
      </div>
      {emailChanges && (
        <FormField
          id="profile-current-password"
          label="Current password"
          error={fieldError("currentPassword")}
          hint="Needed to change the e-mail you log in with."
        >
          {(field) => <Input {...field} {...form.register("currentPassword")} type="password" autoComplete="current-password" />}
        </FormField>
      )}
      {saved.student && (
        <>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField id="profile-phone" label="Phone" error={fieldError("phone")}>
              {(field) => <Input {...field} {...form.register("phone")} type="tel" autoComplete="tel" />}
            </FormField>
            <FormField id="profile-emergency" label="Emergency contact" error={fieldError("emergencyContact")} hint="Name and phone number">
              {(field) => <Input {...field} {...form.register("emergencyContact")} autoComplete="off" />}
            </FormField>
            <FormField id="profile-birth" label="Date of birth" error={fieldError("dateOfBirth")}>
              {(field) => <Input {...field} {...form.register("dateOfBirth")} type="date" autoComplete="bday" />}
            </FormField>
          </div>
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <div className="grid gap-1">
              <dt className="font-medium">Level</dt>
              <dd className="text-muted-foreground">{saved.student.level}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="font-medium">Dance partner</dt>
              <dd className="text-muted-foreground">{saved.student.partnerName ?? "None yet"}</dd>
            </div>
          </dl>
          <p className="-mt-2 text-xs text-muted-foreground">Your level and partner are set by the studio. Ask them to change either.</p>
        </>
      )}
      <FormStatus result={result} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          Save profile
        </Button>
      </div>
    </form>
  );
}

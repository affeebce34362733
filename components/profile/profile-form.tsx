"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch, readApiError } from "@/lib/api/api-fetch";
import type { Profile } from "@/lib/people/profile";
import { FormStatus } from "./form-status";

type Values = { name: string; email: string; currentPassword: string; phone: string; emergencyContact: string };

/** Own name and e-mail (a new e-mail asks for the password), and a student's phone and emergency contact. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const router = useRouter();
  const [saved, setSaved] = useState(profile);
  const [values, setValues] = useState<Values>({
    name: profile.name,
    email: profile.email,
    currentPassword: "",
    phone: profile.student?.phone ?? "",
    emergencyContact: profile.student?.emergencyContact ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof Values, value: string) => setValues((current) => ({ ...current, [key]: value }));
  const emailChanges = values.email.trim().toLowerCase() !== saved.email;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setResult(null);
    const body = {
      name: values.name,
      ...(emailChanges ? { email: values.email, currentPassword: values.currentPassword } : {}),
      ...(saved.student ? { phone: values.phone, emergencyContact: values.emergencyContact } : {}),
    };
    try {
      const { profile: next } = await apiFetch<{ profile: Profile }>("/api/me/profile", { method: "PATCH", body });
      setSaved(next);
      setValues((current) => ({ ...current, name: next.name, email: next.email, currentPassword: "" }));
      setResult({ kind: "success", text: "Profile saved." });
      // The sidebar shows the name and e-mail from the server.
      router.refresh();
    } catch (error) {
      const { message, fields } = readApiError(error, "Your profile couldn't be saved. Try again.");
      setErrors(fields);
      setResult({ kind: "error", text: message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-labelledby="profile-details">
      <h3 id="profile-details" className="text-base font-semibold">
        Your details
      </h3>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="profile-name" label="Name" error={errors.name}>
          {(field) => <Input {...field} value={values.name} onChange={(e) => set("name", e.target.value)} autoComplete="name" required />}
        </FormField>
        <FormField id="profile-email" label="E-mail" error={errors.email} hint="You log in with this address.">
          {(field) => (
            <Input
              {...field}
              type="email"
              value={values.email}
              onChange={(e) => set("email", e.target.value)}
              autoComplete="email"
              required
            />
          )}
        </FormField>
      </div>
      {emailChanges && (
        <FormField
          id="profile-current-password"
          label="Current password"
          error={errors.currentPassword}
          hint="Needed to change the e-mail you log in with."
        >
          {(field) => (
            <Input
              {...field}
              type="password"
              value={values.currentPassword}
              onChange={(e) => set("currentPassword", e.target.value)}
              autoComplete="current-password"
            />
          )}
        </FormField>
      )}
      {saved.student && (
        <>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField id="profile-phone" label="Phone" error={errors.phone}>
              {(field) => (
                <Input {...field} type="tel" value={values.phone} onChange={(e) => set("phone", e.target.value)} autoComplete="tel" />
              )}
            </FormField>
            <FormField id="profile-emergency" label="Emergency contact" error={errors.emergencyContact} hint="Name and phone number">
              {(field) => (
                <Input
                  {...field}
                  value={values.emergencyContact}
                  onChange={(e) => set("emergencyContact", e.target.value)}
                  autoComplete="off"
                />
              )}
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
        <Button type="submit" disabled={saving}>
          Save profile
        </Button>
      </div>
    </form>
  );
}

"use client";

import { Pencil, Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { apiFetch, readApiError } from "@/lib/api/api-fetch";
import { StylePicker } from "./style-picker";

export type InstructorFormValues = { name: string; email: string; phone: string; bio: string; color: string; styles: string[] };

const EMPTY: InstructorFormValues = { name: "", email: "", phone: "", bio: "", color: "#7a1f4b", styles: [] };

/** Create an instructor (then open their page for rates and hours), or edit one's profile. */
export function InstructorFormDialog({ instructorId, initial }: { instructorId?: string; initial?: InstructorFormValues }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(initial ?? EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof InstructorFormValues>(key: K, value: InstructorFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    setMessage(null);
    setErrors({});
    const profile = { phone: values.phone.trim() || null, bio: values.bio.trim() || null };
    try {
      if (instructorId) {
        await apiFetch(`/api/instructors/${instructorId}`, {
          method: "PATCH",
          body: { name: values.name, email: values.email.trim() || null, color: values.color, styles: values.styles, ...profile },
        });
        setOpen(false);
        router.refresh();
      } else {
        // POST takes the essentials; phone and bio are profile fields set right after.
        const { instructor } = await apiFetch<{ instructor: { id: string } }>("/api/instructors", {
          body: { name: values.name, ...(values.email.trim() ? { email: values.email } : {}), color: values.color, styles: values.styles },
        });
        if (profile.phone || profile.bio) await apiFetch(`/api/instructors/${instructor.id}`, { method: "PATCH", body: profile });
        router.push(`/app/instructors/${instructor.id}`);
      }
    } catch (error) {
      const { message: text, fields } = readApiError(error);
      setMessage(text);
      setErrors(fields);
    } finally {
      setSaving(false);
    }
  }

  const title = instructorId ? "Edit instructor" : "New instructor";
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={instructorId ? "secondary" : "primary"}>
          {instructorId ? <Pencil aria-hidden /> : <Plus aria-hidden />}
          {instructorId ? "Edit" : "New instructor"}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description="Their profile, the styles they teach and the colour of their lessons on the schedule.">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          {message && (
            <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
              {message}
            </p>
          )}
          <FormField id="instructor-name" label="Name" error={errors.name}>
            {(field) => <Input {...field} value={values.name} onChange={(e) => set("name", e.target.value)} required autoComplete="off" />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="instructor-email" label="E-mail" error={errors.email}>
              {(field) => (
                <Input {...field} type="email" value={values.email} onChange={(e) => set("email", e.target.value)} autoComplete="off" />
              )}
            </FormField>
            <FormField id="instructor-phone" label="Phone" error={errors.phone}>
              {(field) => (
                <Input {...field} type="tel" value={values.phone} onChange={(e) => set("phone", e.target.value)} autoComplete="off" />
              )}
            </FormField>
          </div>
          <FormField id="instructor-bio" label="Bio" error={errors.bio}>
            {(field) => <Textarea {...field} value={values.bio} onChange={(e) => set("bio", e.target.value)} />}
          </FormField>
          <StylePicker value={values.styles} onChange={(styles) => set("styles", styles)} />
          <FormField id="instructor-color" label="Calendar colour" error={errors.color}>
            {(field) => (
              <input
                {...field}
                type="color"
                value={values.color}
                onChange={(e) => set("color", e.target.value)}
                className="h-10 w-20 rounded-md border border-input bg-card"
              />
            )}
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {instructorId ? "Save changes" : "Create instructor"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { Pencil, Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { blankAs } from "@/components/forms/field-schemas";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZInstructorCreate } from "@/lib/people/schemas";
import { StylePicker } from "./style-picker";

export type InstructorFormValues = { name: string; email: string; phone: string; bio: string; color: string; styles: string[] };

const EMPTY: InstructorFormValues = { name: "", email: "", phone: "", bio: "", color: "#7a1f4b", styles: [] };

/** The route's instructor schema; an empty e-mail, phone or bio is "none". */
const ZInstructorForm = ZInstructorCreate.extend({
  email: blankAs(undefined, ZInstructorCreate.shape.email),
  phone: blankAs(undefined, ZInstructorCreate.shape.phone),
  bio: blankAs(undefined, ZInstructorCreate.shape.bio),
});

/** Create an instructor with one POST (then open their page for rates and hours), or edit one's profile. */
export function InstructorFormDialog({ instructorId, initial }: { instructorId?: string; initial?: InstructorFormValues }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZInstructorForm, {
    defaultValues: initial ?? EMPTY,
    submit: async (values) => {
      if (!instructorId) return (await apiFetch<{ instructor: { id: string } }>("/api/instructors", { body: values })).instructor.id;
      // An emptied field is sent as null so the old value goes.
      const body = { ...values, email: values.email ?? null, phone: values.phone ?? null, bio: values.bio ?? null };
      await apiFetch(`/api/instructors/${instructorId}`, { method: "PATCH", body });
      return instructorId;
    },
    onSuccess: (id): void => {
      if (instructorId) {
        setOpen(false);
        router.refresh();
      } else router.push(`/app/instructors/${id}`);
    },
  });

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
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <FormStatus result={result} />
          <FormField id="instructor-name" label="Name" error={fieldError("name")}>
            {(field) => <Input {...field} {...form.register("name")} required autoComplete="off" />}
          </FormField>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField id="instructor-email" label="E-mail" error={fieldError("email")}>
              {(field) => <Input {...field} {...form.register("email")} type="email" autoComplete="off" />}
            </FormField>
            <FormField id="instructor-phone" label="Phone" error={fieldError("phone")}>
              {(field) => <Input {...field} {...form.register("phone")} type="tel" autoComplete="off" />}
            </FormField>
          </div>
          <FormField id="instructor-bio" label="Bio" error={fieldError("bio")}>
            {(field) => <Textarea {...field} {...form.register("bio")} />}
          </FormField>
          <Controller
            control={form.control}
            name="styles"
            render={({ field }) => <StylePicker value={field.value ?? []} onChange={field.onChange} />}
          />
          <FormField id="instructor-color" label="Calendar colour" error={fieldError("color")}>
            {(field) => (
              <input {...field} {...form.register("color")} type="color" className="h-10 w-20 rounded-md border border-input bg-card" />
            )}
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {instructorId ? "Save changes" : "Create instructor"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

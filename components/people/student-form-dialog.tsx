"use client";

import { Pencil, Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { blankAs, pickedId } from "@/components/forms/field-schemas";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { fieldClass, Input, Textarea } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { STUDENT_LEVELS, type StudentLevel } from "@/lib/people/levels";
import { ZStudentInput } from "@/lib/people/schemas";
import { cn } from "@/lib/utils";
import { PartnerPicker, type PartnerOption } from "./partner-picker";

export type StudentFormValues = {
  name: string;
  email: string;
  phone: string;
  level: StudentLevel;
  partner: PartnerOption | null;
  emergencyContact: string;
  dateOfBirth: string;
  notes: string;
};

const EMPTY: StudentFormValues = {
  name: "",
  email: "",
  phone: "",
  level: "Newcomer",
  partner: null,
  emergencyContact: "",
  dateOfBirth: "",
  notes: "",
};

/** The route's student schema; an empty text field is "none", and the partner is chosen in a picker. */
const ZStudentForm = ZStudentInput.extend({
  email: blankAs(undefined, ZStudentInput.shape.email),
  phone: blankAs(undefined, ZStudentInput.shape.phone),
  partnerId: pickedId(null, ZStudentInput.shape.partnerId),
  emergencyContact: blankAs(undefined, ZStudentInput.shape.emergencyContact),
  dateOfBirth: blankAs(null, ZStudentInput.shape.dateOfBirth),
  notes: blankAs(undefined, ZStudentInput.shape.notes),
});

/** Create a student or edit one; a plan limit (403 plan_required) is explained with the plan that allows more. */
export function StudentFormDialog({ studentId, initial }: { studentId?: string; initial?: StudentFormValues }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { partner, ...values } = initial ?? EMPTY;
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZStudentForm, {
    defaultValues: { ...values, partnerId: partner },
    submit: async (body) => {
      if (!studentId) return (await apiFetch<{ student: { id: string } }>("/api/students", { body })).student.id;
      // An emptied field is sent as "" so the old value goes; e-mail must be a valid address or left out.
      const patch = { ...body, phone: body.phone ?? "", emergencyContact: body.emergencyContact ?? "", notes: body.notes ?? "" };
      await apiFetch(`/api/students/${studentId}`, { method: "PATCH", body: patch });
      return studentId;
    },
    onSuccess: (id): void => {
      if (studentId) {
        setOpen(false);
        router.refresh();
      } else router.push(`/app/students/${id}`);
    },
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={studentId ? "secondary" : "primary"}>
          {studentId ? <Pencil aria-hidden /> : <Plus aria-hidden />}
          {studentId ? "Edit" : "New student"}
        </Button>
      </DialogTrigger>
      <DialogContent title={studentId ? "Edit student" : "New student"} description="Contact details, level and dance partner.">
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <FormStatus result={result} />
          <FormField id="student-name" label="Name" error={fieldError("name")}>
            {(field) => <Input {...field} {...form.register("name")} required autoComplete="off" />}
          </FormField>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField id="student-email" label="E-mail" error={fieldError("email")}>
              {(field) => <Input {...field} {...form.register("email")} type="email" autoComplete="off" />}
            </FormField>
            <FormField id="student-phone" label="Phone" error={fieldError("phone")}>
              {(field) => <Input {...field} {...form.register("phone")} type="tel" autoComplete="off" />}
            </FormField>
          </div>
          <FormField id="student-level" label="Level" error={fieldError("level")}>
            {(field) => (
              <select {...field} {...form.register("level")} className={cn(fieldClass, "h-10")}>
                {STUDENT_LEVELS.map((level) => (
                  <option key={level}>{level}</option>
                ))}
              </select>
            )}
          </FormField>
          <Controller
            control={form.control}
            name="partnerId"
            render={({ field }) => (
              <PartnerPicker value={field.value} onChange={field.onChange} excludeId={studentId} error={fieldError("partnerId")} />
            )}
          />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField id="student-emergency" label="Emergency contact" error={fieldError("emergencyContact")} hint="Name and phone number">
              {(field) => <Input {...field} {...form.register("emergencyContact")} autoComplete="off" />}
            </FormField>
            <FormField id="student-birth" label="Date of birth" error={fieldError("dateOfBirth")}>
              {(field) => <Input {...field} {...form.register("dateOfBirth")} type="date" autoComplete="off" />}
            </FormField>
          </div>
          <FormField id="student-notes" label="Notes" error={fieldError("notes")}>
            {(field) => <Textarea {...field} {...form.register("notes")} />}
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {studentId ? "Save changes" : "Create student"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { Pencil, Plus } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { fieldClass, Input, Textarea } from "@/components/ui/input";
import { ApiError, apiFetch, readApiError } from "@/lib/api/api-fetch";
import { cn } from "@/lib/utils";
import { PartnerPicker, type PartnerOption } from "./partner-picker";
import { LEVELS, type Level } from "./people-constants";

export type StudentFormValues = {
  name: string;
  email: string;
  phone: string;
  level: Level;
  partner: PartnerOption | null;
  emergencyContact: string;
  notes: string;
};

const EMPTY: StudentFormValues = { name: "", email: "", phone: "", level: "Newcomer", partner: null, emergencyContact: "", notes: "" };

/** Create a student or edit one; a plan limit (403 plan_required) is explained with the plan that allows more. */
export function StudentFormDialog({ studentId, initial }: { studentId?: string; initial?: StudentFormValues }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(initial ?? EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<{ text: string; plan: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof StudentFormValues>(key: K, value: StudentFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    setAlert(null);
    setErrors({});
    const text = (value: string) => value.trim() || undefined;
    const body = {
      name: values.name,
      email: text(values.email),
      phone: text(values.phone),
      level: values.level,
      partnerId: values.partner?.id ?? null,
      emergencyContact: text(values.emergencyContact),
      notes: text(values.notes),
    };
    try {
      if (studentId) {
        // An emptied field is sent as "" so the old value goes; e-mail must be a valid address or left out.
        await apiFetch(`/api/students/${studentId}`, {
          method: "PATCH",
          body: { ...body, phone: values.phone.trim(), emergencyContact: values.emergencyContact.trim(), notes: values.notes.trim() },
        });
        setOpen(false);
        router.refresh();
      } else {
        const { student } = await apiFetch<{ student: { id: string } }>("/api/students", { body });
        router.push(`/app/students/${student.id}`);
      }
    } catch (error) {
      const { message, fields } = readApiError(error);
      setAlert({ text: message, plan: error instanceof ApiError && error.code === "plan_required" });
      setErrors(fields);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={studentId ? "secondary" : "primary"}>
          {studentId ? <Pencil aria-hidden /> : <Plus aria-hidden />}
          {studentId ? "Edit" : "New student"}
        </Button>
      </DialogTrigger>
      <DialogContent title={studentId ? "Edit student" : "New student"} description="Contact details, level and dance partner.">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          {alert && (
            <div role="alert" className="grid gap-1 rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
              <p>{alert.text}</p>
              {alert.plan && (
                <Link href="/pricing" className="font-medium underline underline-offset-4">
                  Compare plans
                </Link>
              )}
            </div>
          )}
          <FormField id="student-name" label="Name" error={errors.name}>
            {(field) => <Input {...field} value={values.name} onChange={(e) => set("name", e.target.value)} required autoComplete="off" />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="student-email" label="E-mail" error={errors.email}>
              {(field) => (
                <Input {...field} type="email" value={values.email} onChange={(e) => set("email", e.target.value)} autoComplete="off" />
              )}
            </FormField>
            <FormField id="student-phone" label="Phone" error={errors.phone}>
              {(field) => (
                <Input {...field} type="tel" value={values.phone} onChange={(e) => set("phone", e.target.value)} autoComplete="off" />
              )}
            </FormField>
          </div>
          <FormField id="student-level" label="Level" error={errors.level}>
            {(field) => (
              <select
                {...field}
                value={values.level}
                onChange={(e) => set("level", e.target.value as Level)}
                className={cn(fieldClass, "h-10")}
              >
                {LEVELS.map((level) => (
                  <option key={level}>{level}</option>
                ))}
              </select>
            )}
          </FormField>
          <PartnerPicker
            value={values.partner}
            onChange={(partner) => set("partner", partner)}
            excludeId={studentId}
            error={errors.partnerId}
          />
          <FormField id="student-emergency" label="Emergency contact" error={errors.emergencyContact} hint="Name and phone number">
            {(field) => (
              <Input
                {...field}
                value={values.emergencyContact}
                onChange={(e) => set("emergencyContact", e.target.value)}
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField id="student-notes" label="Notes" error={errors.notes}>
            {(field) => <Textarea {...field} value={values.notes} onChange={(e) => set("notes", e.target.value)} />}
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {studentId ? "Save changes" : "Create student"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { blankAs } from "@/components/forms/field-schemas";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ORIGIN_LABELS } from "@/lib/growth/inquiry-labels";
import { HAND_ORIGINS, isReachable, UNREACHABLE, ZInquiryFields } from "@/lib/growth/inquiries-schemas";
import { AssigneeField, FollowUpFields, InterestField, SELECT, type StaffOption } from "./inquiry-fields";

/** The route's schema; an empty box is "none". */
const ZInquiryForm = ZInquiryFields.extend({
  email: blankAs(undefined, ZInquiryFields.shape.email),
  phone: blankAs(undefined, ZInquiryFields.shape.phone),
  assignedTo: blankAs(null, ZInquiryFields.shape.assignedTo),
  followUpOn: blankAs(null, ZInquiryFields.shape.followUpOn),
  followUpNote: blankAs(undefined, ZInquiryFields.shape.followUpNote),
  notes: blankAs(undefined, ZInquiryFields.shape.notes),
}).refine(isReachable, UNREACHABLE);

/** A walk-in or a phone call, typed in at the desk; an owner chooses who follows it up. */
export function NewInquiryDialog({ staff, today }: { staff: StaffOption[] | null; today: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZInquiryForm, {
    defaultValues: {
      name: "",
      email: "",
      phone: "",
      origin: "walk_in",
      interest: "other",
      assignedTo: "",
      followUpOn: today,
      followUpNote: "Call to book a first lesson",
      notes: "",
    },
    submit: async (body) => (await apiFetch<{ inquiry: { id: string } }>("/api/inquiries", { body })).inquiry.id,
    onSuccess: (id: string) => router.push(`/app/inquiries/${id}`),
    errorMessage: "The inquiry couldn't be saved. Try again.",
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          New inquiry
        </Button>
      </DialogTrigger>
      <DialogContent title="New inquiry" description="Someone walked in or called: who they are, how to reach them, and the next step.">
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <FormStatus result={result} />
          <FormField id="inquiry-name" label="Name" error={fieldError("name")}>
            {(field) => <Input {...field} {...form.register("name")} required autoComplete="off" />}
          </FormField>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField id="inquiry-phone" label="Phone" error={fieldError("phone")}>
              {(field) => <Input {...field} {...form.register("phone")} type="tel" autoComplete="off" />}
            </FormField>
            <FormField id="inquiry-email" label="E-mail" error={fieldError("email")}>
              {(field) => <Input {...field} {...form.register("email")} type="email" autoComplete="off" />}
            </FormField>
          </div>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField id="inquiry-origin" label="How they came" error={fieldError("origin")}>
              {(field) => (
                <select {...field} {...form.register("origin")} className={SELECT}>
                  {HAND_ORIGINS.map((origin) => (
                    <option key={origin} value={origin}>
                      {ORIGIN_LABELS[origin]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <InterestField id="inquiry-interest" field={form.register("interest")} error={fieldError("interest")} />
          </div>
          {staff && (
            <AssigneeField id="inquiry-assigned" staff={staff} field={form.register("assignedTo")} error={fieldError("assignedTo")} />
          )}
          <FollowUpFields
            idPrefix="inquiry"
            date={{ field: form.register("followUpOn"), error: fieldError("followUpOn") }}
            task={{ label: "Next step", field: form.register("followUpNote"), error: fieldError("followUpNote") }}
          />
          <FormField
            id="inquiry-notes"
            label="Notes"
            error={fieldError("notes")}
            hint="What they want to dance, for what occasion, when they're free."
          >
            {(field) => <Textarea {...field} {...form.register("notes")} />}
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              Save inquiry
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { Save } from "lucide-react";
import { useRouter } from "next/navigation";
import { blankAs } from "@/components/forms/field-schemas";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { STAGE_LABELS, STAGE_ORDER } from "@/lib/growth/inquiry-labels";
import { checkLostReason, ZInquiryPatchFields } from "@/lib/growth/inquiries-schemas";
import type { InquiryItem } from "@/lib/growth/inquiries-views";
import { AssigneeField, FollowUpFields, InterestField, SELECT, type StaffOption } from "./inquiry-fields";

/** The route's schema; an emptied box clears the value. */
const ZWorkForm = ZInquiryPatchFields.extend({
  followUpOn: blankAs(null, ZInquiryPatchFields.shape.followUpOn),
  followUpNote: blankAs(null, ZInquiryPatchFields.shape.followUpNote),
  assignedTo: blankAs(null, ZInquiryPatchFields.shape.assignedTo),
  lostReason: blankAs(undefined, ZInquiryPatchFields.shape.lostReason),
  notes: blankAs(null, ZInquiryPatchFields.shape.notes),
}).superRefine(checkLostReason);

/**
 * Working an inquiry: the next follow-up and its task, the stage by hand (lost asks why), who
 * follows it up (owners), what they want. Stages also move by themselves from lessons and sales.
 */
export function InquiryWorkForm({ inquiry, staff }: { inquiry: InquiryItem; staff: StaffOption[] | null }) {
  const router = useRouter();
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZWorkForm, {
    defaultValues: {
      stage: inquiry.stage,
      followUpOn: inquiry.followUpOn ?? "",
      followUpNote: inquiry.followUpNote ?? "",
      assignedTo: inquiry.assignedTo ?? "",
      lostReason: inquiry.lostReason ?? "",
      interest: inquiry.interest,
      notes: inquiry.notes ?? "",
    },
    submit: ({ assignedTo, lostReason, ...body }) =>
      apiFetch(`/api/inquiries/${inquiry.id}`, {
        method: "PATCH",
        body: { ...body, ...(staff && { assignedTo }), ...(body.stage === "lost" && { lostReason }) },
      }),
    onSuccess: () => router.refresh(),
    successMessage: "Inquiry saved.",
    errorMessage: "The inquiry couldn't be saved. Try again.",
  });
  const isLost = form.watch("stage") === "lost";

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate aria-labelledby="work-heading">
      <h2 id="work-heading" className="font-[family-name:var(--font-display)] text-xl font-semibold">
        Next step
      </h2>
      <FormStatus result={result} />
      <FollowUpFields
        idPrefix="work"
        date={{ field: form.register("followUpOn"), error: fieldError("followUpOn"), hint: "Empty: no follow-up." }}
        task={{
          label: "Task",
          field: form.register("followUpNote"),
          error: fieldError("followUpNote"),
          placeholder: "Call about the wedding date",
        }}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="work-stage" label="Stage" error={fieldError("stage")}>
          {(field) => (
            <select {...field} {...form.register("stage")} className={SELECT}>
              {STAGE_ORDER.map((stage) => (
                <option key={stage} value={stage}>
                  {STAGE_LABELS[stage]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <InterestField id="work-interest" field={form.register("interest")} error={fieldError("interest")} />
      </div>
      {isLost && (
        <FormField id="work-lost" label="Why it was lost" error={fieldError("lostReason")}>
          {(field) => <Input {...field} {...form.register("lostReason")} autoComplete="off" placeholder="Chose another studio" />}
        </FormField>
      )}
      {staff && <AssigneeField id="work-assigned" staff={staff} field={form.register("assignedTo")} error={fieldError("assignedTo")} />}
      <FormField id="work-notes" label="Notes" error={fieldError("notes")}>
        {(field) => <Textarea {...field} {...form.register("notes")} />}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          <Save aria-hidden />
          Save
        </Button>
      </div>
    </form>
  );
}

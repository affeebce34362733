"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZErasureDeclineInput } from "@/lib/records/erasure-schemas";

/** The owner declines a student's request to be erased; the reason (optional) is e-mailed to them. */
export function DeclineRequestDialog({ requestId, name }: { requestId: string; name: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZErasureDeclineInput, {
    defaultValues: { reason: "" },
    submit: (body) => apiFetch(`/api/erasure-requests/${requestId}/decline`, { body }),
    errorMessage: "The request couldn't be declined. Try again.",
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="secondary">
          Decline…
        </Button>
      </DialogTrigger>
      <DialogContent title={`Decline ${name}'s request?`} description="They are told by e-mail, with your reason if you give one.">
        <form onSubmit={onSubmit} noValidate className="grid gap-3">
          <FormField
            id="decline-reason"
            label="Reason (optional)"
            error={fieldError("reason")}
            hint="For example, an unpaid balance the studio must keep on record."
          >
            {(field) => <Textarea {...field} {...form.register("reason")} className="min-h-20" />}
          </FormField>
          <FormStatus result={result} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              Decline request
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

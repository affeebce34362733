"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZGiftVoid } from "@/lib/growth/gift-schemas";

/** Void a certificate (refunded, lost, sold by mistake): what is left can no longer be redeemed. */
export function GiftVoidButton({ id, code }: { id: string; code: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZGiftVoid, {
    defaultValues: { reason: "" },
    submit: (body) => apiFetch(`/api/gift-certificates/${id}/void`, { body }),
    errorMessage: "The certificate couldn't be voided. Try again.",
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="secondary" size="sm">
          Void…
        </Button>
      </DialogTrigger>
      <DialogContent title={`Void ${code}?`} description="What is left on it can no longer be redeemed. What was redeemed stays.">
        <form onSubmit={onSubmit} noValidate className="grid gap-3">
          <FormField id={`void-reason-${id}`} label="Reason" error={fieldError("reason")}>
            {(field) => <Input {...field} {...form.register("reason")} />}
          </FormField>
          <FormStatus result={result} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={isSubmitting}>
              Void it
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

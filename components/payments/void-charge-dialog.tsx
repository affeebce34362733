"use client";

import { useState } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { useApiAction } from "@/components/forms/use-api-action";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { apiFetch } from "@/lib/api/api-fetch";

/** POST /api/charges/{id}/void: cancels an unpaid charge with a new entry; the charge itself stays in the history. */
export function VoidChargeDialog({ chargeId, label, onDone }: { chargeId: string; label: string; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const { run, result, setResult, isPending } = useApiAction();

  async function confirm() {
    if (!(await run(() => apiFetch(`/api/charges/${chargeId}/void`, { method: "POST", body: {} })))) return;
    setOpen(false);
    onDone();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setResult(null);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Void ${label}`}>
          Void
        </Button>
      </DialogTrigger>
      <DialogContent title="Void this charge?" description={`${label}. The student will no longer owe it; the history keeps both lines.`}>
        <div className="grid gap-4">
          <FormStatus result={result} />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Keep charge
            </Button>
            <Button type="button" variant="danger" disabled={isPending} onClick={confirm}>
              Void charge
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

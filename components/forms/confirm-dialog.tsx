"use client";

import { useState } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { useApiAction } from "@/components/forms/use-api-action";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";

type Props = {
  /** The button that opens the dialog (a DialogTrigger child). */
  trigger: React.ReactNode;
  title: string;
  description: string;
  keepLabel: string;
  confirmLabel: string;
  /** The API call the confirmation makes. */
  action: () => Promise<unknown>;
  /** Shown when the failure carries no message of its own. */
  errorMessage?: string;
  onDone: () => void;
};

/**
 * "Are you sure?" before an API call that can't be taken back (delete, void, regenerate): the
 * failure is shown inside the dialog, which stays open; success closes it and calls onDone.
 */
export function ConfirmDialog({ trigger, title, description, keepLabel, confirmLabel, action, errorMessage, onDone }: Props) {
  const [open, setOpen] = useState(false);
  const { run, result, setResult, isPending } = useApiAction();

  async function confirm() {
    if (!(await run(action, { errorMessage }))) return;
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
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description}>
        <div className="grid gap-4">
          <FormStatus result={result} />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {keepLabel}
            </Button>
            <Button type="button" variant="danger" disabled={isPending} onClick={confirm}>
              {confirmLabel}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

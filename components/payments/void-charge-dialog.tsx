"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { apiFetch, readApiError } from "@/lib/api/api-fetch";
import { FormAlert } from "./section-card";

/** POST /api/charges/{id}/void: cancels an unpaid charge with a new entry; the charge itself stays in the history. */
export function VoidChargeDialog({ chargeId, label, onDone }: { chargeId: string; label: string; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function confirm() {
    setSaving(true);
    setAlert(null);
    try {
      await apiFetch(`/api/charges/${chargeId}/void`, { method: "POST", body: {} });
      setOpen(false);
      onDone();
    } catch (error) {
      setAlert(readApiError(error).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Void ${label}`}>
          Void
        </Button>
      </DialogTrigger>
      <DialogContent title="Void this charge?" description={`${label}. The student will no longer owe it; the history keeps both lines.`}>
        <div className="grid gap-4">
          <FormAlert message={alert} />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Keep charge
            </Button>
            <Button type="button" variant="danger" disabled={saving} onClick={confirm}>
              Void charge
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

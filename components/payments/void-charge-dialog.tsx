"use client";

import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";

/** POST /api/charges/{id}/void: cancels an unpaid charge with a new entry; the charge itself stays in the history. */
export function VoidChargeDialog({ chargeId, label, onDone }: { chargeId: string; label: string; onDone: () => void }) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm" aria-label={`Void ${label}`}>
          Void
        </Button>
      }
      title="Void this charge?"
      description={`${label}. The student will no longer owe it; the history keeps both lines.`}
      keepLabel="Keep charge"
      confirmLabel="Void charge"
      action={() => apiFetch(`/api/charges/${chargeId}/void`, { method: "POST", body: {} })}
      onDone={onDone}
    />
  );
}

"use client";

import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { FormStatus } from "@/components/forms/form-status";
import { useApiAction } from "@/components/forms/use-api-action";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";
import type { IntakeFieldItem } from "./intake-types";

/** Move a question up or down the list (PATCH position), or remove it (its answers stay for the export). */
export function IntakeFieldActions({ field, index, count }: { field: IntakeFieldItem; index: number; count: number }) {
  const router = useRouter();
  const { run, result, isPending } = useApiAction();
  const move = async (position: number) => {
    const moved = await run(() => apiFetch(`/api/intake-fields/${field.id}`, { method: "PATCH", body: { position } }), {
      errorMessage: "The question couldn't be moved. Try again.",
    });
    if (moved) router.refresh();
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        disabled={isPending || index === 0}
        onClick={() => move(index - 1)}
        aria-label={`Move ${field.label} up`}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={isPending || index === count - 1}
        onClick={() => move(index + 1)}
        aria-label={`Move ${field.label} down`}
      >
        <ArrowDown aria-hidden />
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="sm" aria-label={`Remove ${field.label}`}>
            <Trash2 aria-hidden />
            Remove
          </Button>
        }
        title={`Remove “${field.label}”?`}
        description="It won't be asked or shown any more. Answers already given stay in the studio's export."
        keepLabel="Keep it"
        confirmLabel="Remove question"
        action={() => apiFetch(`/api/intake-fields/${field.id}`, { method: "DELETE" })}
        errorMessage="The question couldn't be removed. Try again."
        onDone={() => router.refresh()}
      />
      {result && (
        <div className="basis-full">
          <FormStatus result={result} />
        </div>
      )}
    </>
  );
}

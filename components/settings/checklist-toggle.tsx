"use client";

import { useRouter } from "next/navigation";
import { z } from "zod";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";
import type { SetupChecklist } from "@/lib/studio/setup-checklist";

const ZNothing = z.object({});

/** The first-week checklist's place in Settings: how far it got, and bringing it back to the schedule (or putting it away). */
export function ChecklistToggle({ checklist }: { checklist: SetupChecklist }) {
  const router = useRouter();
  const { onSubmit, result, isSubmitting } = useApiForm(ZNothing, {
    defaultValues: {},
    submit: () =>
      apiFetch<{ checklist: SetupChecklist }>("/api/studio/checklist", { method: "PATCH", body: { dismissed: !checklist.dismissed } }),
    successMessage: ({ checklist: next }) =>
      next.dismissed
        ? "The checklist is hidden from the schedule."
        : next.visible
          ? "The checklist is back on the schedule."
          : "Every step is done, so the schedule has nothing left to show.",
    errorMessage: "That didn't save. Try again.",
    onSuccess: () => router.refresh(),
  });
  const total = checklist.steps.length;
  return (
    <form onSubmit={onSubmit} className="grid gap-2 rounded-lg border border-border bg-background p-4" aria-labelledby="checklist-setting">
      <h3 id="checklist-setting" className="text-sm font-semibold">
        First-week checklist
      </h3>
      <p className="text-sm text-muted-foreground">
        {checklist.done} of {total} steps done.{" "}
        {checklist.dismissed
          ? "It's hidden from the schedule."
          : checklist.visible
            ? "It shows above the schedule."
            : "Your studio is set up."}
      </p>
      {(checklist.dismissed || checklist.visible) && (
        <Button type="submit" variant="secondary" size="sm" disabled={isSubmitting} className="justify-self-start">
          {checklist.dismissed ? "Show it on the schedule" : "Hide it from the schedule"}
        </Button>
      )}
      <FormStatus result={result} />
    </form>
  );
}

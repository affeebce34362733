"use client";

import { Check } from "lucide-react";
import { useRouter } from "next/navigation";
import { FormStatus } from "@/components/forms/form-status";
import { useApiAction } from "@/components/forms/use-api-action";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";

/** Marks a follow-up done (PATCH /api/inquiries/{id}: the date and task cleared); the list then drops it. */
export function FollowUpDone({ inquiryId, name }: { inquiryId: string; name: string }) {
  const router = useRouter();
  const { run, result, isPending } = useApiAction();
  const done = async () => {
    const ok = await run(
      () => apiFetch(`/api/inquiries/${inquiryId}`, { method: "PATCH", body: { followUpOn: null, followUpNote: null } }),
      { errorMessage: "The follow-up couldn't be marked done. Try again." },
    );
    if (ok) router.refresh();
  };
  return (
    <div className="grid justify-items-end gap-1">
      <Button size="sm" variant="secondary" disabled={isPending} onClick={done} aria-label={`Follow-up with ${name} done`}>
        <Check aria-hidden />
        Done
      </Button>
      {result?.kind === "error" && <FormStatus result={result} />}
    </div>
  );
}

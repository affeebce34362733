"use client";

import { useRouter } from "next/navigation";
import { FormStatus } from "@/components/forms/form-status";
import { useApiAction } from "@/components/forms/use-api-action";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";

type Change = { label: string; body: Record<string, boolean> };

/** The owner's buttons for a post (hide, pin, lock) or a reply (hide). */
export function ModerationButtons({ url, changes, name }: { url: string; changes: Change[]; name: string }) {
  const router = useRouter();
  const { run, result, isPending } = useApiAction();
  const apply = (change: Change) =>
    run(() => apiFetch(url, { method: "PATCH", body: change.body }), { errorMessage: "That didn't work. Try again." }).then((ok) => {
      if (ok) router.refresh();
    });
  return (
    <div className="flex flex-wrap items-center gap-2">
      {changes.map((change) => (
        <Button
          key={change.label}
          type="button"
          size="sm"
          variant="ghost"
          disabled={isPending}
          aria-label={`${change.label} ${name}`}
          onClick={() => apply(change)}
        >
          {change.label}
        </Button>
      ))}
      <FormStatus result={result} />
    </div>
  );
}

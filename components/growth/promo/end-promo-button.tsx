"use client";

import { FormStatus } from "@/components/forms/form-status";
import { useApiAction } from "@/components/forms/use-api-action";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";
import type { PromoCode } from "./promo-text";

/** End a code now (PATCH active: false): students can't use it from this moment; its uses stay. */
export function EndPromoButton({ code, onDone }: { code: PromoCode; onDone: () => void }) {
  const { run, result, isPending } = useApiAction();
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={isPending}
        aria-label={`End now: ${code.code}`}
        onClick={async () => {
          const ended = await run(() => apiFetch(`/api/promo-codes/${code.id}`, { method: "PATCH", body: { active: false } }), {
            errorMessage: "The code couldn't be ended. Try again.",
          });
          if (ended) onDone();
        }}
      >
        End now
      </Button>
      <FormStatus result={result} />
    </>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { FormStatus } from "@/components/forms/form-status";
import { useApiAction } from "@/components/forms/use-api-action";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";
import type { PendingTrial } from "@/lib/public/trial-requests";
import { useStudioLocale } from "@/components/ui/studio-locale";

/** First lessons from the public page waiting for the owner (when the studio confirms them): Confirm books, Decline lets go. */
export function PendingTrials({ trials, timeZone }: { trials: PendingTrial[]; timeZone: string }) {
  const locale = useStudioLocale();
  const router = useRouter();
  const { run, result, isPending } = useApiAction();
  if (trials.length === 0) return null;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, {
      weekday: "short",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone,
    }).format(new Date(iso));
  const decide = (trial: PendingTrial, decision: "confirm" | "decline") =>
    void run(() => apiFetch(`/api/trial-requests/${trial.id}/${decision}`, { method: "POST" }), {
      successMessage: decision === "confirm" ? `${trial.studentName} is booked.` : `${trial.studentName}'s request was declined.`,
      errorMessage: "That didn't go through. Try again.",
    }).then((ok) => ok && router.refresh());
  return (
    <div className="grid gap-3">
      <h3 className="text-base font-semibold">First lessons waiting for you</h3>
      <ul className="grid gap-2">
        {trials.map((trial) => (
          <li key={trial.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3 text-sm">
            <span>
              <span className="font-medium">{trial.studentName}</span> — {trial.lesson}, {when(trial.startsAt)}
            </span>
            <span className="flex gap-2">
              <Button
                size="sm"
                disabled={isPending}
                onClick={() => decide(trial, "confirm")}
                aria-label={`Confirm ${trial.studentName}'s first lesson`}
              >
                Confirm
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={isPending}
                onClick={() => decide(trial, "decline")}
                aria-label={`Decline ${trial.studentName}'s first lesson`}
              >
                Decline
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <FormStatus result={result} />
    </div>
  );
}

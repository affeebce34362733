"use client";

import { CircleCheck } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { payHeldPlace } from "@/components/booking/pay-held-place";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZTrialConfirm } from "@/lib/public/trial-confirm-schema";

type Confirmed = { status: "booked" | "requested" | "checkout" | "sign_in"; message: string; checkoutUrl?: string; url?: string };

/**
 * "Confirm my lesson": the reader of the e-mail books the first lesson asked for (a button, not the
 * link itself, so a mail scanner opening the link books nothing). Taken meanwhile: the answer says so
 * and offers the timetable; held for payment: on to Stripe.
 */
export function TrialConfirmForm({ slug, token }: { slug: string; token: string }) {
  const [done, setDone] = useState<Confirmed | null>(null);
  const { onSubmit, result, isSubmitting } = useApiForm(ZTrialConfirm, {
    defaultValues: { token },
    submit: (body) =>
      apiFetch<Confirmed>(`/api/public/studios/${encodeURIComponent(slug)}/trial/confirm`, {
        body,
        failure: "Your lesson couldn't be confirmed",
      }),
    onSuccess: (answer) => setDone({ ...answer, message: payHeldPlace(answer.checkoutUrl, "Your first lesson") ?? answer.message }),
  });

  if (done) {
    return (
      <div role="status" tabIndex={-1} ref={(node) => node?.focus()} className="grid gap-3">
        <CircleCheck aria-hidden className="size-10 text-success" />
        <p>{done.message}</p>
        {done.status === "sign_in" && done.url && (
          <Button asChild className="justify-self-start">
            <Link href={done.url}>Log in</Link>
          </Button>
        )}
      </div>
    );
  }
  // The class filled up or the time was taken meanwhile (409), or it's no longer on the timetable (404).
  const canChooseAgain = result?.kind === "error" && (result.status === 409 || result.status === 404);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormStatus result={result} />
      {canChooseAgain && (
        <p className="text-sm">
          <Link href={`/s/${slug}#book`} className="font-medium text-primary underline underline-offset-4">
            Choose another time
          </Link>
        </p>
      )}
      <Button type="submit" size="lg" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? "Confirming…" : "Confirm my lesson"}
      </Button>
    </form>
  );
}

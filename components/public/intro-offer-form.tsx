"use client";

import { useId } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { withEarlyValues, type EarlyValues } from "@/components/forms/load-on-interaction";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { fieldClass } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { PRIVATE_CHOICE } from "@/lib/public/trial-choice";
import { cn } from "@/lib/utils";
import { FirstLessonWhen, Honeypot, LessonOptions, VisitorFields, type FirstLessonForm } from "./first-lesson-fields";
import type { FirstLessonOffer } from "./first-lesson-times";
import type { TrialChoice, TrialSourceFields } from "./first-lesson-fields";

// The schema loads when the form is first used, not with the page.
const loadSchema = () => import("@/lib/public/intro-offer-form-schema").then((module) => module.ZIntroOfferForm);

/** An offer in the form: the classes its units pay for, and whether the page's private lesson is one of them. */
export type OfferChoice = { id: string; name: string; label: string; units: number; classes: TrialChoice[]; coversPrivate: boolean };

type Defaults = {
  packageId: string;
  choice: string;
  day: string;
  time: string;
  role: "" | "lead" | "follow";
  name: string;
  email: string;
  phone: string;
  website: string;
} & TrialSourceFields;

/**
 * Buy an intro offer: the offer, the first lesson (a class it covers, or a private lesson by day and
 * time, as the first-lesson form picks them), who is coming; then on to Stripe Checkout to pay.
 */
export function IntroOfferForm({
  slug,
  offers,
  firstLessons,
  initialOffer,
  source,
  earlyValues,
}: {
  slug: string;
  offers: OfferChoice[];
  firstLessons: FirstLessonOffer | null;
  initialOffer: string;
  source: TrialSourceFields;
  earlyValues?: EarlyValues;
}) {
  const id = useId();
  const { form, registerOption, onSubmit, result, fieldError, isSubmitting } = useApiForm(loadSchema, {
    defaultValues: withEarlyValues<Defaults>(
      { packageId: initialOffer, choice: "", day: "", time: "", role: "", name: "", email: "", phone: "", website: "", ...source },
      earlyValues,
    ),
    submit: (body) =>
      apiFetch<{ checkoutUrl: string }>(`/api/public/studios/${slug}/intro-offers`, {
        body,
        failure: "Your purchase didn't start",
      }),
    onSuccess: (answer) => window.location.assign(answer.checkoutUrl),
    serverFields: { eventId: "choice", instructorId: "time", startsAt: "time" },
  });
  const offer = offers.find((item) => item.id === form.watch("packageId"));
  const choice = form.watch("choice");
  const chosen = offer?.classes.find((item) => item.value === choice);
  const packageField = form.register("packageId");
  const fields: FirstLessonForm = { id, register: form.register, registerOption, fieldError, clearTime: () => form.setValue("time", "") };
  const privateOffered = Boolean(offer?.coversPrivate && firstLessons);
  // The private lesson is paid with one of the offer's lessons, not at its own price.
  const withOffer =
    firstLessons && offer ? { ...firstLessons, price: { kind: "unit" as const, packageName: offer.name, unitsLeft: offer.units } } : null;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSchema().catch(() => {})}
      className="grid gap-5 rounded-2xl border border-border bg-card p-6 sm:p-8"
      aria-label="Buy an intro offer"
    >
      <FormField id={`${id}-offer`} label="Offer" error={fieldError("packageId")}>
        {(props) => (
          <select
            {...props}
            {...packageField}
            // Another offer may cover other lessons: the lesson chosen for the last one is let go.
            onChange={(event) => {
              form.setValue("choice", "");
              form.setValue("time", "");
              return packageField.onChange(event);
            }}
            className={cn(fieldClass, "h-10")}
          >
            {offers.length > 1 && <option value="">Choose an offer…</option>}
            {offers.map((item) => (
              <option key={item.id} value={item.id}>
                {item.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${id}-choice`} label="Your first lesson" error={fieldError("choice")}>
        {(props) => (
          <select {...props} {...form.register("choice")} className={cn(fieldClass, "h-10")} disabled={!offer}>
            <option value="">
              {!offer
                ? "Choose an offer first"
                : privateOffered && offer.classes.length > 0
                  ? "Choose a class or a private lesson…"
                  : privateOffered
                    ? "Choose a private lesson…"
                    : "Choose a class…"}
            </option>
            <LessonOptions classes={offer?.classes ?? []} privateLesson={privateOffered ? firstLessons : null} />
          </select>
        )}
      </FormField>
      <FirstLessonWhen
        form={fields}
        slug={slug}
        privateLesson={privateOffered && choice === PRIVATE_CHOICE ? withOffer : null}
        day={form.watch("day") ?? ""}
        partnered={Boolean(chosen?.isPartnered)}
        selectClassName={cn(fieldClass, "h-10")}
      />
      <VisitorFields form={fields} />
      <Honeypot form={fields} />
      <FormStatus result={result} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? "Taking you to payment…" : "Continue to payment"}
      </Button>
      <p className="text-xs text-muted-foreground">
        You pay the studio securely with Stripe. Your first lesson is booked as soon as the payment goes through.
      </p>
    </form>
  );
}

"use client";

import { useSearchParams } from "next/navigation";
import { z } from "zod";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZGiftPurchase } from "@/lib/growth/gift-schemas";
import { zMoneyText } from "@/lib/money/money-input";

const purchaseForm = (currency: string) =>
  ZGiftPurchase.extend({
    amountCents: zMoneyText(ZGiftPurchase.shape.amountCents, { currency }),
    message: z.string().max(400, "Keep the message under 400 characters."),
    deliverOn: z.string(),
  });

/** A visitor buys a gift certificate: the amount, who it is from and for, then Stripe Checkout on the studio's account. */
export function GiftCertificateForm({ slug, currency }: { slug: string; currency: string }) {
  const paid = useSearchParams().get("gift") === "paid";
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(purchaseForm(currency), {
    defaultValues: { amountCents: "", buyerName: "", buyerEmail: "", recipientName: "", recipientEmail: "", message: "", deliverOn: "" },
    submit: (values) =>
      apiFetch<{ checkoutUrl: string }>(`/api/public/studios/${slug}/gift-certificates`, {
        body: { ...values, message: values.message.trim() || undefined, deliverOn: values.deliverOn || undefined },
      }),
    errorMessage: "The payment page couldn't be opened. Try again.",
    onSuccess: (answer) => {
      window.location.assign(answer.checkoutUrl);
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-3">
      {paid && (
        <p role="status" className="rounded-md bg-success-soft px-3 py-2 text-sm text-success">
          Thank you! The certificate is on its way to its recipient by e-mail, and you get a confirmation.
        </p>
      )}
      <FormField id="gift-buy-amount" label={`Amount (${currency})`} error={fieldError("amountCents")}>
        {(field) => <Input {...field} {...form.register("amountCents")} inputMode="decimal" placeholder="100" className="max-w-40" />}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="gift-buy-from" label="Your name" error={fieldError("buyerName")}>
          {(field) => <Input {...field} {...form.register("buyerName")} autoComplete="name" />}
        </FormField>
        <FormField id="gift-buy-from-email" label="Your e-mail" error={fieldError("buyerEmail")}>
          {(field) => <Input {...field} {...form.register("buyerEmail")} type="email" autoComplete="email" />}
        </FormField>
        <FormField id="gift-buy-for" label="Recipient's name" error={fieldError("recipientName")}>
          {(field) => <Input {...field} {...form.register("recipientName")} />}
        </FormField>
        <FormField id="gift-buy-for-email" label="Recipient's e-mail" error={fieldError("recipientEmail")}>
          {(field) => <Input {...field} {...form.register("recipientEmail")} type="email" />}
        </FormField>
      </div>
      <FormField id="gift-buy-message" label="Message (optional)" error={fieldError("message")}>
        {(field) => <Textarea {...field} {...form.register("message")} className="min-h-16" />}
      </FormField>
      <FormField
        id="gift-buy-deliver"
        label="Send it on (optional)"
        error={fieldError("deliverOn")}
        hint="Without a day, it goes as soon as you have paid."
      >
        {(field) => <Input {...field} {...form.register("deliverOn")} type="date" className="max-w-48" />}
      </FormField>
      <FormStatus result={result} />
      <div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          Pay and send
        </Button>
      </div>
    </form>
  );
}

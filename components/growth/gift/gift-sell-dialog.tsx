"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { z } from "zod";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZGiftSaleFields } from "@/lib/growth/gift-schemas";
import { zMoneyText } from "@/lib/money/money-input";

export const SELECT = "h-10 rounded-md border border-border bg-card px-3 text-sm";
const optional = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** The desk's form: the text people type, turned into the route's body (ZGiftSale) on submit. */
const saleForm = (currency: string) =>
  z.object({
    kind: z.enum(["amount", "units"]),
    amount: z.string(),
    units: z.string(),
    packageId: z.string(),
    paymentMethod: ZGiftSaleFields.shape.paymentMethod,
    buyerName: ZGiftSaleFields.shape.buyerName,
    buyerEmail: z.string(),
    recipientName: ZGiftSaleFields.shape.recipientName,
    recipientEmail: z.string(),
    message: z.string(),
    deliverOn: z.string(),
    currency: z.literal(currency),
  });

/** Sell a gift certificate at the desk: an amount or lessons of a package, paid in person. */
export function GiftSellDialog({ currency, packages }: { currency: string; packages: { id: string; name: string }[] }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [sold, setSold] = useState<string | null>(null);
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(saleForm(currency), {
    defaultValues: {
      kind: "amount",
      amount: "",
      units: "1",
      packageId: packages[0]?.id ?? "",
      paymentMethod: "card",
      buyerName: "",
      buyerEmail: "",
      recipientName: "",
      recipientEmail: "",
      message: "",
      deliverOn: "",
      currency,
    },
    submit: (values) => {
      const amount = values.kind === "amount" ? zMoneyText(z.number(), { currency }).safeParse(values.amount) : null;
      return apiFetch<{ giftCertificate: { code: string } }>("/api/gift-certificates", {
        body: {
          ...(values.kind === "amount"
            ? { amountCents: amount?.success ? amount.data : -1 }
            : { units: Number(values.units), packageId: values.packageId || undefined }),
          paymentMethod: values.paymentMethod,
          buyerName: values.buyerName,
          buyerEmail: optional(values.buyerEmail),
          recipientName: values.recipientName,
          recipientEmail: optional(values.recipientEmail),
          message: optional(values.message),
          deliverOn: optional(values.deliverOn),
        },
      });
    },
    errorMessage: "The gift certificate couldn't be sold. Check the fields and try again.",
    serverFields: { amountCents: "amount" },
    onSuccess: (answer) => {
      setSold(answer.giftCertificate.code);
      form.reset();
      router.refresh();
    },
  });
  const kind = form.watch("kind");
  return (
    <Dialog open={open} onOpenChange={(next) => (setOpen(next), setSold(null))}>
      <DialogTrigger asChild>
        <Button type="button">Sell a gift certificate</Button>
      </DialogTrigger>
      <DialogContent
        title="Sell a gift certificate"
        description="Paid at the desk. With the recipient's e-mail, they get the certificate and its code."
      >
        {sold ? (
          <div className="grid gap-3">
            <p role="status" className="rounded-md bg-success-soft px-3 py-2 text-sm text-success">
              Sold. Its code is <strong className="font-mono tracking-wider">{sold}</strong>.
            </p>
            <Button type="button" onClick={() => setOpen(false)}>
              Done
            </Button>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-3">
            <fieldset className="flex gap-4 text-sm">
              <legend className="sr-only">What it is for</legend>
              <label className="flex items-center gap-2">
                <input type="radio" value="amount" {...form.register("kind")} /> An amount
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" value="units" {...form.register("kind")} disabled={packages.length === 0} /> Lessons
              </label>
            </fieldset>
            {kind === "amount" ? (
              <FormField id="gift-amount" label={`Amount (${currency})`} error={fieldError("amount")}>
                {(field) => <Input {...field} {...form.register("amount")} inputMode="decimal" placeholder="100.00" />}
              </FormField>
            ) : (
              <div className="grid grid-cols-[6rem_1fr] gap-3">
                <FormField id="gift-units" label="Lessons" error={fieldError("units")}>
                  {(field) => <Input {...field} {...form.register("units")} inputMode="numeric" />}
                </FormField>
                <FormField id="gift-package" label="From the package" error={fieldError("packageId")}>
                  {(field) => (
                    <select {...field} {...form.register("packageId")} className={SELECT}>
                      {packages.map((item) => (
                        <option key={item.id} value={item.id}>
                          {item.name}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              </div>
            )}
            <FormField id="gift-method" label="Paid by" error={fieldError("paymentMethod")}>
              {(field) => (
                <select {...field} {...form.register("paymentMethod")} className={SELECT}>
                  <option value="card">Card</option>
                  <option value="cash">Cash</option>
                  <option value="check">Check</option>
                  <option value="other">Other</option>
                </select>
              )}
            </FormField>
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField id="gift-buyer" label="From (buyer)" error={fieldError("buyerName")}>
                {(field) => <Input {...field} {...form.register("buyerName")} />}
              </FormField>
              <FormField id="gift-buyer-email" label="Buyer's e-mail (optional)" error={fieldError("buyerEmail")}>
                {(field) => <Input {...field} {...form.register("buyerEmail")} type="email" />}
              </FormField>
              <FormField id="gift-recipient" label="For (recipient)" error={fieldError("recipientName")}>
                {(field) => <Input {...field} {...form.register("recipientName")} />}
              </FormField>
              <FormField id="gift-recipient-email" label="Recipient's e-mail (optional)" error={fieldError("recipientEmail")}>
                {(field) => <Input {...field} {...form.register("recipientEmail")} type="email" />}
              </FormField>
            </div>
            <FormField id="gift-message" label="Message (optional)" error={fieldError("message")}>
              {(field) => <Textarea {...field} {...form.register("message")} className="min-h-16" />}
            </FormField>
            <FormField
              id="gift-deliver"
              label="E-mail it on (optional)"
              error={fieldError("deliverOn")}
              hint="Without a day, it goes at once."
            >
              {(field) => <Input {...field} {...form.register("deliverOn")} type="date" />}
            </FormField>
            <FormStatus result={result} />
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                Sell
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

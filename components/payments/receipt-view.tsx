"use client";

import { ChevronLeft, Printer } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { autopayMethodOf } from "@/lib/money/card-label";
import { formatMoney } from "@/lib/money/money";
import type { OnlineChargeShare, PaymentReceipt } from "@/lib/payments/types";
import { METHOD_LABELS } from "./payment-labels";
import { useStudioLocale } from "@/components/ui/studio-locale";
import type { StudioLocale } from "@/lib/studio/locales";
import { LoadError, LoadingNote } from "./section-card";
import { useApiData } from "./use-api-data";

// Printing shows the receipt alone: the shell (sidebar, top bar) and the buttons are hidden.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #receipt, #receipt * { visibility: visible !important; }
  #receipt { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0; box-shadow: none; }
  .receipt-screen-only { display: none !important; }
}`;

/** "Dec 1, 2026" (en-US) or "1 Dec 2026" (en-GB) for a local day: the day itself, whatever zone reads it. */
const dayIn = (locale: StudioLocale) => (date: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

const instalmentText = ({ number, of }: { number: number; of: number | null }) => (of ? `${number} of ${of}` : String(number));

/**
 * A printable receipt: studio, student, amount, method, date, refunds and what was kept, in the
 * studio's currency; for an automatic payment, which instalment or period it paid and its due day.
 */
export function ReceiptView({ paymentId, back }: { paymentId: string; back: { href: string; label: string } }) {
  const receipt = useApiData<PaymentReceipt>(`/api/payments/${paymentId}`);
  const data = receipt.data;
  const locale = useStudioLocale();
  const day = dayIn(locale);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: data?.studio.timeZone }).format(new Date(iso));
  const money = (cents: number) => formatMoney(cents, data?.studio.currency);
  // An automatic payment's note names the card it was paid with: shown as its method.
  const automatic = data?.autopay?.paidBy === "card" ? autopayMethodOf(data.payment.note) : null;

  return (
    <div aria-busy={receipt.loading} className="grid gap-4 px-4 py-6 sm:px-8">
      <style>{PRINT_CSS}</style>
      <div className="receipt-screen-only flex flex-wrap items-center justify-between gap-3">
        <Link href={back.href} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ChevronLeft aria-hidden className="size-4" />
          {back.label}
        </Link>
        {data && (
          <Button type="button" onClick={() => window.print()}>
            <Printer aria-hidden />
            Print
          </Button>
        )}
      </div>
      {receipt.loading && !data && <LoadingNote what="the receipt" />}
      {receipt.error && (
        <LoadError
          message={receipt.error.status === 404 ? "We couldn't find this payment." : receipt.error.message}
          onRetry={receipt.reload}
        />
      )}
      {data && (
        <article
          id="receipt"
          aria-labelledby="receipt-title"
          className="mx-auto grid w-full max-w-xl gap-5 rounded-xl border border-t-8 border-border bg-card p-6 text-card-foreground print:text-black"
          // The studio's colour (Premium) tops the receipt; the border prints, unlike a background.
          style={data.studio.brandColor ? { borderTopColor: data.studio.brandColor } : undefined}
        >
          <header className="grid gap-1 border-b border-border pb-4">
            {data.studio.logoUrl && (
              // eslint-disable-next-line @next/next/no-img-element -- the logo's own URL is immutable and cached for a year
              <img
                src={data.studio.logoUrl}
                alt={`${data.studio.name} logo`}
                className="mb-2 h-14 w-auto max-w-48 object-contain object-left"
              />
            )}
            <p className="font-[family-name:var(--font-display)] text-2xl font-semibold">{data.studio.name}</p>
            {data.studio.contact.length > 0 && (
              <address className="text-sm whitespace-pre-line text-muted-foreground not-italic">{data.studio.contact.join("\n")}</address>
            )}
            <h1 id="receipt-title" className="text-lg font-semibold">
              Receipt
            </h1>
            <p className="text-sm text-muted-foreground">No. {data.payment.id.slice(0, 8).toUpperCase()}</p>
          </header>
          <dl className="grid gap-2 text-sm sm:grid-cols-[9rem_1fr]">
            {(
              [
                ["Received from", data.student.name],
                ["Date", when(data.payment.createdAt)],
                [
                  "Method",
                  automatic ?? (data.autopay?.paidBy === "card" ? "Automatic payment, saved card" : METHOD_LABELS[data.payment.method]),
                ],
                ["For", data.payment.description],
                ["Promo code", data.discount && `${money(data.discount.discountCents)} off the price of ${money(data.discount.listCents)}`],
                ["Instalment", data.autopay?.instalment && instalmentText(data.autopay.instalment)],
                ["Period", data.autopay?.period && `${day(data.autopay.period.start)} – ${day(data.autopay.period.end)}`],
                ["Due", data.autopay?.dueOn && day(data.autopay.dueOn)],
                ["Note", !automatic && data.payment.note],
                ["Currency", data.studio.currency],
              ] as const
            )
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          <table className="w-full text-sm">
            <caption className="sr-only">Amounts</caption>
            <tbody>
              <tr className="border-t border-border">
                <th scope="row" className="py-2 text-left font-medium">
                  Amount paid
                </th>
                <td className="py-2 text-right font-semibold tabular-nums">{money(data.payment.amountCents)}</td>
              </tr>
              {data.refunds.map((refund) => (
                <tr key={refund.id} className="border-t border-border">
                  <th scope="row" className="py-2 text-left font-normal">
                    Refund, {when(refund.createdAt)}
                  </th>
                  <td className="py-2 text-right tabular-nums">−{money(refund.amountCents)}</td>
                </tr>
              ))}
              <tr className="border-t-2 border-foreground">
                <th scope="row" className="py-2 text-left font-semibold">
                  {data.refunds.length > 0 ? "Net paid" : "Total"}
                </th>
                <td className="py-2 text-right text-lg font-semibold tabular-nums">
                  {money(data.payment.amountCents - data.refundedCents)}
                </td>
              </tr>
            </tbody>
          </table>
          <p className="text-xs text-muted-foreground">Thank you for dancing with {data.studio.name}.</p>
        </article>
      )}
      {data?.stripeCharge && <StripeCharge charge={data.stripeCharge} money={money} when={when} />}
    </div>
  );
}

/**
 * The owner's side of an online payment, under the receipt and never printed on it: what Stripe took,
 * its fee and what reaches the studio. A fee Stripe hasn't reported yet is said to be pending.
 */
function StripeCharge({
  charge,
  money,
  when,
}: {
  charge: OnlineChargeShare;
  money: (cents: number) => string;
  when: (iso: string) => string;
}) {
  const lines: [string, string][] = [
    ["Taken by Stripe", when(charge.paidAt)],
    ["Gross", money(charge.grossCents)],
    ["Stripe fee", charge.feeCents === null ? "Pending: Stripe hasn't reported it yet" : `−${money(charge.feeCents)}`],
    ["Net to the studio", charge.netCents === null ? "Known once Stripe reports the fee" : money(charge.netCents)],
  ];
  return (
    <section
      aria-labelledby="receipt-stripe-title"
      className="receipt-screen-only mx-auto grid w-full max-w-xl gap-3 rounded-xl border border-border bg-card p-4 text-sm text-card-foreground"
    >
      <div className="grid gap-0.5">
        <h2 id="receipt-stripe-title" className="font-semibold">
          Online payment, for the studio
        </h2>
        <p className="text-xs text-muted-foreground">Not on the printed receipt: the student doesn&apos;t see Stripe&apos;s fee.</p>
      </div>
      <dl className="grid gap-2 sm:grid-cols-[9rem_1fr]">
        {lines.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {charge.chargeGrossCents !== null && (
        <p className="text-xs text-muted-foreground">
          One share of a {money(charge.chargeGrossCents)} payment split between dancers: Stripe&apos;s fee is split by amount.
        </p>
      )}
    </section>
  );
}

import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { PrintButton } from "@/components/growth/gift/print-button";
import { isId } from "@/lib/api/ids";
import { clientAddress } from "@/lib/auth/client-address";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { printableGift } from "@/lib/growth/gift-print";
import { formatLocalDay } from "@/lib/notifications/format-when";

export const metadata: Metadata = { title: "Gift certificate", robots: { index: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The printable gift certificate, from the recipient's e-mail or the studio's list: its id and code must match. */
export default async function GiftCertificatePage({ params, searchParams }: Props) {
  const { id } = await params;
  const code = (await searchParams).code;
  if (!isId(id) || typeof code !== "string" || code.length > 40) notFound();
  const request = new Request("http://localhost/", { headers: await headers() });
  const gift = await printableGift(await getDb(), id, code, clientAddress(request));
  if (!gift) notFound();
  return (
    <main id="main" className="mx-auto grid min-h-dvh max-w-3xl content-center gap-6 p-4 sm:p-8 print:p-0">
      <article
        aria-labelledby="gift-title"
        className="grid gap-6 rounded-2xl border-4 border-double border-primary bg-card p-6 text-center shadow-sm sm:p-12 print:border-black print:shadow-none"
      >
        <p className="text-sm tracking-[0.3em] text-muted-foreground uppercase">{gift.studioName}</p>
        <h1 id="gift-title" className="font-[family-name:var(--font-display)] text-4xl font-semibold sm:text-5xl">
          Gift certificate
        </h1>
        <p className="text-3xl font-semibold text-primary sm:text-4xl">{gift.value}</p>
        <p className="text-lg">
          For <strong>{gift.recipientName}</strong>, from <strong>{gift.buyerName}</strong>
        </p>
        {gift.message && <p className="mx-auto max-w-prose text-lg whitespace-pre-line italic">“{gift.message}”</p>}
        <div className="grid gap-1">
          <p className="text-xs tracking-widest text-muted-foreground uppercase">Code</p>
          <p className="font-mono text-xl tracking-wider break-all sm:text-2xl">{gift.code}</p>
        </div>
        <p className="text-sm text-muted-foreground">
          {gift.status === "active"
            ? gift.expiresOn
              ? `Valid until ${formatLocalDay(gift.expiresOn, gift.locale)}.`
              : "No expiry."
            : { redeemed: "Fully redeemed.", expired: "This certificate has expired.", voided: "This certificate was voided." }[
                gift.status
              ]}{" "}
          Give the code at the studio{gift.slug ? ` or when you book at ${env.SITE_URL.replace(/^https?:\/\//, "")}/s/${gift.slug}` : ""}.
        </p>
      </article>
      <div className="flex justify-center print:hidden">
        <PrintButton />
      </div>
    </main>
  );
}

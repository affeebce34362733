import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/app-shell/page-header";
import { GiftExpiryForm } from "@/components/growth/gift/gift-expiry-form";
import { GiftList } from "@/components/growth/gift/gift-list";
import { GiftRedeemForm } from "@/components/growth/gift/gift-redeem-form";
import { GiftSellDialog } from "@/components/growth/gift/gift-sell-dialog";
import { PersonUnavailable } from "@/components/people/person-unavailable";
import { canManageStudio } from "@/lib/access/rules";
import { getAppSession } from "@/lib/auth/app-session";
import { getDb } from "@/lib/db/client";
import { giftScreen } from "@/lib/growth/gift-screen";

export const metadata: Metadata = { title: "Gift certificates" };

/** Payments → Gift certificates (owners): sell at the desk, redeem a code, see what is left of each. */
export default async function GiftCertificatesPage() {
  const session = await getAppSession();
  if (!canManageStudio(session))
    return (
      <PersonUnavailable
        title="Gift certificates"
        message="Gift certificates are kept by the studio owner."
        back={{ href: "/app/payments", label: "Back to payments" }}
      />
    );
  const { gifts, settings, currency, packages, students } = await giftScreen(await getDb(), session);
  return (
    <>
      <PageHeader title="Gift certificates" description="Sell them at the desk, redeem their codes, and see what is left of each." />
      <div className="grid gap-8 px-4 py-6 sm:px-8">
        <div className="flex flex-wrap items-center gap-3">
          <GiftSellDialog currency={currency} packages={packages} />
          <Link href="/app/payments" className="text-sm text-primary underline-offset-4 hover:underline">
            Back to payments
          </Link>
        </div>
        <section aria-labelledby="gift-redeem" className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:p-6">
          <h2 id="gift-redeem" className="text-lg font-semibold">
            Redeem a code
          </h2>
          <p className="text-sm text-muted-foreground">
            An amount becomes account credit; lessons become a package of them. Part of it can be kept for later.
          </p>
          <GiftRedeemForm currency={currency} students={students} />
        </section>
        <section aria-labelledby="gift-list" className="grid gap-3">
          <h2 id="gift-list" className="text-lg font-semibold">
            Sold
          </h2>
          <GiftList gifts={gifts} currency={currency} locale={session.studioLocale} />
        </section>
        <section aria-labelledby="gift-expiry" className="grid gap-3">
          <h2 id="gift-expiry" className="text-lg font-semibold">
            Expiry
          </h2>
          <GiftExpiryForm expiryMonths={settings.expiryMonths} />
        </section>
      </div>
    </>
  );
}

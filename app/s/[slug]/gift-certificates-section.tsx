import { Suspense } from "react";
import { GiftCertificateForm } from "@/components/public/gift-certificate-form";
import { getDb } from "@/lib/db/client";
import { takesOnlinePayments } from "@/lib/stripe/studio-account";

/**
 * The public page's gift certificates: bought online when the studio takes online payments on its own
 * Stripe account; otherwise the page says they are sold at the studio.
 */
export async function GiftCertificatesSection({ studio }: { studio: { id: string; slug: string; name: string; currency: string } }) {
  const online = await takesOnlinePayments(await getDb(), studio.id);
  return (
    <section aria-labelledby="gift-certificates" className="grid scroll-mt-6 gap-5">
      <h2 id="gift-certificates" className="font-[family-name:var(--font-display)] text-3xl font-semibold">
        Gift certificates
      </h2>
      {online ? (
        <>
          <p className="max-w-2xl text-muted-foreground">
            Give dance lessons at {studio.name}: choose an amount, and the recipient gets a printable certificate and its code by e-mail —
            today or on the day you pick.
          </p>
          <Suspense>
            <GiftCertificateForm slug={studio.slug} currency={studio.currency} />
          </Suspense>
        </>
      ) : (
        <p className="max-w-2xl text-muted-foreground">
          Give dance lessons at {studio.name}: gift certificates are sold at the studio. Ask us at the desk or get in touch below.
        </p>
      )}
    </section>
  );
}

"use client";

import { ExternalLink, Unplug } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { FormStatus } from "@/components/forms/form-status";
import { useApiAction } from "@/components/forms/use-api-action";
import { Button, buttonVariants } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";

const ACCOUNT_PATH = "/api/studio/payments-account";
const STRIPE_DASHBOARD = "https://dashboard.stripe.com/";

/**
 * The buttons of Settings → Online payments. "Connect Stripe" / "Continue" ask for a fresh onboarding
 * link (the account is made the first time) and leave for Stripe's hosted pages, which send the owner
 * back here; "Disconnect" asks first, then turns online payment off.
 */
export function OnlinePaymentsActions({
  connect,
  dashboard = false,
  disconnect = false,
}: {
  connect?: "Connect Stripe" | "Continue";
  dashboard?: boolean;
  disconnect?: boolean;
}) {
  const router = useRouter();
  const { run, result, isPending } = useApiAction();
  // Stays busy while the browser leaves for Stripe.
  const [isLeaving, setIsLeaving] = useState(false);

  const start = () =>
    run(
      async () => {
        const { url } = await apiFetch<{ url: string }>(ACCOUNT_PATH, { method: "POST" });
        setIsLeaving(true);
        window.location.assign(url);
      },
      { errorMessage: "Stripe couldn't be reached. Try again in a minute." },
    );

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {connect && (
          <Button type="button" onClick={start} disabled={isPending || isLeaving}>
            {connect}
          </Button>
        )}
        {dashboard && (
          <a href={STRIPE_DASHBOARD} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "secondary" })}>
            Open your Stripe dashboard
            <ExternalLink aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
        {disconnect && (
          <ConfirmDialog
            trigger={
              <Button variant="ghost">
                <Unplug aria-hidden />
                Disconnect
              </Button>
            }
            title="Disconnect Stripe?"
            description="Online payment stops at once: students can no longer pay online or when booking, and places held while a student pays are released. Payments already made stay in your records and in your Stripe account. You can connect again later."
            keepLabel="Stay connected"
            confirmLabel="Disconnect"
            action={() => apiFetch(ACCOUNT_PATH, { method: "DELETE" })}
            errorMessage="Stripe couldn't be disconnected. Try again."
            onDone={() => router.refresh()}
          />
        )}
      </div>
      <FormStatus result={result} />
    </div>
  );
}

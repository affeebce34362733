import type { PaymentsAccountState } from "@/lib/stripe/connect-account";
import { type ConnectReturn, OnlinePaymentsView } from "./online-payments-view";
import { SettingsSection } from "./settings-section";

/**
 * Settings → Online payments (owners): the studio's own Stripe account, read from Stripe as the page
 * renders (`null`: Stripe answered with an error; the rest of Settings still renders and this says so).
 */
export function OnlinePaymentsSection({ account, returned }: { account: PaymentsAccountState | null; returned: ConnectReturn }) {
  return (
    <SettingsSection
      id="settings-online-payments"
      title="Online payments"
      description="Students pay for lessons, packages and their balance online, into your studio's own Stripe account."
    >
      {account ? (
        <OnlinePaymentsView account={account} returned={returned} />
      ) : (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
          Your Stripe account couldn&apos;t be read just now. Reload the page to try again.
        </p>
      )}
    </SettingsSection>
  );
}

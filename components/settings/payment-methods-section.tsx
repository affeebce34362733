import { type CardReturn, PaymentMethodsList, type SavedCard } from "./payment-methods-list";
import { SettingsSection } from "./settings-section";

export type { CardReturn };

/**
 * Settings → Payment methods (students): the cards they saved on their studio's Stripe account. The
 * page renders it only while the studio takes online payments.
 */
export function PaymentMethodsSection({ cards, studioName, returned }: { cards: SavedCard[]; studioName: string; returned: CardReturn }) {
  return (
    <SettingsSection
      id="settings-payment-methods"
      title="Payment methods"
      description={`Cards you saved for paying ${studioName} online. Stripe keeps them for the studio; the full number is never shown here.`}
    >
      <PaymentMethodsList cards={cards} returned={returned} />
    </SettingsSection>
  );
}

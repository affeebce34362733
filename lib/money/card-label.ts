/** What a saved card shows of itself: its brand as Stripe names it ("visa") and its last four digits. */
export type CardLabel = { brand: string; last4: string };

function brandName(brand: string): string {
  return brand === "amex" ? "American Express" : brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** "Visa ending 4242". */
export function cardName(card: CardLabel): string {
  return `${brandName(card.brand)} ending ${card.last4}`;
}

/**
 * How a receipt names the way an automatic payment was paid, from the note the charging run writes
 * on its ledger payment ("Automatic payment, visa •4242" → "Automatic payment, Visa •4242"); null
 * for any other note.
 */
export function autopayMethodOf(note: string | null | undefined): string | null {
  const match = /^Automatic payment, (\S+) •(\d{4})$/.exec(note ?? "");
  return match ? `Automatic payment, ${brandName(match[1])} •${match[2]}` : null;
}

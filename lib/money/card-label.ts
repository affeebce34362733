/** What a saved card shows of itself: its brand as Stripe names it ("visa") and its last four digits. */
export type CardLabel = { brand: string; last4: string };

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
  cartes_bancaires: "Cartes Bancaires",
  eftpos_au: "eftpos",
  interac: "Interac",
};

/** Stripe's card brand as printed on the card: "visa" → "Visa"; one it doesn't list, capitalised. */
export function brandName(brand: string): string {
  return BRANDS[brand] ?? (brand ? brand.charAt(0).toUpperCase() + brand.slice(1).replace(/_/g, " ") : "Card");
}

/** "Visa ending 4242". */
export function cardName(card: CardLabel): string {
  return `${brandName(card.brand)} ending ${card.last4}`;
}

/** The note the charging run writes on an automatic payment: it names the card ("Automatic payment, Visa •4242"). */
export function autopayNote(card: CardLabel): string {
  return `Automatic payment, ${brandName(card.brand)} •${card.last4}`;
}

/** How a receipt names the way an automatic payment was paid: its note, when it is one; null for any other note. */
export function autopayMethodOf(note: string | null | undefined): string | null {
  return /^Automatic payment, .+ •\d{4}$/.test(note ?? "") ? note! : null;
}

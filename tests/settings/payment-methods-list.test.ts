import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { expiry, PaymentMethodsList } from "@/components/settings/payment-methods-list";
import { brandName } from "@/lib/money/card-label";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {}, push: () => {} }) }));

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
const VISA = { id: "pm_1", brand: "visa", last4: "4242", expMonth: 3, expYear: 2030 };
const AMEX = { id: "pm_2", brand: "amex", last4: "0005", expMonth: 11, expYear: 2027 };

describe("Settings → Payment methods", () => {
  it("lists each card as brand, last four and expiry MM/YY, each with its own Remove", () => {
    const html = renderToString(h(PaymentMethodsList, { cards: [VISA, AMEX], returned: null }));
    expect(text(html)).toContain("Visa •••• ending in 4242 Expires 03/30");
    expect(text(html)).toContain("American Express •••• ending in 0005 Expires 11/27");
    expect(html).toContain('aria-label="Remove Visa ending in 4242"');
    expect(html).toContain('aria-label="Remove American Express ending in 0005"');
    expect(text(html)).toContain("Add a card");
  });

  it("back from saving a card before Stripe's webhook has recorded it: saved, and it will appear in a moment", () => {
    const waiting = text(renderToString(h(PaymentMethodsList, { cards: [], returned: "saved" })));
    expect(waiting).toContain("Your card is saved. It will appear here in a moment.");
    const arrived = text(renderToString(h(PaymentMethodsList, { cards: [VISA], returned: "saved" })));
    expect(arrived).toContain("Your card is saved.");
    expect(arrived).not.toContain("in a moment");
  });

  it("no cards: says how to add one; a cancelled Checkout says nothing was added", () => {
    expect(text(renderToString(h(PaymentMethodsList, { cards: [], returned: null })))).toContain("No saved cards yet.");
    expect(text(renderToString(h(PaymentMethodsList, { cards: [], returned: "cancelled" })))).toContain("No card was added.");
  });

  it("names brands as printed on the card, and an unknown one readably", () => {
    expect(brandName("mastercard")).toBe("Mastercard");
    expect(brandName("link_card")).toBe("Link card");
    expect(expiry({ expMonth: 1, expYear: 2031 })).toBe("01/31");
  });
});

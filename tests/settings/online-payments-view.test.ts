import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { OnlinePaymentsView } from "@/components/settings/online-payments-view";
import { PaymentAtBookingForm } from "@/components/settings/payment-at-booking-form";
import type { PaymentsAccountState } from "@/lib/stripe/connect-account";
import { requirementLabel, requirementLabels } from "@/lib/stripe/requirement-labels";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {}, push: () => {} }) }));

const NOT_CONNECTED: PaymentsAccountState = {
  status: "not_connected",
  chargesEnabled: false,
  payoutsEnabled: false,
  requirementsDue: [],
  payouts: [],
  configured: true,
};

/** The text a person reads: tags dropped, entities decoded, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
const render = (account: Partial<PaymentsAccountState>, returned: "return" | "refresh" | null = null) => {
  const html = renderToString(h(OnlinePaymentsView, { account: { ...NOT_CONNECTED, ...account }, returned }));
  return { html, text: text(html), buttons: [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((match) => text(match[1])) };
};

describe("Settings → Online payments, state by state", () => {
  it("without Stripe Connect on the server: says the operator must set it up, and offers nothing to click", () => {
    const view = render({ configured: false });
    expect(view.text).toContain("Status Not available");
    expect(view.text).toContain("Whoever runs your Promenade server must set up Stripe Connect first");
    expect(view.buttons).toEqual([]);
  });

  it("not connected: invites the owner to connect, with one Connect Stripe button", () => {
    const view = render({});
    expect(view.text).toContain("Status Not connected");
    expect(view.text).toContain("Connect Stripe to take payments online.");
    expect(view.buttons).toEqual(["Connect Stripe"]);
  });

  it("onboarding: what Stripe still needs in words, each step once, with Continue and Disconnect", () => {
    const view = render({
      status: "onboarding",
      requirementsDue: ["external_account", "tos_acceptance.date", "tos_acceptance.ip", "individual.dob.day", "individual.email"],
    });
    expect(view.text).toContain("Status Setting up");
    expect(view.text).toContain(
      "What Stripe still needs Bank account for payouts Accept Stripe's terms Owner's details Continue Disconnect",
    );
    expect(view.html).not.toContain("external_account");
    expect(view.buttons).toEqual(["Continue", "Disconnect"]);
  });

  it("onboarding with nothing due: Stripe is checking, Continue stays", () => {
    const view = render({ status: "onboarding" });
    expect(view.text).toContain("Stripe is checking what you gave it.");
    expect(view.buttons).toEqual(["Continue", "Disconnect"]);
  });

  it("restricted: which of charges and payouts are paused, and what is due", () => {
    const view = render({ status: "restricted", chargesEnabled: true, payoutsEnabled: false, requirementsDue: ["external_account"] });
    expect(view.text).toContain("Status Restricted");
    expect(view.text).toContain("Charges Enabled Payouts Paused: money stays in your Stripe balance");
    expect(view.text).toContain("What Stripe still needs Bank account for payouts");
    expect(view.buttons).toEqual(["Continue", "Disconnect"]);
  });

  it("active: the last payouts (amount in its currency, arrival day, status) and the dashboard in a new tab", () => {
    const view = render({
      status: "active",
      chargesEnabled: true,
      payoutsEnabled: true,
      payouts: [
        // Stripe's arrival day is midnight UTC: Nov 18 everywhere, not Nov 17 west of Greenwich.
        { amountCents: 12_345, currency: "USD", arrivalDate: "2026-11-18T00:00:00.000Z", status: "paid" },
        { amountCents: 5_000, currency: "EUR", arrivalDate: "2026-11-25T00:00:00.000Z", status: "in_transit" },
      ],
    });
    expect(view.text).toContain("Status Active");
    expect(view.text).toContain("Active — charges and payouts enabled.");
    expect(view.text).toContain("Arrival Amount Status Nov 18, 2026 $123.45 Paid Nov 25, 2026 €50.00 On its way");
    expect(view.html).toMatch(
      /<a href="https:\/\/dashboard.stripe.com\/" target="_blank" rel="noopener noreferrer"[^>]*>Open your Stripe dashboard/,
    );
    expect(view.buttons).toEqual(["Disconnect"]);
  });

  it("active without payouts yet says so", () => {
    expect(render({ status: "active", chargesEnabled: true, payoutsEnabled: true }).text).toContain("No payouts yet.");
  });

  it("back from Stripe: an expired link offers Continue again; a finished onboarding says students can pay", () => {
    expect(render({ status: "onboarding", requirementsDue: ["external_account"] }, "refresh").text).toContain(
      "That Stripe link has expired. Choose Continue to pick up where you left off.",
    );
    expect(render({ status: "active", chargesEnabled: true, payoutsEnabled: true }, "return").text).toContain(
      "Your Stripe account is connected. Students can pay online now.",
    );
    expect(render({ status: "onboarding" }, "return").text).toContain("Back from Stripe.");
  });
});

describe("Stripe's requirement names in words", () => {
  it("names the known ones and humanises the rest", () => {
    expect(requirementLabel("external_account")).toBe("Bank account for payouts");
    expect(requirementLabel("tos_acceptance.date")).toBe("Accept Stripe's terms");
    expect(requirementLabel("business_profile.url")).toBe("Business website");
    expect(requirementLabel("individual.address.city")).toBe("Owner's details");
    expect(requirementLabel("person_1AbC.first_name")).toBe("Details of a person on the account");
    expect(requirementLabel("brand_new_thing.sub_field")).toBe("Brand new thing: sub field");
    expect(requirementLabels(["individual.dob.day", "individual.dob.month", "external_account"])).toEqual([
      "Owner's details",
      "Bank account for payouts",
    ]);
  });
});

describe("Settings → Payment at booking without online payment", () => {
  it("the disabled option sends the owner to Online payments to connect Stripe", () => {
    const html = renderToString(h(PaymentAtBookingForm, { choice: "account", onlinePayment: false }));
    expect(html).toMatch(/<a href="#settings-online-payments"[^>]*>Connect Stripe to take payments online<\/a>/);
    expect(html).not.toContain("set up on this server");
    expect(renderToString(h(PaymentAtBookingForm, { choice: "account", onlinePayment: true }))).not.toContain("Connect Stripe");
  });
});

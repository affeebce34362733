import { describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { returnUrl } from "@/lib/stripe/booking-checkout";
import { TRICKS } from "../helpers/redirect-tricks";

describe("Stripe Checkout's return address", () => {
  it("is the page asked for, with the outcome", () => {
    expect(returnUrl("/s/ballroom-one/trial", "paid")).toBe(`${env.SITE_URL}/s/ballroom-one/trial?checkout=paid`);
    expect(returnUrl(undefined, "cancelled")).toBe(`${env.SITE_URL}/app/schedule?checkout=cancelled`);
    expect(returnUrl("/app/schedule?week=2026-05-04", "paid")).toBe(`${env.SITE_URL}/app/schedule?week=2026-05-04&checkout=paid`);
  });

  it(`never leaves the site, for ${TRICKS.length} redirect tricks`, () => {
    const site = new URL(env.SITE_URL);
    for (const trick of TRICKS) {
      for (const outcome of ["paid", "cancelled"] as const) {
        const url = new URL(returnUrl(trick, outcome));
        expect(url.origin, trick).toBe(site.origin);
        expect(url.pathname.startsWith("//"), trick).toBe(false);
        expect(url.searchParams.get("checkout")).toBe(outcome);
        // Made relative and resolved again (as a browser does with a same-host address), it stays home.
        expect(new URL(url.pathname + url.search, site).origin, trick).toBe(site.origin);
      }
    }
  });
});

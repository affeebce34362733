import { describe, expect, it } from "vitest";
import { decideGate } from "@/lib/auth/gate";
import { config } from "@/proxy";

describe("the request gate and Stripe's webhook", () => {
  it("never runs the proxy on /api/webhooks/stripe (Stripe sends no session cookie)", () => {
    // Next anchors a matcher source like this one; the API is left out, webhook included.
    const matcher = new RegExp(`^${config.matcher[0]}$`);
    expect(matcher.test("/api/webhooks/stripe")).toBe(false);
    expect(matcher.test("/app/settings")).toBe(true);
  });

  it("would let it through even if it ran", () => {
    expect(decideGate({ pathname: "/api/webhooks/stripe", search: "", token: undefined })).toMatchObject({ type: "next" });
  });
});

import { describe, expect, it } from "vitest";
import { serverError } from "@/components/payments/server-error";
import { ApiError } from "@/lib/api/api-fetch";

describe("serverError", () => {
  it("puts a one-field problem beside its field only", () => {
    const error = new ApiError(400, "validation", "The price is too large.", { priceCents: "The price is too large." });
    expect(serverError(error, ["name", "priceCents"])).toEqual({ alert: null, fields: { priceCents: "The price is too large." } });
  });

  it("keeps the message on top when the field it names is not in the form", () => {
    const error = new ApiError(400, "validation", "Choose a package.", { packageId: "Choose a package." });
    expect(serverError(error, ["amountCents"]).alert).toBe("Choose a package.");
  });

  it("maps the API's nested keys to the form's names", () => {
    const error = new ApiError(400, "validation", "The payment is too large.", { "payment.amountCents": "The payment is too large." });
    expect(serverError(error, ["amountCents"], { "payment.amountCents": "amountCents" })).toEqual({
      alert: null,
      fields: { amountCents: "The payment is too large." },
    });
  });

  it("says something plain when the request never got an answer", () => {
    expect(serverError(new Error("boom"), []).alert).toBe("Something went wrong. Please try again.");
  });
});

import type { FieldErrors } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { flattenErrors, renameErrors } from "@/components/forms/form-errors";

const error = (message: string) => ({ type: "custom", message });

describe("renameErrors", () => {
  it("moves an API-named error to the form's field and leaves no trace under the API's name", () => {
    const errors = { endsAt: error("The end time must be after the start time."), serviceId: error("Choose a service.") } as FieldErrors;
    expect(renameErrors(errors, { endsAt: "end" })).toEqual({
      end: error("The end time must be after the start time."),
      serviceId: error("Choose a service."),
    });
  });

  it("renames nested names and drops the parent they leave empty", () => {
    const errors = { payment: { amountCents: error("The payment is too large.") } } as FieldErrors;
    const renamed = renameErrors(errors, { "payment.amountCents": "amount" });
    expect(renamed).toEqual({ amount: error("The payment is too large.") });
    // The caller's object is not changed.
    expect(errors).toEqual({ payment: { amountCents: error("The payment is too large.") } });
  });

  it("keeps the form's own message when both name the same field", () => {
    const errors = { end: error("Enter the end time, like 20:00."), endsAt: error("Use an ISO 8601 date and time.") } as FieldErrors;
    expect(renameErrors(errors, { endsAt: "end" })).toEqual({ end: error("Enter the end time, like 20:00.") });
  });
});

describe("flattenErrors", () => {
  it("lists every message with its dotted path, in order", () => {
    const errors = {
      root: error("Email and password are required."),
      slots: [undefined, { endTime: error("The end time must be after the start time.") }],
    } as unknown as FieldErrors;
    expect(flattenErrors(errors)).toEqual([
      ["root", "Email and password are required."],
      ["slots.1.endTime", "The end time must be after the start time."],
    ]);
  });
});

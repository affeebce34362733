import { describe, expect, it } from "vitest";
import { withEarlyValues } from "@/components/forms/load-on-interaction";

describe("withEarlyValues (a form's defaults plus what was typed before its JavaScript arrived)", () => {
  const defaults = { email: "owner@promenade.test", password: "", remember: false };

  it("keeps the defaults when nothing was typed", () => {
    expect(withEarlyValues(defaults)).toEqual(defaults);
    expect(withEarlyValues(defaults, {})).toEqual(defaults);
  });

  it("takes typed text and ticked boxes over the defaults", () => {
    expect(withEarlyValues(defaults, { email: "sam@example.com", remember: true })).toEqual({
      email: "sam@example.com",
      password: "",
      remember: true,
    });
  });

  it("ignores fields the form doesn't have, and values of another kind", () => {
    expect(withEarlyValues(defaults, { website: "spam", remember: "on", password: "secret1!" })).toEqual({
      email: "owner@promenade.test",
      password: "secret1!",
      remember: false,
    });
  });
});

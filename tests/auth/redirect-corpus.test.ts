import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decideGate } from "@/lib/auth/gate";
import { LOGIN_REDIRECT_FALLBACK, safeRedirect } from "@/lib/auth/safe-redirect";
import { expectStaysHome, leaves, TRICKS } from "../helpers/redirect-tricks";
import { unsignedToken } from "./tokens";

// Targets that must keep working, with what the browser is sent.
const LOCAL: [string, string][] = [
  ["/app", "/app"],
  ["/app/students?level=Gold&x=1", "/app/students?level=Gold&x=1"],
  ["/app/schedule#today", "/app/schedule#today"],
  ["%2Fapp%2Fstudents", "/app/students"],
  ["/app/./students", "/app/students"],
  ["/app/x/../students", "/app/students"],
  ["/app/\u00fc", "/app/%C3%BC"],
  ["/app/students?search=J\u00fcrgen", "/app/students?search=J%C3%BCrgen"],
  ["/app/\u{1f483}", "/app/%F0%9F%92%83"],
  ["/app/100%", "/app/100%"],
];

describe("redirect targets are checked after resolution", () => {
  it(`a corpus of ${TRICKS.length} redirect tricks never leaves the site`, () => {
    const escaped = TRICKS.filter((trick) => leaves(safeRedirect(trick, LOGIN_REDIRECT_FALLBACK)));
    console.log(`redirect corpus: ${escaped.length} of ${TRICKS.length} leave the site`, escaped.slice(0, 20));
    expect(escaped).toEqual([]);
    for (const trick of TRICKS) expectStaysHome(safeRedirect(trick, LOGIN_REDIRECT_FALLBACK));
  });

  it.each(LOCAL)("%j stays usable: %s", (target, expected) => {
    expect(safeRedirect(target, LOGIN_REDIRECT_FALLBACK)).toBe(expected);
    expectStaysHome(expected);
  });

  it("a signed-in visit to /login?redirect=/.//evil.example goes to the schedule, not evil.example", () => {
    const now = Date.UTC(2026, 0, 15, 12, 0, 0);
    const token = unsignedToken({ exp: now / 1000 + 3600 });
    for (const trick of TRICKS) {
      const search = `?redirect=${encodeURIComponent(trick)}`;
      const decision = decideGate({ pathname: "/login", search, token, nowMs: now });
      expect(decision.type).toBe("redirect");
      if (decision.type === "redirect") expectStaysHome(decision.location);
    }
    const decision = decideGate({ pathname: "/login", search: "?redirect=/.//evil.example", token, nowMs: now });
    expect(decision).toMatchObject({ type: "redirect", location: LOGIN_REDIRECT_FALLBACK });
  });

  it("any string at all: the answer stays on the site, is ASCII, and checks as itself", () => {
    const pieces = fc.constantFrom(
      "/",
      "\\",
      ".",
      "..",
      "%",
      "%2f",
      "%2F",
      "%5c",
      "%2e",
      "%25",
      "\t",
      "\n",
      ":",
      "@",
      "?",
      "#",
      "evil.example",
      "app",
      "\u2215",
      "\uff0f",
      "\u00fc",
      "https:",
      " ",
    );
    const tricky = fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.oneof(tricky, fc.string(), fc.string({ unit: "grapheme" }), fc.webUrl()), (target) => {
        const result = safeRedirect(target, LOGIN_REDIRECT_FALLBACK);
        expectStaysHome(result);
        expect(safeRedirect(result, LOGIN_REDIRECT_FALLBACK)).toBe(result);
      }),
      { numRuns: 5000 },
    );
  });
});

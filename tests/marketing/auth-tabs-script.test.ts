import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { CARRY_REDIRECT_SCRIPT } from "@/components/auth/auth-tabs";
import { readRedirectTarget } from "@/lib/auth/redirect-target";

/** The tabs' hrefs after the inline script ran on a page whose query is `search`. */
function runScript(search: string): string[] {
  const tabs = ["/login", "/signup"].map((href) => {
    const attributes: Record<string, string> = { href, "data-auth-tab": href };
    return {
      getAttribute: (name: string) => attributes[name] ?? null,
      setAttribute: (name: string, value: string) => void (attributes[name] = value),
    };
  });
  const document = { querySelectorAll: (selector: string) => (selector === "a[data-auth-tab]" ? tabs : []) };
  vm.runInNewContext(CARRY_REDIRECT_SCRIPT, { document, location: { search }, URLSearchParams });
  return tabs.map((tab) => tab.getAttribute("href")!);
}

const SEARCHES = [
  "",
  "?redirect=",
  "?other=1",
  "?redirect=%2Fapp%2Fstudents%3Flevel%3DGold",
  "?redirect=/app/reports",
  "?redirect=%2Fapp%2Fschedule",
  "?redirect=%2F%2Fevil.example",
  "?redirect=//evil.example",
  "?redirect=%252F%252Fevil.example",
  "?redirect=%25252Fapp",
  "?redirect=%2Fapp%2F%255Cevil",
  "?redirect=/%2F/evil.com",
  "?redirect=/\\evil.com",
  "?redirect=/app%0A/x",
  "?redirect=%09/app",
  "?redirect=https://evil.example/",
  "?redirect=javascript:alert(1)",
  "?redirect=/app/x?next=javascript:1",
  "?redirect=%E0%A4%A",
  "?redirect=/app/%E0%A4%A",
  "?redirect=app/schedule",
  "?redirect=%2Fapp%2Fpayments%3Fa%3D1%26b%3D2#frag",
  "?redirect=/app/students&redirect=/app/reports",
];

describe("the auth tabs' inline script (carries the redirect target across the tabs)", () => {
  it.each(SEARCHES)("leads, from %j, to a tab whose form goes where this one would", (search) => {
    const { target } = readRedirectTarget(search);
    for (const href of runScript(search)) {
      expect(href.split("?")[0]).toMatch(/^\/(login|signup)$/);
      expect(readRedirectTarget(href.slice(href.split("?")[0].length)).target).toBe(target);
    }
  });
});

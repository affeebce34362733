import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { AppShell } from "@/components/app-shell/app-shell";
import { brandCss } from "@/components/app-shell/studio-mark";
import { buttonVariants } from "@/components/ui/button";
import { contrastBetween, DARK_TEXT, readableTextOn } from "@/lib/studio/contrast";

vi.mock("next/navigation", () => ({ usePathname: () => "/app/schedule", useRouter: () => ({ refresh: () => {}, push: () => {} }) }));

describe("the brand colour on primary buttons", () => {
  it("text on a colour: white on dark colours, dark text on light ones, whichever contrasts more", () => {
    expect(readableTextOn("#1d4ed8")).toBe("#ffffff");
    expect(readableTextOn("#7a1f4b")).toBe("#ffffff");
    expect(readableTextOn("#fde047")).toBe(DARK_TEXT);
    expect(readableTextOn("#a0e0ff")).toBe(DARK_TEXT);
    for (const color of ["#1d4ed8", "#fde047", "#767676", "#00ff00", "#ff0000"]) {
      const other = readableTextOn(color) === "#ffffff" ? DARK_TEXT : "#ffffff";
      expect(contrastBetween(readableTextOn(color), color)).toBeGreaterThanOrEqual(contrastBetween(other, color));
    }
  });

  it("primary buttons are painted with the action colour, which is the brand colour once set", () => {
    expect(buttonVariants({ variant: "primary" })).toContain("bg-action");
    expect(buttonVariants({ variant: "primary" })).toContain("text-action-foreground");
    expect(brandCss("#1D4ED8")).toBe(
      ":root:root{--brand:#1d4ed8;--action:#1d4ed8;--action-foreground:#ffffff}:root:root:not(.dark){--ring:#1d4ed8}",
    );
  });

  it("no colour, or anything but #rrggbb, leaves Promenade's own (and can't inject CSS)", () => {
    expect(brandCss(null)).toBeNull();
    expect(brandCss("red")).toBeNull();
    expect(brandCss("#123456}body{display:none")).toBeNull();
  });

  it("the signed-in shell carries the studio's colour for the whole document, dialogs included", () => {
    const user = { name: "Olivia Grant", studioName: "Tango Loft", role: "owner" as const };
    const plan = { name: "Premium", isTrial: false };
    const branded = renderToString(h(AppShell, { user, plan, branding: { color: "#1d4ed8", logoUrl: null }, children: "page" }));
    expect(branded).toContain("<style>:root:root{--brand:#1d4ed8;--action:#1d4ed8;--action-foreground:#ffffff}");
    const plain = renderToString(h(AppShell, { user, plan, children: "page" }));
    expect(plain).not.toContain("<style>");
  });
});

import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { PublicPageForm } from "@/components/settings/public-page-form";
import { slugFromName, ZSlug } from "@/lib/public/slug";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {} }) }));

describe("slugFromName", () => {
  it("makes an address from the studio's name", () => {
    expect(slugFromName("Tango Loft")).toBe("tango-loft");
    expect(slugFromName("  Café Olé — Ballroom & Latin!  ")).toBe("cafe-ole-ballroom-and-latin");
    expect(slugFromName("Studio 54")).toBe("studio-54");
  });

  it("cuts a long name at a word within 40 characters", () => {
    const slug = slugFromName("The Grand Imperial Academy of International Ballroom and Latin Dance");
    expect(slug).toBe("the-grand-imperial-academy-of");
    expect(slug.length).toBeLessThanOrEqual(40);
  });

  it("a reserved or too short address gets -studio; a name with no letters or digits gives none", () => {
    expect(slugFromName("Promenade")).toBe("promenade-studio");
    expect(slugFromName("DJ")).toBe("dj-studio");
    expect(slugFromName("★ ★ ★")).toBe("");
  });

  it("whatever it makes, the address rules accept", () => {
    for (const name of ["Tango Loft", "Promenade", "A", "Ballroom Blitz!!", "ÅÄÖ Dans", "x".repeat(60)]) {
      const slug = slugFromName(name);
      if (slug) expect(ZSlug.safeParse(slug).success, `${name} → ${slug}`).toBe(true);
    }
  });
});

describe("Settings → Public page", () => {
  const settings = {
    enabled: false,
    slug: null,
    description: null,
    showInstructors: [],
    widgetOrigins: [],
    trialNeedsConfirmation: false,
    instructors: [],
  };
  const render = (slug: string | null) =>
    renderToString(
      h(PublicPageForm, { settings: { ...settings, slug }, studioName: "Café Tango Loft", siteUrl: "https://x.test", hasWidget: false }),
    );
  const slugInput = (html: string) => /<input[^>]*id="public-slug"[^>]*>/.exec(html)?.[0] ?? "";

  it("offers an address made from the studio's name while the page has none", () => {
    expect(slugInput(render(null))).toContain('value="cafe-tango-loft"');
  });

  it("keeps the address the studio chose", () => {
    expect(slugInput(render("tango"))).toContain('value="tango"');
  });
});

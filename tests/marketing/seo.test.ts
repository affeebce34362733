import { describe, expect, it } from "vitest";
import { pageMetadata, PUBLIC_PATHS } from "@/app/(marketing)/page-metadata";
import robots from "@/app/robots";
import { marketingSitemap } from "@/app/sitemap";

describe("sitemap.xml", () => {
  it("lists every public page once, as absolute addresses", () => {
    const urls = marketingSitemap().map((entry) => new URL(entry.url).pathname);
    expect(urls).toEqual(["/", "/features", "/pricing", "/gallery", "/contact", "/privacy-policy", "/terms-of-service"]);
  });

  it("leaves out the signed-in area and the API", () => {
    expect(PUBLIC_PATHS.some((path) => path.startsWith("/app") || path.startsWith("/api"))).toBe(false);
  });
});

describe("robots.txt", () => {
  it("keeps crawlers out of /app and /api and points to the sitemap", () => {
    const rules = robots();
    expect(rules.rules).toMatchObject({ userAgent: "*", allow: "/", disallow: ["/app", "/api"] });
    expect(rules.sitemap).toMatch(/\/sitemap\.xml$/);
  });
});

describe("pageMetadata", () => {
  it("gives a page its title, description, canonical address and Open Graph card", () => {
    const metadata = pageMetadata({ title: "Pricing", description: "Plans for studios.", path: "/pricing" });
    expect(metadata.title).toBe("Pricing");
    expect(metadata.alternates?.canonical).toBe("/pricing");
    expect(metadata.openGraph).toMatchObject({
      title: "Pricing · Promenade",
      description: "Plans for studios.",
      url: "/pricing",
      siteName: "Promenade",
    });
    expect(JSON.stringify(metadata.openGraph)).toContain("/opengraph-image");
  });

  it("keeps the site's own title on the home page", () => {
    const metadata = pageMetadata({ description: "Home.", path: "/" });
    expect(metadata.title).toBeUndefined();
    expect(metadata.openGraph).toMatchObject({ title: "Promenade — Studio Management" });
  });
});

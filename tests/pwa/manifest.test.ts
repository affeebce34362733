import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/manifest.webmanifest/route";
import { manifestHref, themeFromQuery, webAppManifest } from "@/lib/pwa/manifest";
import { NextRequest } from "next/server";

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("web app manifest", () => {
  it("installs as Promenade, full screen, opening on the person's home", () => {
    const manifest = webAppManifest(null);
    expect(manifest).toMatchObject({
      name: "Promenade",
      short_name: "Promenade",
      start_url: "/app/schedule",
      scope: "/",
      display: "standalone",
      theme_color: "#7a1f4b",
    });
  });

  it("has a 192 and a 512 icon for each purpose, and each file is the size it says", () => {
    const icons = webAppManifest(null).icons ?? [];
    for (const purpose of ["any", "maskable"])
      expect(icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes)).toEqual(["192x192", "512x512"]);
    for (const icon of icons) {
      const [width, height] = icon.sizes!.split("x").map(Number);
      expect(pngSize(path.join("public", icon.src))).toEqual({ width, height });
    }
  });

  it("the iOS home-screen icon is 180×180", () => {
    expect(pngSize("app/apple-icon.png")).toEqual({ width: 180, height: 180 });
  });

  it("a studio's brand colour rides in the manifest's address; anything but six hex digits is ignored", () => {
    expect(manifestHref("#1A7F5A")).toBe("/manifest.webmanifest?theme=1a7f5a");
    expect(manifestHref(null)).toBe("/manifest.webmanifest");
    expect(manifestHref("red")).toBe("/manifest.webmanifest");
    expect(themeFromQuery("1a7f5a")).toBe("#1a7f5a");
    for (const bad of [null, "", "red", "12345g", "1a7f5a0", "1a7f5a;x", "javascript:alert(1)"]) expect(themeFromQuery(bad)).toBeNull();
  });

  it("GET /manifest.webmanifest answers the manifest as application/manifest+json, in the studio's colour when asked", async () => {
    const plain = GET(new NextRequest("http://localhost/manifest.webmanifest"));
    expect(plain.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    expect((await plain.json()).theme_color).toBe("#7a1f4b");
    const branded = GET(new NextRequest("http://localhost/manifest.webmanifest?theme=1a7f5a"));
    expect((await branded.json()).theme_color).toBe("#1a7f5a");
    const forged = GET(new NextRequest("http://localhost/manifest.webmanifest?theme=%22%3E%3Cscript%3E"));
    expect((await forged.json()).theme_color).toBe("#7a1f4b");
  });
});

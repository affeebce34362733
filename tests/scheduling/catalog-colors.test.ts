import { describe, expect, it } from "vitest";
import { CATALOG_PALETTE, nextCatalogColor } from "@/lib/scheduling/catalog-colors";

describe("nextCatalogColor", () => {
  it("gives the first palette colour nobody wears, whatever its case", () => {
    expect(nextCatalogColor([])).toBe(CATALOG_PALETTE[0]);
    expect(nextCatalogColor(["#7A1F4B"])).toBe(CATALOG_PALETTE[1]);
    expect(nextCatalogColor([CATALOG_PALETTE[0], CATALOG_PALETTE[2], "#123456"])).toBe(CATALOG_PALETTE[1]);
  });

  it("once every colour is worn, the one worn least", () => {
    const all = [...CATALOG_PALETTE];
    expect(nextCatalogColor(all)).toBe(CATALOG_PALETTE[0]);
    expect(nextCatalogColor([...all, CATALOG_PALETTE[0], CATALOG_PALETTE[1]])).toBe(CATALOG_PALETTE[2]);
  });

  it("the palette's colours are all different", () => {
    expect(new Set(CATALOG_PALETTE).size).toBe(CATALOG_PALETTE.length);
  });
});
